package dev.fairshare.slurm.conf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SlurmConfReaderTest {

  private static SlurmPriorityConfig read(String text) {
    return SlurmConfReader.read(LineSource.of("slurm.conf", text));
  }

  @Test
  void defaultsAreSlurms() {
    SlurmPriorityConfig c = read("ClusterName=tux\n");
    assertThat(c.algorithm()).isEqualTo("slurm.fair-tree");
    assertThat(c.decayHalfLifeSeconds()).isEqualTo(604800);
    assertThat(c.calcPeriodSeconds()).isEqualTo(300);
    assertThat(c.dampeningFactor()).isEqualTo(1);
    assertThat(c.weights()).containsEntry("Fairshare", 0L).containsEntry("Age", 0L);
    assertThat(c.usageResetPeriod()).isEqualTo("NONE");
    assertThat(c.priorityType()).isNull();
  }

  @Test
  void priorityFlagsAreMatchedAsCaseInsensitiveSubstrings() {
    assertThat(read("PriorityFlags=no_fair_tree\n").algorithm()).isEqualTo("slurm.classic");
    assertThat(read("priorityflags=MAX_TRES,DEPTH_OBLIVIOUS\n").algorithm())
        .isEqualTo("slurm.depth-oblivious");
    assertThat(read("PriorityFlags=FAIR_TREE\n").algorithm()).isEqualTo("slurm.fair-tree");
    assertThat(read("PriorityFlags=XNO_FAIR_TREEX\n").fairTree()).isFalse();
    assertThat(read("PriorityFlags=MAX_TRES_GRES\n").flags()).contains("MAX_TRES", "MAX_TRES_GRES");
  }

  /**
   * The ticket mode: 2.5 loads {@code PriorityType} by its exact name ({@code plugrack_use_by_type}'s
   * {@code strcmp}, {@code src/common/plugrack.c} at {@code slurm-2-5-7-1}), and only 2.5 has
   * {@code priority/multifactor2}; 2.6, 14.03 and 14.11 match {@code TICKET_BASED} with {@code slurm_strcasestr}
   * and, at 14.03 and 14.11, before DEPTH_OBLIVIOUS and FAIR_TREE in one {@code else if} chain
   * ({@code src/common/read_config.c} at {@code slurm-2-6-9-1}, {@code slurm-14-03-11-1}, {@code slurm-14-11-11-1}).
   */
  @Test
  void ticketModeIsMultifactor2OrTicketBasedWhichWinsOverTheOtherModes() {
    SlurmPriorityConfig mf2 = read("PriorityType=priority/multifactor2\n");
    assertThat(mf2.algorithm()).isEqualTo("slurm.ticket");
    assertThat(mf2.ticketVersion()).isEqualTo("2.5");
    assertThat(mf2.ticketVersionAssumed()).isFalse();
    SlurmPriorityConfig flag = read("PriorityType=priority/multifactor\nPriorityFlags=ACCRUE_ALWAYS,ticket_based\n");
    assertThat(flag.algorithm()).isEqualTo("slurm.ticket");
    assertThat(flag.ticketVersion()).isEqualTo("14.11");
    assertThat(flag.ticketVersionAssumed()).isTrue();
    assertThat(flag.flags()).containsExactly("ACCRUE_ALWAYS", "TICKET_BASED");
    assertThat(read("PriorityFlags=DEPTH_OBLIVIOUS,TICKET_BASED\n").flags()).containsExactly("TICKET_BASED");
    assertThat(read("PriorityFlags=FAIR_TREE,TICKET_BASED\n").algorithm()).isEqualTo("slurm.ticket");
    assertThat(read("PriorityFlags=NO_TICKET_BASED_PLEASE\n").algorithm()).isEqualTo("slurm.ticket");
    assertThat(read("PriorityType=priority/Multifactor2\n").algorithm()).isEqualTo("slurm.fair-tree");
    assertThat(read("PriorityFlags=NO_FAIR_TREE\n").ticketVersion()).isNull();
  }

  @Test
  void theLocationOfEveryKeyIsKept() {
    SlurmPriorityConfig c = read("ClusterName=tux\nPriorityWeightAge=10 PriorityDecayHalfLife=14-0\n");
    assertThat(c.at("PriorityDecayHalfLife")).hasToString("slurm.conf:2:22");
    assertThat(c.at("priorityweightage").line()).isEqualTo(2);
    assertThat(c.at("PriorityFlags")).isNull();
  }

  @Test
  void timeStringsRoundUpToWholeMinutes() {
    assertThat(read("PriorityDecayHalfLife=1:30\n").decayHalfLifeSeconds()).isEqualTo(120);
    assertThat(read("PriorityDecayHalfLife=14-0\n").decayHalfLifeSeconds()).isEqualTo(14 * 86400);
    assertThat(read("PriorityDecayHalfLife=90\n").decayHalfLifeSeconds()).isEqualTo(5400);
    assertThat(read("PriorityDecayHalfLife=2:00:01\n").decayHalfLifeSeconds()).isEqualTo(7260);
    assertThat(read("PriorityDecayHalfLife=INFINITE\n").decayHalfLifeSeconds()).isEqualTo(4294967236L);
    assertThat(read("PriorityCalcPeriod=0:30\n").calcPeriodSeconds()).isEqualTo(60);
  }

  @Test
  void weightsTakeHexOctalKiloAndUnlimited() {
    SlurmPriorityConfig c = read("""
        PriorityWeightFairshare=0x10 PriorityWeightAge=010
        PriorityWeightQOS=2k
        PriorityWeightJobSize=UNLIMITED
        FairShareDampeningFactor=5
        """);
    assertThat(c.weights()).containsEntry("Fairshare", 16L).containsEntry("Age", 8L)
        .containsEntry("QOS", 2048L).containsEntry("JobSize", 4294967295L);
    assertThat(c.dampeningFactor()).isEqualTo(5);
  }

  @Test
  void generalSyntaxIsTolerated(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("prio.conf"), "PriorityFlags=NO_FAIR_TREE # classic\n");
    Path main = dir.resolve("slurm.conf");
    Files.writeString(main, """
        # comment with PriorityFlags=DEPTH_OBLIVIOUS
        ClusterName=tux
        NodeName=n[1-4] CPUs=8 PriorityWeightAge=99
        PartitionName=DEFAULT TRESBillingWeights="CPU=1.0,Mem=0.25G"
        PartitionName=debug Nodes=ALL Default=YES
        PartitionName=gpu Nodes=n1 TRESBillingWeights=CPU=2.0,GRES/gpu=4 \\
            State=UP
        include prio.conf
        AccountingStorageTRES=gres/gpu
        """);
    SlurmPriorityConfig c = SlurmConfReader.read(LineSource.read(main));
    assertThat(c.algorithm()).isEqualTo("slurm.classic");
    assertThat(c.weights()).containsEntry("Age", 0L);
    assertThat(c.billingWeights()).containsEntry("debug", "CPU=1.0,Mem=0.25G")
        .containsEntry("gpu", "CPU=2.0,GRES/gpu=4");
    assertThat(c.accountingTres()).isEqualTo("gres/gpu");
  }

  @Test
  void billingWeightUnitsDivideByTheBaseUnit() {
    assertThat(TresWeights.parse("CPU=1.0,Mem=0.25G")).containsEntry("cpu", 1.0)
        .containsEntry("mem", 0.25 / 1024);
  }

  @Test
  void everyBadValueIsReportedWithItsLine() {
    ConfigParseException e = catchThrowableOfType(ConfigParseException.class, () -> read("""
        PriorityDecayHalfLife=7days
        PriorityCalcPeriod=0
        PriorityWeightFairshare=-1 FairShareDampeningFactor=70000
        PriorityUsageResetPeriod=fortnightly
        PriorityFavorSmall=maybe
        PartitionName=p TRESBillingWeights=CPU=lots
        stray
        """));
    assertThat(e.problems()).extracting(Problem::code).containsExactly("slurm.conf.bad-time",
        "slurm.conf.bad-time", "slurm.conf.bad-number", "slurm.conf.bad-number",
        "slurm.conf.bad-reset-period", "slurm.conf.bad-boolean", "slurm.conf.bad-tres-weights",
        "slurm.conf.bad-line");
    assertThat(e.problems()).extracting(p -> p.location().line()).containsExactly(1, 2, 3, 3, 4, 5, 6, 7);
  }

  @Test
  void zeroHalfLifeNeedsAResetPeriod() {
    ConfigParseException e = catchThrowableOfType(ConfigParseException.class,
        () -> read("PriorityDecayHalfLife=0\n"));
    assertThat(e.problems()).extracting(Problem::code).containsExactly("slurm.conf.no-decay-no-reset");
    assertThat(read("PriorityDecayHalfLife=0\nPriorityUsageResetPeriod=monthly\n").usageResetPeriod())
        .isEqualTo("MONTHLY");
  }
}
