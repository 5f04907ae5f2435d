package dev.fairshare.algorithms.pbs;

import dev.fairshare.math.GlibcPow;

/**
 * The factor loop of PBS's pass: {@code fairshare_factor = 2^−(float)(uf/tp)} ({@link PbsPath#factor}) of a
 * range of nodes, glibc's {@code pow} split in two loops. The first computes every node's power by glibc's
 * main path ({@link GlibcPow#pow2MainPath}, in line, no call), sets +0 where the power is below
 * {@link GlibcPow#POW2_ZERO_BELOW}, and notes the few other nodes (a result near the subnormal limit or within
 * 2^-54 of 1, a tp of 0); the second computes those by {@link GlibcPow#pow2}. So the first loop's compiled code
 * holds no near-limit path and no call whatever the JIT saw of them while it profiled, the same in every JVM
 * (docs/performance.md, "How the fast paths work"), and the values are {@link PbsPath#factor}'s bit for bit.
 */
final class PbsFactors {
  private PbsFactors() {}

  /**
   * The factors of nodes {@code from .. to−1} from their effective usage and tree percentage (float32 values
   * held in doubles). {@code far} and {@code farY} are scratch: positions {@code from ..} of them hold the noted
   * nodes and their exponents, so that ranges computed at the same time use them apart.
   */
  static void fill(double[] efctv, double[] tp, double[] factor, int[] far, float[] farY, int from, int to) {
    int k = from;
    for (int i = from; i < to; i++) {
      double y = -Float32.round(efctv[i] / tp[i]);
      factor[i] = GlibcPow.pow2MainPath(y);
      if (!GlibcPow.pow2OnMainPath(y)) {
        if (y < GlibcPow.POW2_ZERO_BELOW) {
          factor[i] = 0; // a tp of 0 with a usage included: y is −infinity
        } else {
          farY[k] = (float) y; // a float32 value
          far[k++] = i;
        }
      }
    }
    for (int j = from; j < k; j++) {
      double y = farY[j];
      int i = far[j];
      // y is NaN for 0/0 (a tp and a usage of 0); otherwise tp is not 0 here
      factor[i] = y == y ? GlibcPow.pow2(y) : PbsPath.factor(efctv[i], tp[i]);
    }
  }
}
