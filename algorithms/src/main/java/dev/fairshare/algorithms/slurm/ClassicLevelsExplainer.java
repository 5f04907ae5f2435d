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
 * An explainer of an algorithm that keeps Slurm's classic S, U and factor (docs/algorithms/slurm.md §4 and
 * §5): at each level the raw and level shares, S, the raw usage and U, then E (at the top level U, under
 * {@code FairShare=parent} its fair-share parent's, below that the algorithm's own rule,
 * {@link #effectiveUsage}), and the factor {@code 2^(-(E/S)/d)}. The values are found down the path by the
 * algorithm's own rule, so the factor is {@code compute}'s.
 */
abstract class ClassicLevelsExplainer implements Explainer {
  private final FairshareResult result;
  private final ClassicPath classic;
  private final UsageSnapshot usage;
  private final PathValues<ClassicPath.Values> values;

  /** Explains {@code result}, whose values {@code rule} finds down the path with the help of {@code classic}. */
  ClassicLevelsExplainer(FairshareResult result, ClassicPath classic, PathValues.Rule<ClassicPath.Values> rule) {
    this.result = result;
    this.classic = classic;
    this.usage = result.usage();
    this.values = new PathValues<>(result.tree(), rule);
  }

  /**
   * Adds E of association {@code i} below the top level, which does not take its fair-share parent's
   * ({@code v} its values, {@code fsParent} its fair-share parent's).
   */
  abstract void effectiveUsage(LevelBuilder b, int i, ClassicPath.Values v, ClassicPath.Values fsParent);

  @Override
  public final FairshareResult result() {
    return result;
  }

  /** The classic walk: the tree, its hierarchy and the dampening. */
  final ClassicPath classic() {
    return classic;
  }

  /** The usage explained. */
  final UsageSnapshot usage() {
    return usage;
  }

  @Override
  public final Level level(int i) {
    ShareTree tree = classic.tree();
    ClassicPath.Values v = values.get(i);
    LevelBuilder b = LevelBuilder.of(tree, i);
    if (i == 0) {
      return b.input("raw_usage", "total", usage.total()).input("norm_shares", "S", v.s())
          .input("effective_usage", "E", v.e()).build();
    }
    SlurmHierarchy h = classic.hierarchy();
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
    } else {
      effectiveUsage(b, i, v, fsParent);
    }
    b.add(factor(i));
    return b.build();
  }

  @Override
  public final Quantity factor(int i) {
    ClassicPath.Values v = values.get(i);
    ShareTree tree = classic.tree();
    double e = tree.usesParentShares(i) ? values.get(classic.hierarchy().fsParent(i)).e() : v.e();
    if (v.s() <= 0) {
      return Quantity.of("factor", "F", v.f(), "0 when S <= 0", "0");
    }
    return Quantity.of("factor", "F", v.f(), "2^(-(E/S)/d)", "2^(-({}/{})/{})", e, v.s(), classic.dampening());
  }
}
