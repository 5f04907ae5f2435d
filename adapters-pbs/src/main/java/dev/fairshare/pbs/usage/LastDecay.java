package dev.fairshare.pbs.usage;

/**
 * The {@code last_decay} stamp of a PBS {@code usage} file (docs/algorithms/pbs.md §4): when the scheduler last decayed
 * the usage, kept so that a read-then-write gives the same file.
 *
 * @param epochSeconds seconds since the epoch; 0 when the file has none
 */
public record LastDecay(long epochSeconds) {}
