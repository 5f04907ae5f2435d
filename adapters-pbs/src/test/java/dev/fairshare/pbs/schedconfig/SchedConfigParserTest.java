package dev.fairshare.pbs.schedconfig;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import org.junit.jupiter.api.Test;

/** sched_config's fair-share keys with the code's defaults (docs/algorithms/pbs.md §5, §9). */
class SchedConfigParserTest {

  private static SchedConfigParser.Result parse(String text) {
    return SchedConfigParser.parse(LineSource.of("sched_config", text));
  }

  @Test
  void aDecayFactorTooLargeForAFloatIsReportedAsPbsPrintsIt() {
    // found by FormatContract's fuzzing: the message's %.2f of an infinite float threw
    SchedConfigParser.Result r = parse("fairshare_decay_factor: 1e999\n");
    assertThat(r.problems()).singleElement().extracting(Problem::message).asString()
        .startsWith("fairshare_decay_factor: Invalid value: inf.  Valid values are between 0 and 1.");
  }

  @Test
  void defaultsAreTheCodesNotTheManPages() {
    PbsSchedConfig c = parse("# nothing\n").config();
    assertThat(c).isEqualTo(PbsSchedConfig.defaults());
    assertThat(c.enforceNoShares()).isTrue();
    assertThat(c.usageResource()).isEqualTo("cput");
    assertThat(c.decayTimeSeconds()).isEqualTo(86400);
  }

  @Test
  void fairShareIsAPrimeOptionAndNoMeansTrue() {
    PbsSchedConfig c = parse("fair_share: true prime\n").config();
    assertThat(c.fairSharePrime()).isTrue();
    assertThat(c.fairShareNonPrime()).isFalse();
    SchedConfigParser.Result no = parse("fair_share: no ALL\n");
    assertThat(no.config().fairSharePrime()).isTrue();
    assertThat(no.problems()).extracting(Problem::code).containsExactly("pbs.sched-config.reads-as-true");
  }

  @Test
  void decayFactorIsFloat32AndOutOfRangeKeepsTheDefault() {
    assertThat((double) parse("fairshare_decay_factor: 0.7\n").config().decayFactor())
        .isEqualTo(0.699999988079071);
    SchedConfigParser.Result bad = parse("fairshare_decay_factor: 1.5\n");
    assertThat(bad.config().decayFactor()).isEqualTo(0.5f);
    assertThat(bad.pbsMessages()).containsExactly(
        "Error reading line 1: fairshare_decay_factor: Invalid value: 1.5.  Valid values are between 0 and 1.");
  }

  @Test
  void decayTimeReadsHoursMinutesSecondsAndAPlainNumberIsStillUsed() {
    assertThat(parse("fairshare_decay_time: 12:00:00\n").config().decayTimeSeconds()).isEqualTo(43200);
    SchedConfigParser.Result plain = parse("half_life: 3600\n");
    assertThat(plain.config().decayTimeSeconds()).isEqualTo(3600);
    assertThat(plain.pbsMessages()).contains("Error reading line 1: Invalid time 3600");
  }

  @Test
  void otherKeysAreReadAsPbsDoes() {
    PbsSchedConfig c = parse("unknown_shares: 10\nfairshare_usage_res: \"ncpus*walltime\"\n"
        + "fairshare_entity: Account_Name\njob_sort_key: \"fair_share_perc HIGH\" ALL\n").config();
    assertThat(c.unknownShares()).isEqualTo(10);
    assertThat(c.usageResource()).isEqualTo("ncpus*walltime");
    assertThat(c.entity()).isEqualTo("Account_Name");
    assertThat(c.jobSortKeys()).containsExactly("fair_share_perc HIGH");
  }

  @Test
  void theLastUnknownSharesLineIsKeptWithItsPlaceForConvertsReport() {
    // convert reported the unknown group at resource_group without a line; the value's place is where it is set
    SchedConfigParser.Result r = parse("fair_share: true ALL\nunknown_shares: 5\n# later\nunknown_shares:   10\n");
    assertThat(r.config().unknownShares()).isEqualTo(10);
    assertThat(r.origins()).isEqualTo(new PbsSchedConfigOrigins(SourceLocation.of("sched_config", 4, 19), null));
    assertThat(parse("fair_share: true ALL\n").origins()).isNull();
  }

  @Test
  void undocumentedEntityIsLoggedButKept() {
    SchedConfigParser.Result r = parse("fairshare_entity: project\n");
    assertThat(r.config().entity()).isEqualTo("project");
    assertThat(r.pbsMessages()).containsExactly(
        "Error reading line 1: fairshare_entity project is erroneous (or deprecated).");
  }
}
