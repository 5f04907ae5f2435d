package dev.fairshare.cli.conversion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.Converter;
import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.Map;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;

/** The Slurm rules on a tree shaped as the dump reader gives it. */
class SlurmRulesTest {

  static ConversionSource dump() {
    ShareTreeBuilder b = new ShareTreeBuilder("root");
    b.rootAttributes(Map.of("slurm.cluster", "tux", "slurm.dump.qos", "QOS - 'normal'"));
    int phys = b.add(0, "phys", NodeKind.GROUP, 60, false, Map.of("GrpTRES", "'cpu=100'"),
        SourceLocation.of("tux.cfg", 5));
    b.add(phys, "alice", NodeKind.USER, 1, false, Map.of("QOS", "'normal,high'"), SourceLocation.of("tux.cfg", 7));
    b.add(phys, "alice@gpu", NodeKind.USER, 1, false, Map.of("slurm.user", "alice", "slurm.partition", "gpu"),
        SourceLocation.of("tux.cfg", 8));
    int hep = b.add(phys, "hep", NodeKind.GROUP, 0, true, Map.of(), SourceLocation.of("tux.cfg", 9));
    b.add(hep, "bob", NodeKind.USER, 2, false, Map.of(), SourceLocation.of("tux.cfg", 11));
    int chem = b.add(0, "chem", NodeKind.GROUP, 40, false, Map.of(), SourceLocation.of("tux.cfg", 6));
    b.add(chem, "carol", NodeKind.USER, 0, true, Map.of(), SourceLocation.of("tux.cfg", 13));
    b.add(chem, "dan", NodeKind.USER, 0, true, Map.of(), SourceLocation.of("tux.cfg", 14));
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    own[tree.indexOf("phys/alice@gpu")] = 7;
    own[tree.indexOf("phys/alice")] = 3;
    return Conversions.source(tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH), Settings.none(), "slurm",
        "slurm.sacctmgr-dump", "tux.cfg");
  }

  @Test
  void toLsfLimitsQosPartitionAndParentSharesAreEachReportedWhereTheyWere() {
    Converter.Result r = Conversions.convert(dump(), "lsf");
    assertThat(r.report().losses()).extracting(Loss::construct, l -> l.action().label(), l -> l.location().toString())
        .contains(
            Tuple.tuple("slurm.qos", "dropped", "tux.cfg"),
            Tuple.tuple("slurm.limits", "dropped", "tux.cfg:5"),
            Tuple.tuple("slurm.qos", "dropped", "tux.cfg:7"),
            Tuple.tuple("slurm.partition", "approximated", "tux.cfg:8"),
            Tuple.tuple("slurm.fairshare-parent", "approximated", "tux.cfg:9"),
            Tuple.tuple("slurm.fairshare-parent", "approximated", "tux.cfg:6"));
    ShareTree t = r.tree().tree();
    // the per-partition association is merged into alice's other one, its usage added
    assertThat(r.tree().usage().usage(t.indexOf("phys/alice"))).isEqualTo(10);
    // FairShare=parent account spliced: bob competes in phys
    assertThat(t.indexOf("phys/bob")).isPositive();
    // chem's users all use the parent's share: chem is a collective LSF group of carol and dan
    assertThat(t.attribute(t.indexOf("chem"), "convert.members")).isEqualTo("carol dan");
    // the partitions become the queues that share LSF's tree (FAIRSHARE_QUEUES)
    assertThat(r.targetSettings()).containsEntry("partitions", "gpu");
  }

  @Test
  void toPbsParentUsersGetOneShare() {
    Converter.Result r = Conversions.convert(dump(), "pbs");
    ShareTree t = r.tree().tree();
    assertThat(t.shares(t.indexOf("chem/carol"))).isEqualTo(1);
    assertThat(t.usesParentShares(t.indexOf("chem/carol"))).isFalse();
  }
}
