package dev.fairshare.pbs.state;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.LineSource;
import dev.fairshare.pbs.resourcegroup.ResourceGroupParser;
import dev.fairshare.pbs.usage.UsageFile;
import dev.fairshare.pbs.usage.UsageRecord;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The state PBS holds after reading resource_group and usage (docs/algorithms/pbs.md §4.2, §10, §12). */
class PbsStateLoaderTest {
  private static final String SAMPLE = "group1 10 root 40\ngroup2 20 root 60\npbsuser 11 group1 50\n"
      + "pbsuser1 12 group1 50\npbsuser2 21 group2 60\npbsuser3 22 group2 40\n";

  private static PbsFairshareState load(boolean trim, UsageRecord... records) {
    UsageFile usage = new UsageFile("usage", 2, 0, true, List.of(records), List.of());
    return PbsStateLoader.load(ResourceGroupParser.parse(LineSource.of("rg", SAMPLE)).entries(), 0, usage, trim);
  }

  @Test
  void groupsHoldOnePlusTheirLeavesInTheFile() {
    PbsFairshareState s = load(false, UsageRecord.of("pbsuser", 100), UsageRecord.of("pbsuser1", 100),
        UsageRecord.of("pbsuser3", 1000));
    assertThat(s.usage(0)).isEqualTo(1201);
    assertThat(s.usage(s.find("group2"))).isEqualTo(1001);
    assertThat(s.usage(s.find("pbsuser2"))).isEqualTo(1);
  }

  @Test
  void writeOrderIsPbsuser1PbsuserPbsuser3() {
    PbsFairshareState s = load(false, UsageRecord.of("pbsuser3", 1000), UsageRecord.of("pbsuser", 100),
        UsageRecord.of("pbsuser1", 100));
    assertThat(s.records()).extracting(UsageRecord::name).containsExactly("pbsuser1", "pbsuser", "pbsuser3");
  }

  @Test
  void recordForAGroupOverwritesItWithoutPropagating() {
    PbsFairshareState s = load(false, UsageRecord.of("pbsuser3", 1000), UsageRecord.of("group2", 5000));
    assertThat(s.usage(s.find("group2"))).isEqualTo(5000);
    assertThat(s.usage(0)).isEqualTo(1001);
    assertThat(s.records()).extracting(UsageRecord::name).containsExactly("pbsuser3");
  }

  @Test
  void unknownNamesBecomeEntitiesUnderUnknownExceptWhenTrimming() {
    PbsFairshareState s = load(false, UsageRecord.of("ghost", 5), UsageRecord.of("pbsuser3", 1000));
    int ghost = s.find("ghost");
    assertThat(s.tree().name(s.tree().parent(ghost))).isEqualTo("unknown");
    assertThat(s.tree().shares(ghost)).isEqualTo(1);
    assertThat(s.usage(s.find("unknown"))).isEqualTo(6);
    assertThat(s.usage(0)).isEqualTo(1006);
    assertThat(load(true, UsageRecord.of("ghost", 5)).find("ghost")).isEqualTo(-1);
  }

  @Test
  void unknownGroupIsALeafUntilItsFirstEntity() {
    PbsFairshareState s = load(false, UsageRecord.of("unknown", 3), UsageRecord.of("ghost", 5),
        UsageRecord.of("unknown", 4));
    assertThat(s.usage(0)).isEqualTo(1 + 3 + 5);
    assertThat(s.usage(s.find("unknown"))).isEqualTo(4);
  }

  @Test
  void decayHalvesEveryNodeAndClampsToOne() {
    PbsFairshareState s = load(false, UsageRecord.of("pbsuser", 100), UsageRecord.of("pbsuser1", 100),
        UsageRecord.of("pbsuser3", 1000)).decayed(0.5f);
    assertThat(s.usage(0)).isEqualTo(600.5);
    assertThat(s.usage(s.find("group2"))).isEqualTo(500.5);
    assertThat(s.usage(s.find("pbsuser2"))).isEqualTo(1);
  }
}
