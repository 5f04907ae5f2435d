package dev.fairshare.pbs.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithms.pbs.PbsFairshareAlgorithm;
import dev.fairshare.algorithms.pbs.PbsSettings;
import dev.fairshare.pbs.PbsAttributes;
import dev.fairshare.pbs.resourcegroup.ResourceGroupEntry;
import dev.fairshare.pbs.state.PbsFairshareState;
import dev.fairshare.pbs.state.PbsStateLoader;
import dev.fairshare.pbs.usage.UsageFile;
import dev.fairshare.pbs.usage.UsageRecord;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The two roads to PBS's numbers agree: a neutral tree and usage given to {@code pbs.fairshare} directly
 * (which forms PBS's "+1" usage and adds a virtual unknown group itself), and the same tree written as
 * {@code resource_group} lines and a usage file, loaded as pbsfs loads them, then computed.
 */
class PbsPipelineConsistencyTest {

  @Provide
  Arbitrary<TreeShapes.Shape> shapes() {
    return RandomTrees.shapes(new RandomTrees.Options(40, 12, false, true));
  }

  @Property(tries = 80)
  void neutralAndLoadedPbsStateGiveTheSameValues(@ForAll("shapes") TreeShapes.Shape shape) {
    ShareTree tree = shape.tree();
    List<ResourceGroupEntry> entries = new ArrayList<>();
    List<UsageRecord> records = new ArrayList<>();
    for (int i = 1; i < tree.size(); i++) {
      int p = tree.parent(i);
      String parent = p == 0 ? PbsAttributes.TREEROOT : tree.name(p);
      entries.add(new ResourceGroupEntry(tree.name(i), 10 + i, p == 0 ? "root" : parent, parent,
          (int) tree.shares(i), null));
      double u = shape.usage().usage(i);
      if (!tree.hasChildren(i) && u != 1) {
        records.add(UsageRecord.of(tree.name(i), u));
      }
    }
    UsageFile usage = new UsageFile("usage", 2, 0, true, records, List.of());
    PbsFairshareState state = PbsStateLoader.load(entries, 0, usage, false);
    PbsFairshareAlgorithm algorithm = new PbsFairshareAlgorithm(PbsSettings.defaults());
    FairshareResult direct = algorithm.compute(tree, shape.usage());
    FairshareResult loaded = algorithm.compute(state.tree(), state.snapshot());
    for (int i = 0; i < tree.size(); i++) {
      int j = state.tree().indexOf(tree.path(i));
      String at = shape.name() + " " + tree.path(i);
      assertThat(loaded.extra(PbsFairshareAlgorithm.PBS_USAGE, j)).as("usage " + at)
          .isEqualTo(direct.extra(PbsFairshareAlgorithm.PBS_USAGE, i));
      for (Metric m : List.of(Metric.NORM_SHARES, Metric.EFFECTIVE_USAGE, Metric.FACTOR)) {
        assertThat(Double.doubleToLongBits(loaded.get(m, j))).as(m + " " + at)
            .isEqualTo(Double.doubleToLongBits(direct.get(m, i)));
      }
    }
  }
}
