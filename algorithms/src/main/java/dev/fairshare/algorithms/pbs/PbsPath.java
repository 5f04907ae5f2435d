package dev.fairshare.algorithms.pbs;

import dev.fairshare.math.GlibcPow;
import dev.fairshare.usage.UsageSnapshot;
import java.util.function.IntFunction;

/**
 * PBS's values of one node from its parent's (docs/algorithms/pbs.md §6; {@code fairshare.cpp}:
 * {@code calc_usage_factor}; the {@code fairshare_factor} of {@code formula_evaluate}): the same float32 operations in
 * the same order as {@link PbsFairshareAlgorithm}'s pass, for one node at a time. The percentages come from the tree's
 * {@link PbsTreeView}, the per-node usage from PBS's own values when the snapshot carries them
 * ({@link PbsKeys#NODE_USAGE}, O(1) a node) or else from {@link PbsNodeUsage} over the whole tree.
 */
final class PbsPath {
  /**
   * The values of one node.
   *
   * @param usage PBS's usage of the node ({@code usage})
   * @param u {@code (float)(usage/R)}, R the root's usage (NaN for the root)
   * @param uf the effective usage {@code fairshare_tree_usage}, float32 (0 for the root)
   * @param f {@code fairshare_factor} (NaN for the root)
   */
  record Values(double usage, float u, float uf, double f) {}

  private final PbsTreeView view;

  PbsPath(PbsTreeView view) {
    this.view = view;
  }

  PbsTreeView view() {
    return view;
  }

  /** PBS's per-node usage for a snapshot: its own values, or all of them formed from the leaves. */
  IntFunction<Double> nodeUsage(UsageSnapshot usage) {
    if (usage.hasComponent(PbsKeys.NODE_USAGE)) {
      return i -> usage.component(PbsKeys.NODE_USAGE, i);
    }
    double[] pu = PbsNodeUsage.of(view, usage);
    return i -> pu[i];
  }

  /** The values of node i, given PBS's usage of every node and its parent's values. */
  Values of(int i, IntFunction<Double> nodeUsage, IntFunction<Values> ancestor) {
    double pu = nodeUsage.apply(i);
    if (i == 0) {
      return new Values(pu, Float.NaN, 0f, Double.NaN);
    }
    double root = nodeUsage.apply(0);
    float u = (float) (pu / root);
    int p = view.tree.parent(i);
    float uf = p == 0 ? u : u + ((ancestor.apply(p).uf() - u) * view.gp[i]);
    return new Values(pu, u, uf, factor(uf, view.tp[i]));
  }

  /**
   * {@code fairshare_factor}: {@code 2^-(uf/tp)} with the quotient in float32 and the C library's
   * {@code pow} ({@link GlibcPow#pow2}); 0 when tp is 0. The one formula of the pass and of the path.
   */
  static double factor(float uf, float tp) {
    return factor((double) uf, (double) tp);
  }

  /**
   * {@link #factor(float, float)} of float32 values held in doubles, as the pass keeps them: the quotient is
   * divided in double and rounded to float32 once ({@link Float32#round}), which is the float32 quotient
   * itself (rounding twice is harmless for a division when the first format has at least 2·24 + 2 bits, and
   * every float32, subnormal ones included, is a normal double); {@code PbsFloatQuotientTest} holds it to
   * Java's float division. The power is computed whatever tp is and dropped for tp = 0 (its argument is then
   * infinite or NaN, which {@link GlibcPow#pow2} takes on its slow path): a loop over nodes runs without a
   * branch around the call.
   */
  static double factor(double uf, double tp) {
    double f = GlibcPow.pow2(-Float32.round(uf / tp));
    return tp == 0 ? 0 : f;
  }
}
