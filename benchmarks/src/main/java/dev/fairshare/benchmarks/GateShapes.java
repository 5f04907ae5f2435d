package dev.fairshare.benchmarks;

/**
 * The shapes {@code benchmarks/gate} measures each algorithm on, beside its testkit reference: shapes
 * where the reference takes well under 100 ms per recompute, so that every short iteration holds many
 * operations and the reference's time (the denominator of the gate's ratio) is steady (docs/performance.md,
 * "The gate"). On the 1.1M tree a reference takes seconds per recompute and its time moved by up to 80%
 * between runs.
 */
public final class GateShapes {
  private GateShapes() {}

  /**
   * The comma-separated gate shapes of an algorithm: {@code balanced-11111} (5 to 50 ms per reference
   * recompute), {@code balanced-1111} for the references that are slower per node (Fair Tree's, and
   * PBS's, which is quadratic), and {@code irregular-117000} too for LSF, whose reference is fast enough
   * there (a tree of 100,000 nodes and more, beyond the caches).
   */
  public static String of(String algorithm) {
    return switch (algorithm) {
      case "slurm.fair-tree", "pbs.fairshare" -> "balanced-1111";
      case "lsf.fairshare" -> "balanced-11111,irregular-117000";
      default -> "balanced-11111";
    };
  }
}
