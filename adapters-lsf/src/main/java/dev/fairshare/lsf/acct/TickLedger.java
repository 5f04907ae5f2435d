package dev.fairshare.lsf.acct;

import dev.fairshare.math.GlibcPow;
import dev.fairshare.tree.ShareTree;

/**
 * The CPU time of every share account of one tree as the open LSF-compatible mbatchd keeps it
 * ({@code mbd.fairshare.c}): each account holds, in single precision, {@code newUsedCpuTime} (used since the
 * last tick) and {@code histCpuTime}; a charge adds to the account and every ancestor; at each tick every
 * account becomes {@code hist = hist·d + new, new = 0} ({@code updShareAcctStats},
 * {@code SHARE_ACCT_UPD_DECAYTIMES}). Ticks fall at {@code origin + k·period} for {@code k >= 1}: mbatchd's
 * first check after its start only records the time ({@code updAllSAcctForDecay}); the period is the tick
 * as mbatchd's clock spaces it ({@link AcctDecay#mbatchdPeriod}).
 *
 * <p>Charges must come in time order; a charge at a tick's instant is folded in at that tick. Jobs that
 * finished before mbatchd started are added to the history at the start, decayed by the whole ticks since
 * their finish, as mbatchd recovers them ({@code mbd.misc.c}: {@code updJobSAcctAfterReplay}).
 */
final class TickLedger {
  private final ShareTree tree;
  private final float d;
  private final long origin;
  private final long tick;
  private final long period;
  private final float[] hist;
  private final float[] fresh;
  /** The ticks applied so far. */
  private long folds;
  /**
   * Per node, the ticks applied to it: a node is brought up to {@link #folds} only when it is charged or
   * read, so a tick costs nothing on the accounts without usage (a tree of ten million accounts with a few
   * thousand charged once cost ten million steps a tick).
   */
  private final long[] foldedAt;

  TickLedger(ShareTree tree, AcctDecay decay) {
    this.tree = tree;
    this.d = decay.tickFactor();
    this.origin = decay.tickOrigin();
    this.tick = decay.tickSeconds();
    this.period = decay.tickPeriod();
    this.hist = new float[tree.size()];
    this.fresh = new float[tree.size()];
    this.foldedAt = new long[tree.size()];
  }

  /** Charges CPU seconds used at {@code time} to a node and its ancestors. */
  void charge(int node, long time, double cpu) {
    if (time < origin) {
      long ticks = (origin - time) / tick;
      float decayed = (float) ((float) cpu * GlibcPow.pow(d, ticks));
      for (int i = node; i >= 0; i = tree.parent(i)) {
        catchUp(i);
        hist[i] += decayed;
      }
      return;
    }
    foldBefore(time);
    float amount = (float) cpu;
    for (int i = node; i >= 0; i = tree.parent(i)) {
      catchUp(i);
      fresh[i] += amount;
    }
  }

  /** Each node's CPU seconds at {@code t} ({@code hist + new}, single precision), after the ticks up to it. */
  double[] totals(long t) {
    foldThrough(t);
    double[] out = new double[hist.length];
    for (int i = 0; i < out.length; i++) {
      catchUp(i);
      out[i] = hist[i] + fresh[i];
    }
    return out;
  }

  /** Applies the ticks strictly before {@code time}. */
  private void foldBefore(long time) {
    if (time > origin) {
      apply((time - origin - 1) / period);
    }
  }

  /** Applies the ticks at or before {@code time}. */
  private void foldThrough(long time) {
    if (time >= origin) {
      apply((time - origin) / period);
    }
  }

  /** Applies the ticks up to {@code through}: the nodes follow when they are next charged or read. */
  private void apply(long through) {
    folds = Math.max(folds, through);
  }

  /**
   * Applies to one node the ticks it missed, each as mbatchd applies it to every account
   * ({@code hist = hist·d + new, new = 0}, skipped while both are 0), so its values are those of a tick over
   * the whole tree each time.
   */
  private void catchUp(int i) {
    for (long k = foldedAt[i]; k < folds && (hist[i] != 0 || fresh[i] != 0); k++) {
      hist[i] = hist[i] * d + fresh[i];
      fresh[i] = 0;
    }
    foldedAt[i] = folds;
  }
}
