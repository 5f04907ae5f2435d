package dev.fairshare.cli.conversion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.engine.Converter;
import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The LSF rules on a tree shaped as the LSF adapter gives it (lsf.account, lsf.members, the scope on the
 * root): a cross-queue set, {@code [default, 2]} expanded to two users, {@code [others, 5]}, a {@code group@}
 * and a collective group.
 */
class LsfRulesTest {

  static ShareTree lsfTree(String scope) {
    ShareTreeBuilder b = new ShareTreeBuilder("parentq");
    b.rootAttributes(Map.of("lsf.scope", scope, "lsf.queues", "parentq childq1 childq2"));
    SourceLocation q = SourceLocation.of("lsb.queues", 4);
    int physics = b.add(0, "physics", NodeKind.GROUP, 70, false, Map.of("lsf.account", "group"),
        SourceLocation.of("lsb.users", 3));
    b.add(physics, "alice", NodeKind.USER, 3, false, Map.of("lsf.account", "user"), SourceLocation.of("lsb.users", 3));
    b.add(physics, "bob", NodeKind.USER, 2, false, Map.of("lsf.account", "default"), SourceLocation.of("lsb.users", 3));
    b.add(physics, "carol", NodeKind.USER, 2, false, Map.of("lsf.account", "default"),
        SourceLocation.of("lsb.users", 3));
    b.add(0, "chem", NodeKind.GROUP, 20, false, Map.of("lsf.account", "group", "lsf.members", "dan erin"),
        SourceLocation.of("lsb.users", 4));
    b.add(0, "fred", NodeKind.USER, 4, false, Map.of("lsf.account", "member"), q);
    b.add(0, "gina", NodeKind.USER, 4, false, Map.of("lsf.account", "member"), q);
    b.add(0, "others", NodeKind.GROUP, 5, false, Map.of("lsf.account", "others", "lsf.members", "hank"), q);
    return b.build();
  }

  static Converter.Result convert(ShareTree tree, String target) {
    return Conversions.convert(Conversions.source(tree, UsageSnapshot.zero(tree), Settings.none(), "lsf",
        "lsf.lsb-queues", "lsb.queues"), target);
  }

  @Test
  void toSlurmEveryLsfConstructIsReportedWithItsFileAndLine() {
    Converter.Result r = convert(lsfTree("queue"), "slurm");
    // listed by file (the input lsb.queues first, then lsb.users, which the losses name later) and line
    assertThat(r.report().losses()).extracting(Loss::construct, l -> l.action().label(), l -> l.location().toString())
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("lsf.cross-queue", "approximated", "lsb.queues"),
            org.assertj.core.groups.Tuple.tuple("lsf.others", "approximated", "lsb.queues:4"),
            org.assertj.core.groups.Tuple.tuple("lsf.group-members", "expanded", "lsb.queues:4"),
            org.assertj.core.groups.Tuple.tuple("lsf.default", "expanded", "lsb.users:3"),
            org.assertj.core.groups.Tuple.tuple("lsf.collective-group", "expanded", "lsb.users:4"));
    ShareTree t = r.tree().tree();
    // the collective group's members share its account: FairShare=parent users
    assertThat(t.usesParentShares(t.indexOf("chem/dan"))).isTrue();
    assertThat(t.usesParentShares(t.indexOf("chem/erin"))).isTrue();
    assertThat(t.usesParentShares(t.indexOf("others/hank"))).isTrue();
    assertThat(t.shares(t.indexOf("physics/bob"))).isEqualTo(2);
  }

  /**
   * A collective group's usage (LSF's CPU seconds, charged to the group's account) is split among its members,
   * and the loss says how much as the report writes seconds elsewhere (DecayChange.seconds: one decimal), not
   * the double's seventeen digits.
   */
  @Test
  void theCollectiveGroupsUsageIsWrittenAsTheReportWritesSeconds() {
    ShareTree tree = lsfTree("queue");
    double[] own = new double[tree.size()];
    own[tree.indexOf("chem")] = 37.0 / 3;
    Converter.Result r = Conversions.convert(Conversions.source(tree, UsageSnapshot.fromOwn(tree, own,
        java.time.Instant.EPOCH), Settings.none(), "lsf", "lsf.lsb-queues", "lsb.queues"), "slurm");
    Loss collective = r.report().losses().stream().filter(l -> l.construct().equals("lsf.collective-group"))
        .findFirst().orElseThrow();
    assertThat(collective.detail()).contains("the account's usage (12.3 s of CPU time) is split evenly among them")
        .doesNotContain("12.333");
  }

  @Test
  void aHostPartitionIsDroppedAsAScope() {
    Converter.Result r = convert(lsfTree("host-partition"), "slurm");
    Loss first = r.report().losses().get(0);
    assertThat(first.construct()).isEqualTo("lsf.host-partition");
    assertThat(first.action()).isEqualTo(LossAction.DROPPED);
    assertThat(first.detail()).contains("host partition 'parentq'");
  }

  @Test
  void toPbsTopLevelOthersBecomesTheUnknownGroupsShares() {
    Converter.Result r = convert(lsfTree("queue"), "pbs");
    assertThat(r.targetSettings()).containsEntry("unknown_shares", "5");
    assertThat(r.tree().tree().indexOf("others")).isEqualTo(-1);
    ShareTree t = r.tree().tree();
    assertThat(t.usesParentShares(t.indexOf("chem/dan"))).isFalse();
    assertThat(t.shares(t.indexOf("chem/dan"))).isEqualTo(1);
  }
}
