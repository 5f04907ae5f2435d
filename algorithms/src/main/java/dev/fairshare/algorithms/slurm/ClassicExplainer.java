package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.explain.Explainer;
import dev.fairshare.explain.Level;
import dev.fairshare.explain.LevelBuilder;
import dev.fairshare.explain.PathValues;
import dev.fairshare.explain.Quantity;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * Explains {@code slurm.classic} (docs/algorithms/slurm.md §4): at each level the raw shares, the level shares
 * of the fair-share parent's list, S, the raw usage, U and E with their formulas, and the factor
 * {@code 2^(-(E/S)/d)}; the values are found down the path by {@link ClassicPath}, so the factor is
 * {@code compute}'s.
 */
final class ClassicExplainer implements Explainer {
  private final FairshareResult result;
  private final ClassicPath walk;
  private final UsageSnapshot usage;
  private final PathValues<ClassicPath.Values> values;

  ClassicExplainer(FairshareResult result, int dampening) {
    this.result = result;
    ShareTree tree = result.tree();
    this.walk = new ClassicPath(tree, new SlurmHierarchy().compute(tree), dampening);
    this.usage = result.usage();
    this.values = new PathValues<>(tree, (i, ancestor) -> walk.of(i, usage, ancestor));
  }

  @Override
  public FairshareResult result() {
    return result;
  }

  @Override
  public Level level(int i) {
    ShareTree tree = walk.tree();
    ClassicPath.Values v = values.get(i);
    LevelBuilder b = LevelBuilder.of(tree, i);
    if (i == 0) {
      return b.input("raw_usage", "total", usage.total()).input("norm_shares", "S", v.s())
          .input("effective_usage", "E", v.e()).build();
    }
    SlurmHierarchy h = walk.hierarchy();
    int fp = h.fsParent(i);
    ClassicPath.Values parent = values.get(tree.parent(i));
    ClassicPath.Values fsParent = values.get(fp);
    boolean usesParent = tree.usesParentShares(i);
    double level = h.levelShares(i);
    SlurmLevels.shares(b, tree, h, i);
    if (usesParent) {
      b.computed("norm_shares", "S", v.s(), "S of the fair-share parent", "{}", fsParent.s());
    } else if (level == 0) {
      b.computed("norm_shares", "S", v.s(), "0 when the level has no shares", "0");
    } else {
      b.computed("norm_shares", "S", v.s(), "s/sum_s*S_parent", "{}/{}*{}", tree.shares(i), level, parent.s());
    }
    SlurmLevels.usage(b, usage, i, v.u());
    if (fp == 0) {
      b.computed("effective_usage", "E", v.e(), "U (top level)", "{}", v.u());
    } else if (usesParent) {
      b.computed("effective_usage", "E", v.e(), "E of the fair-share parent", "{}", fsParent.e());
    } else if (level == 0) {
      b.computed("effective_usage", "E", v.e(), "E_parent when the level has no shares", "{}", fsParent.e());
    } else {
      b.computed("effective_usage", "E", v.e(), "U+(E_parent-U)*s/sum_s", "{}+({}-{})*{}/{}", v.u(),
          fsParent.e(), v.u(), tree.shares(i), level);
    }
    b.add(factorOf(i));
    return b.build();
  }

  @Override
  public Quantity factor(int user) {
    return factorOf(user);
  }

  private Quantity factorOf(int i) {
    ClassicPath.Values v = values.get(i);
    ShareTree tree = walk.tree();
    double e = tree.usesParentShares(i) ? values.get(walk.hierarchy().fsParent(i)).e() : v.e();
    if (v.s() <= 0) {
      return Quantity.of("factor", "F", v.f(), "0 when S <= 0", "0");
    }
    return Quantity.of("factor", "F", v.f(), "2^(-(E/S)/d)", "2^(-({}/{})/{})", e, v.s(), walk.dampening());
  }
}
