package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * Fair Tree's per-association values, §2.3 and §6.1 of docs/algorithms/slurm.md ({@code fair_tree.c}:
 * {@code _calc_assoc_fs}): S, U, usage_norm, and LevelFS as an exact key of {@link LevelFsKeys}, whose
 * double is the LEVEL_FS metric, except on {@code parent} rows, which hold their key (+inf or NO_VAL) and
 * must be emptied once the ranks are done.
 *
 * <p>LevelFS is computed with {@link X87Pair} (hardware doubles, exact when it accepts) and with {@link X87}
 * for the rest: near-ties of the 64-bit rounding, zero or negative operands, values beyond its range. The
 * nodes go in blocks, each in three loops: the first computes S, U, usage_norm and, for the nodes that need
 * LevelFS = S/U, U's double quotient and its rest ({@link X87Pair#restOf}); the second rounds U to 64
 * bits ({@link X87Pair#roundRest}); the third divides S by that pair. Each loop is short, so the processor
 * overlaps the long dependent chains (two divisions, two 64-bit roundings) of many nodes (with U's rounding
 * in the first loop the recompute took 6-7% longer: docs/performance-history.md); the values are those of
 * computing node by node.
 */
final class LevelValues {
  /** The nodes of one block. */
  private static final int BLOCK = 256;

  private LevelValues() {}

  /**
   * Fills S, usage_norm, U and the keys of every node; returns whether there are {@code parent} rows. When
   * {@code sharesKept}, {@code normShares} holds this tree's S already (it depends on the tree alone) and
   * is read, not written. The block's buffers are scratch arrays of {@code out}.
   */
  static boolean compute(ShareTree tree, UsageSnapshot usage, SlurmHierarchy h, double[] normShares,
      double[] normUsage, double[] efctv, LevelFsKeys keys, boolean sharesKept, FairshareResult.Builder out) {
    root(tree, normShares, normUsage, efctv, keys);
    // The buffers are fetched here, not in the loops' method: inlined there, the scratch lookups
    // (hash maps) can use up the JIT's inlining budget before the X87Pair operations are inlined.
    return run(tree, usage, h, normShares, normUsage, efctv, keys, sharesKept, 1, tree.size(),
        new Buffers(out, ""));
  }

  /**
   * The block's buffers: the nodes waiting for S/U, S, U's double and rest (then its 64-bit pair) and b/a;
   * one set per worker.
   */
  static final class Buffers {
    final int[] node;
    final double[] sOf;
    final double[] uh;
    final double[] ul;
    final double[] inverseU;

    /** The buffers in scratch arrays of {@code out}, their names ending with {@code suffix}. */
    Buffers(FairshareResult.Builder out, String suffix) {
      node = out.scratchInts("fair-tree.block.node" + suffix, BLOCK);
      sOf = out.scratchDoubles("fair-tree.block.s" + suffix, BLOCK);
      uh = out.scratchDoubles("fair-tree.block.uh" + suffix, BLOCK);
      ul = out.scratchDoubles("fair-tree.block.ul" + suffix, BLOCK);
      inverseU = out.scratchDoubles("fair-tree.block.inverse-u" + suffix, BLOCK);
    }
  }

  /** The root's values: S = shares / NO_VAL, no usage_norm, U = 1, and no key. */
  static void root(ShareTree tree, double[] normShares, double[] normUsage, double[] efctv, LevelFsKeys keys) {
    normShares[0] = tree.shares(0) / SlurmFairTreeAlgorithm.NO_VAL;
    normUsage[0] = Double.NaN;
    efctv[0] = 1.0;
    // The root is in no list: its key is never read, and its LEVEL_FS stays empty.
    keys.hi[0] = Double.NaN;
    keys.lo[0] = 0;
  }

  /**
   * {@link #compute} of the nodes {@code from0 .. to0−1} ({@code from0 ≥ 1}) with the block's buffers: a
   * parallel recompute runs its regions each with its worker's buffers and keys.
   */
  static boolean run(ShareTree tree, UsageSnapshot usage, SlurmHierarchy h, double[] normShares,
      double[] normUsage, double[] efctv, LevelFsKeys keys, boolean sharesKept, int from0, int to0,
      Buffers buffers) {
    int[] node = buffers.node;
    double[] sOf = buffers.sOf;
    double[] uh = buffers.uh;
    double[] ul = buffers.ul;
    double[] inverseU = buffers.inverseU;
    X87Pair x = new X87Pair();
    double[] hi = keys.hi;
    double[] lo = keys.lo;
    double total = usage.total();
    // Siblings come one after another, so 1/b is computed once per parent, mostly.
    double lastB = Double.NaN;
    double inverseB = Double.NaN;
    boolean parentRows = false;
    for (int from = from0; from < to0; from += BLOCK) {
      int to = Math.min(to0, from + BLOCK);
      int waiting = 0;
      for (int i = from; i < to; i++) {
        double s;
        if (sharesKept) {
          s = normShares[i];
        } else {
          s = LevelFsKeys.normShares(tree, h, i);
          normShares[i] = s;
        }
        double a = usage.usage(i);
        // Math.min(1, a / total), without the NaN and -0.0 blends of its intrinsic: a NaN or ±0 quotient
        // is not above 1, so it stays as it is, as Math.min leaves it.
        double share = a / total;
        normUsage[i] = total == 0 ? 0 : share > 1 ? 1 : share;
        double b = usage.usage(h.fsParent(i));
        double q = b == 0 ? 0 : a / b;
        efctv[i] = q;
        if (b != lastB) {
          lastB = b;
          inverseB = 1 / b;
        }
        if (tree.usesParentShares(i)) {
          hi[i] = tree.isUser(i) ? Double.POSITIVE_INFINITY : SlurmFairTreeAlgorithm.NO_VAL;
          lo[i] = 0;
          parentRows = true;
        } else if (s == 0) {
          hi[i] = 0;
          lo[i] = 0;
        } else if (s > 0 && (a == 0 || b == 0)) {
          // U is 0, so S/U is +inf.
          hi[i] = Double.POSITIVE_INFINITY;
          lo[i] = 0;
        } else if (s > 0) {
          // U's quotient and rest now, its rounding in a loop of its own.
          node[waiting] = i;
          sOf[waiting] = s;
          uh[waiting] = q;
          ul[waiting] = X87Pair.restOf(a, b, q, inverseB);
          inverseU[waiting] = b / a;
          waiting++;
        } else {
          keys.storeExact(i);
        }
      }
      for (int j = 0; j < waiting; j++) {
        if (x.roundRest(uh[j], ul[j])) {
          uh[j] = x.hi;
          ul[j] = x.lo;
        } else {
          // Refused: S/U takes X87 below (divideByPair refuses a NaN S).
          sOf[j] = Double.NaN;
        }
      }
      for (int j = 0; j < waiting; j++) {
        int i = node[j];
        if (x.divideByPair(sOf[j], uh[j], ul[j], inverseU[j])) {
          hi[i] = x.hi;
          lo[i] = x.lo;
        } else {
          keys.storeExact(i);
        }
      }
    }
    return parentRows;
  }
}
