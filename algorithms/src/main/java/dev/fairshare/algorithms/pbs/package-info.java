/**
 * OpenPBS's fair share as the scheduler computes it: {@code pbs.fairshare} (float32 percentages and tree
 * usage, the "+1" node usage, {@code fairshare_factor}, the {@code compare_path} order); docs/algorithms/pbs.md.
 */
package dev.fairshare.algorithms.pbs;
