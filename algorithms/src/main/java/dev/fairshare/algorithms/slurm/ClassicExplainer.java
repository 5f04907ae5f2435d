package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.explain.LevelBuilder;
import dev.fairshare.tree.ShareTree;

/**
 * Explains {@code slurm.classic} (docs/algorithms/slurm.md §4): at each level the raw shares, the level shares
 * of the fair-share parent's list, S, the raw usage, U and E with their formulas, and the factor
 * {@code 2^(-(E/S)/d)}; the values are found down the path by {@link ClassicPath}, so the factor is
 * {@code compute}'s.
 */
final class ClassicExplainer extends ClassicLevelsExplainer {
  ClassicExplainer(FairshareResult result, int dampening) {
    this(result, new ClassicPath(result.tree(), new SlurmHierarchy().compute(result.tree()), dampening));
  }

  private ClassicExplainer(FairshareResult result, ClassicPath walk) {
    super(result, walk, (i, ancestor) -> walk.of(i, result.usage(), ancestor));
  }

  /** E = U+(E_parent-U)*s/sum_s, or E_parent when the level has no shares. */
  @Override
  void effectiveUsage(LevelBuilder b, int i, ClassicPath.Values v, ClassicPath.Values fsParent) {
    ShareTree tree = classic().tree();
    double level = classic().hierarchy().levelShares(i);
    if (level == 0) {
      b.computed("effective_usage", "E", v.e(), "E_parent when the level has no shares", "{}", fsParent.e());
    } else {
      b.computed("effective_usage", "E", v.e(), "U+(E_parent-U)*s/sum_s", "{}+({}-{})*{}/{}", v.u(),
          fsParent.e(), v.u(), tree.shares(i), level);
    }
  }
}
