package dev.fairshare.algorithms.slurm;

import dev.fairshare.math.GlibcPow;

/**
 * Slurm's classic fair-share factor {@code F = 2^(−(E/S)/d)}, 0 when S ≤ 0, shared by the classic and
 * depth-oblivious algorithms (docs/algorithms/slurm.md §2.2; {@code priority_multifactor.c}:
 * {@code _set_assoc_fs_factor}). The division by d is skipped for the default d = 1, which changes no bit.
 * The power is the C library's {@code pow(2.0, x)}, bit for bit ({@link GlibcPow#pow2}; docs/glibc-pow.md).
 */
final class ClassicFactor {
  private ClassicFactor() {}

  /** The factor of an association with normalized share {@code s} and effective usage {@code e}. */
  static double of(double s, double e, double dampening) {
    if (s <= 0) {
      return 0;
    }
    double ratio = e / s;
    return GlibcPow.pow2(-(dampening == 1 ? ratio : ratio / dampening));
  }
}
