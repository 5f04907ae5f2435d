package dev.fairshare.algorithms.slurm;

import dev.fairshare.math.GlibcPow;

/**
 * The depth-oblivious effective usage of one association (docs/algorithms/slurm.md §5; {@code priority_multifactor.c}:
 * {@code _depth_oblivious_set_usage_efctv}), with what depends only on the fair-share parent kept while
 * consecutive associations share it.
 *
 * <p>With P the fair-share parent, when S, P's S, P's E and U are all non-zero: {@code R_p = E_P/S_P},
 * {@code R_s = siblings / S_P}, {@code r_l = (U/S)/R_s}, {@code k = 1} if R_p or r_l is 0 or
 * {@code ln R_p · ln r_l >= 0}, else {@code 1/(1+(5·ln R_p)²)}; {@code E = R_p · r_l^k · S}; else E = U.
 * The same values as evaluating that formula for every association: {@code ln R_p} and k are computed once
 * per run of children of the same parent; when both logarithms are finite the sign test needs only
 * {@code r_l} against 1 (a logarithm's sign is its argument's side of 1, and the product of two finite
 * logarithms of doubles cannot underflow to 0); and {@code r_l^1} is {@code r_l} (glibc's {@code pow} with
 * exponent 1.0 returns its first argument; GlibcPowTest).
 *
 * <p>{@code r_l^k} is the C library's {@code pow} ({@link GlibcPow}; docs/glibc-pow.md), as Slurm calls it.
 * Slurm computes the rest in {@code long double} ({@code logl}, and {@code powl} for the square in k); here
 * it is double arithmetic, with {@code Math.pow(v, 2)}, which is {@code v·v}, for the square.
 */
final class DepthObliviousUsage {
  /** The hard-coded {@code f} of {@code _depth_oblivious_set_usage_efctv}. */
  private static final double F = 5.0;

  private int parent = -1;
  private double logP;
  private double kP;

  /**
   * The effective usage of an association with usage ratio {@code u} and share {@code s} under the
   * fair-share parent {@code fp} (effective usage {@code parentE}, share {@code parentS}), with
   * {@code siblings} the summed usage of its children list. Within one pass, a given {@code fp} must always
   * come with the same {@code parentE} and {@code parentS}.
   */
  double effectiveUsage(int fp, double u, double s, double parentE, double parentS, double siblings) {
    if (s == 0 || parentS == 0 || parentE == 0 || u == 0) {
      return u;
    }
    double ratioP = parentE / parentS;
    double ratioS = siblings / parentS;
    double ratioL = (u / s) / ratioS;
    if (ratioP == 0 || ratioL == 0) {
      return ratioP * ratioL * s;
    }
    if (fp != parent) {
      parent = fp;
      logP = Math.log(ratioP);
      kP = Double.NaN;
    }
    boolean sameSide;
    if (ratioL > 0 && ratioL < Double.POSITIVE_INFINITY && Math.abs(logP) < Double.POSITIVE_INFINITY) {
      sameSide = logP > 0 ? ratioL >= 1 : logP < 0 ? ratioL <= 1 : true;
    } else {
      sameSide = logP * Math.log(ratioL) >= 0;
    }
    if (sameSide) {
      return ratioP * ratioL * s;
    }
    if (Double.isNaN(kP)) {
      kP = 1 / (1 + Math.pow(F * logP, 2));
    }
    return ratioP * GlibcPow.pow(ratioL, kP) * s;
  }
}
