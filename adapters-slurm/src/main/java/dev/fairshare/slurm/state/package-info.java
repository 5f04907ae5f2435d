/**
 * slurmctld's saved state as usage: the {@code assoc_usage} state file read as a ledger seed
 * ({@link dev.fairshare.slurm.state.AssocUsageIngester}).
 */
package dev.fairshare.slurm.state;
