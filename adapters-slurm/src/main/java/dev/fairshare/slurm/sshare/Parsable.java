package dev.fairshare.slurm.sshare;

/** How {@code sshare} separates cells: aligned columns, {@code -p} or {@code -P} (docs/algorithms/slurm.md §8.3). */
public enum Parsable {
  /** Aligned columns with a header and a dashes line. */
  NONE,
  /** {@code -p}: every cell followed by {@code |}, the last one too. */
  ENDING,
  /** {@code -P}: {@code |} between cells only. */
  NO_ENDING
}
