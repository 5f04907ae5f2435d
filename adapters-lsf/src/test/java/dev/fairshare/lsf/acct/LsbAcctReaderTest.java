package dev.fairshare.lsf.acct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.testkit.GoldenFiles;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** JOB_FINISH records in lsb.acct(5) field order (docs/algorithms/lsf.md §8.2), by version. */
class LsbAcctReaderTest {
  private static List<JobFinish> read(String name) {
    return LsbAcctReader.read(LineSource.read(Path.of("src/test/resources/lsf", name)));
  }

  @Test
  void version101RecordsGiveUserQueueTimesCpuSlotsRunLimitAndRunTime() {
    List<JobFinish> jobs = read("v10.lsb.acct");
    assertThat(jobs).hasSize(5);
    JobFinish bob = jobs.get(1);
    assertThat(bob.userName()).isEqualTo("bob");
    assertThat(bob.queue()).isEqualTo("short");
    assertThat(bob.startTime()).isEqualTo(1767222000L);
    assertThat(bob.eventTime()).isEqualTo(1767229200L);
    assertThat(bob.cpuSeconds()).isEqualTo(3600.0);
    assertThat(bob.execHosts()).containsExactly("hostB");
    assertThat(bob.chargedSaap()).isEqualTo("/physics/bob");
    assertThat(bob.runLimit()).isEqualTo(7200);
    assertThat(bob.runTime()).isEqualTo(7200);
    assertThat(bob.slots()).isEqualTo(4);
  }

  @Test
  void olderRecordsWithoutTheTailAreAcceptedAndOtherEventsSkipped() {
    List<JobFinish> jobs = read("v7.lsb.acct");
    assertThat(jobs).hasSize(1);
    JobFinish j = jobs.get(0);
    assertThat(j.version()).isEqualTo("7.06");
    assertThat(j.cpuSeconds()).isEqualTo(40.637822 + 20.258920);
    assertThat(j.hostFactor()).isEqualTo(10.0);
    assertThat(j.chargedSaap()).isEqualTo("/ivan");
    assertThat(j.runTime()).as("absent: eventTime - startTime is used").isEqualTo(-1);
    assertThat(j.runSeconds()).isEqualTo(60);
    assertThat(j.slots()).isEqualTo(2);
  }

  @Test
  void badRecordsAreAllReportedWithLineAndColumn() {
    assertThatThrownBy(() -> read("bad.lsb.acct")).isInstanceOfSatisfying(ConfigParseException.class,
        e -> GoldenFiles.assertMatches(e.getMessage() + "\n", Path.of("src/test/resources/golden/bad.lsb.acct.txt")));
  }

  /** bob's job 15 of the committed Volclava 2.2 run (cli's captures, lsf/volclava/lsb.acct, first record). */
  static final String VOLCLAVA_JOB_15 = "\"JOB_FINISH\" \"22\" 1795682516 15 1003 33554450 1 1795682498 0 0 "
      + "1795682506 \"bob\" \"oth\" \"\" \"\" \"\" \"vm\" \"/tmp\" \"\" \"/dev/null\" \"\" "
      + "\"1795682498.15\" 0 1 \"vm\" 32 "
      + "100.0 \"\" \"timeout 10 sh -c 'while :; do :; done'\" 0.696942 0.012526 5968 0 -1 0 0 935 0 0 8 40 -1 0 0 "
      + "0 21 411 -1 \"\" \"default\" 31744 1 \"\" 0 5968 11328 \"\" \"\"";

  static void assertVolclavaJob15(JobFinish j) {
    assertThat(j.jobId()).isEqualTo(15);
    assertThat(j.userName()).isEqualTo("bob");
    assertThat(j.queue()).isEqualTo("oth");
    assertThat(j.eventTime()).isEqualTo(1795682516L);
    assertThat(j.startTime()).isEqualTo(1795682506L);
    assertThat(j.execHosts()).containsExactly("vm");
    assertThat(j.hostFactor()).isEqualTo(100.0);
    assertThat(j.cpuSeconds()).isEqualTo(0.696942 + 0.012526);
    assertThat(j.maxNumProcessors()).isEqualTo(1);
    assertThat(j.chargedSaap()).as("the open record has no chargedSAAP field").isEmpty();
    assertThat(j.runTime()).isEqualTo(-1);
  }

  @Test
  void aVolclavaRecordEndsAtCommandSpoolAndHasNoChargedSaap() {
    assertVolclavaJob15(LsbAcctReader.read(LineSource.of("lsb.acct", VOLCLAVA_JOB_15)).get(0));
  }

  @Test
  void aVolclavaRecordWithAPostExecCommandHasItAfterPreExecAndTheRestOnePlaceOn() {
    // Volclava's writeJobFinish (lsbatch/lib/lsb.log.c) writes postExecCmd after preExecCmd when the options
    // have SUB_POST_EXEC (0x40000000): the same record as bob's job 15 submitted with -Ep /bin/true
    String withPostExec = VOLCLAVA_JOB_15.replace(" 1003 33554450 ", " 1003 " + (33554450 | 0x40000000) + " ")
        .replace("\"oth\" \"\" \"\" \"\" \"vm\"", "\"oth\" \"\" \"\" \"\" \"/bin/true\" \"vm\"");
    assertThat(withPostExec).contains(" 1107296274 ", "\"/bin/true\" \"vm\" \"/tmp\"");
    assertVolclavaJob15(LsbAcctReader.read(LineSource.of("lsb.acct", withPostExec)).get(0));
  }
}
