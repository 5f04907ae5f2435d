package dev.fairshare.pbs.schedconfig;

import dev.fairshare.format.SourceLocation;

/**
 * Where the fair-share keys of a {@code sched_config} that {@code convert} reports on were set: the
 * {@code file:line:column} of their values, so that a loss names the line the administrator wrote. A
 * typed setting of {@link SchedConfigFormat}'s documents beside {@link PbsSchedConfig}, present only when the
 * file sets one of them.
 *
 * @param unknownShares the value of the last {@code unknown_shares} line (the one PBS keeps), or {@code null}
 * @param decay the value of the last {@code fairshare_decay_time} (or {@code half_life}) line, else of the last
 *     {@code fairshare_decay_factor} line, or {@code null} when the file sets neither (the defaults)
 */
public record PbsSchedConfigOrigins(SourceLocation unknownShares, SourceLocation decay) {}
