/**
 * Slurm's accounting as usage: {@code sacct -P} output read into ledger charges
 * ({@link dev.fairshare.slurm.sacct.SacctIngester}), Slurm identities ({@code cluster, account, user,
 * partition}) and how they match a {@code sacctmgr dump} tree
 * ({@link dev.fairshare.slurm.sacct.SlurmIdentityMatcher}). See the module README and docs/ledger.md.
 */
package dev.fairshare.slurm.sacct;
