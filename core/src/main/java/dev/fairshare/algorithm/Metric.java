package dev.fairshare.algorithm;

/**
 * A per-node value that a {@link FairshareAlgorithm} may compute; each algorithm states which it fills.
 *
 * <p>The meaning follows the scheduler the algorithm is named after (Slurm's classic NormShares is a global
 * product, Fair Tree's a level fraction); the column names are those of {@code fairshare compute}.
 */
public enum Metric {
  /** The normalized share (global or per level, as the algorithm defines it). */
  NORM_SHARES("norm_shares"),
  /** Usage divided by the total, or by the parent's, as the algorithm defines it. */
  NORM_USAGE("norm_usage"),
  /** The effective usage that enters the factor. */
  EFFECTIVE_USAGE("effective_usage"),
  /** Fair Tree's level fair share {@code S/U}. */
  LEVEL_FS("level_fs"),
  /** The fair-share factor or priority (higher is more deserving). */
  FACTOR("factor"),
  /** The dispatch position among users: 1 is the most deserving; ties share the lowest position. */
  RANK("rank");

  private final String column;

  Metric(String column) {
    this.column = column;
  }

  /** The column name in {@code compute} output. */
  public String column() {
    return column;
  }
}
