/**
 * Slurm's fair-share algorithms, reproducing {@code priority_multifactor.c} and {@code fair_tree.c}
 * (specs/slurm.md).
 */
package dev.fairshare.algorithms.slurm;
