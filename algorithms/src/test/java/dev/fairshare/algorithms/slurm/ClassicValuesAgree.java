package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.TreeShapes;

/**
 * A fast classic-family result (S, U, E, factor) held against its reference's arrays, node by node, to
 * 1e-12 relative: the references multiply the normalized shares bottom-up as Slurm does, the fast versions
 * top-down, which may differ in the last bits of a double; nothing else differs. NaN only where the
 * reference has NaN.
 */
final class ClassicValuesAgree {
  private ClassicValuesAgree() {}

  /** Asserts that {@code fast} has the reference's values at every node of {@code shape}. */
  static void assertAgree(TreeShapes.Shape shape, FairshareResult fast, double[] normShares, double[] normUsage,
      double[] effectiveUsage, double[] factor) {
    for (int i = 0; i < shape.tree().size(); i++) {
      String what = shape.name() + " node " + shape.tree().path(i);
      assertClose(fast.get(Metric.NORM_SHARES, i), normShares[i], what + " norm shares");
      assertClose(fast.get(Metric.NORM_USAGE, i), normUsage[i], what + " norm usage");
      assertClose(fast.get(Metric.EFFECTIVE_USAGE, i), effectiveUsage[i], what + " effective usage");
      assertClose(fast.factor(i), factor[i], what + " factor");
    }
  }

  static void assertClose(double actual, double expected, String what) {
    if (Double.isNaN(expected)) {
      assertThat(actual).as(what).isNaN();
      return;
    }
    double tolerance = 1e-12 * Math.max(1, Math.abs(expected));
    assertThat(Math.abs(actual - expected)).as(what + ": " + actual + " vs " + expected)
        .isLessThanOrEqualTo(tolerance);
  }
}
