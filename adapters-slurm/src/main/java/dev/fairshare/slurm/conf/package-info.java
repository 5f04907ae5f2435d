/**
 * The {@code slurm.conf} format: the priority parameters of a Slurm configuration, parsed with Slurm's
 * rules, selecting the algorithm and its settings (docs/algorithms/slurm.md §10).
 */
package dev.fairshare.slurm.conf;
