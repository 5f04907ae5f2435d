package dev.fairshare.algorithms.parallel;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithms.pbs.PbsFairshareAlgorithm;
import dev.fairshare.algorithms.pbs.PbsKeys;
import dev.fairshare.algorithms.pbs.PbsSettings;
import dev.fairshare.testkit.ParallelContract;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.SplittableRandom;

/**
 * pbs.fairshare's parallel recompute gives its sequential results bit for bit: percentages, PBS's node usage
 * (exact sums, and PBS's order of additions when fractional usage rounds: MixedTrees' fractions), the
 * float32 factors and the compare_path ranks (on the tree, or through the trie when sibling groups merge:
 * the whole-number usage of small trees makes equal keys). One case in four carries a usage file's own
 * node usage, as the PBS adapters hand it over.
 */
class PbsFairshareParallelTest extends ParallelContract {
  @Override
  protected FairshareAlgorithm algorithm() {
    return new PbsFairshareAlgorithm(PbsSettings.defaults());
  }

  @Override
  protected UsageSnapshot usage(TreeShapes.Shape shape, SplittableRandom random) {
    if (random.nextInt(4) != 0) {
      return shape.usage();
    }
    ShareTree tree = shape.tree();
    double[] perNode = new double[tree.size()];
    for (int i = 0; i < perNode.length; i++) {
      perNode[i] = 1 + random.nextInt(1000) * 0.37;
    }
    return shape.usage().withNodeComponent(PbsKeys.NODE_USAGE, perNode);
  }
}
