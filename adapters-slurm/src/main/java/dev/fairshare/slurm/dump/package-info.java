/**
 * The {@code slurm.sacctmgr-dump} format: Slurm's {@code sacctmgr dump}/{@code load} flat file read into a
 * share tree in Slurm's order, with every field kept, and written back (docs/algorithms/slurm.md §9).
 */
package dev.fairshare.slurm.dump;
