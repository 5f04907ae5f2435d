package dev.fairshare.algorithms.slurm;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * The arrays of one recompute of an algorithm that keeps Slurm's classic S, U, E and factor
 * ({@code slurm.classic}, {@code slurm.depth-oblivious}; docs/algorithms/slurm.md §4, §5): the tree, its
 * usage and hierarchy, the four metrics' arrays with the root's values set (S and E 1, no U, no factor, as
 * sshare shows the root), and the dampening factor. Each algorithm's pass over the nodes extends it.
 */
abstract class ClassicPassArrays {
  final ShareTree tree;
  final UsageSnapshot usage;
  final SlurmHierarchy h;
  final double[] normShares;
  final double[] normUsage;
  final double[] efctv;
  final double[] factor;
  final double d;

  ClassicPassArrays(ShareTree tree, UsageSnapshot usage, SlurmHierarchy h, double[] normShares,
      double[] normUsage, double[] efctv, double[] factor, double d) {
    this.tree = tree;
    this.usage = usage;
    this.h = h;
    this.normShares = normShares;
    this.normUsage = normUsage;
    this.efctv = efctv;
    this.factor = factor;
    this.d = d;
    normShares[0] = 1.0;
    normUsage[0] = Double.NaN;
    efctv[0] = 1.0;
    factor[0] = Double.NaN;
  }
}
