package dev.fairshare.slurm.sshare;

import dev.fairshare.usage.UsageSnapshot;

/**
 * The usage that {@code sshare} output gives a dump's tree, with the per-row TRES texts it printed.
 *
 * @param usage RawUsage of every association (aggregated, as sshare prints it)
 * @param grpTresMins per node the GrpTRESMins cell, or {@code null} where the output has none ({@code null}
 *     for all when it has no such column)
 * @param tresRunMins per node the TRESRunMins cell, or {@code null} where the output has none ({@code null}
 *     for all when it has no such column)
 */
public record SshareUsage(UsageSnapshot usage, String[] grpTresMins, String[] tresRunMins) {}
