/**
 * Slurm's fair-share algorithms, reproducing {@code priority_multifactor.c} and {@code fair_tree.c}
 * (docs/algorithms/slurm.md).
 */
package dev.fairshare.algorithms.slurm;
