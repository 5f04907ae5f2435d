package dev.fairshare.usage;

import dev.fairshare.tree.ShareTree;
import java.time.Instant;
import java.util.concurrent.locks.StampedLock;

/**
 * The default {@link UsageStore}: per node, the usage charged to it and the instant it was last brought up
 * to date, in flat arrays.
 *
 * <p>A charge decays the node's value to the charge's instant (only when the instant moved) and adds the
 * amount: O(1). A snapshot decays every node to the requested instant and aggregates bottom-up: O(n),
 * which a recompute costs anyway. Thread-safe: the nodes are split into {@value #STRIPES} stripes by
 * index, each with its own lock, so that charges from several threads rarely wait for each other; a
 * snapshot or a reset takes every stripe's lock (in stripe order) and so sees, or clears, a consistent
 * state.
 */
public final class InMemoryUsageStore implements UsageStore {
  private final ShareTree tree;
  private final DecayFunction decay;
  private final double[] values;
  private final long[] stampSeconds;
  private static final int STRIPES = 64;
  private final StampedLock[] locks = new StampedLock[STRIPES];

  /** An empty store for a tree. */
  public InMemoryUsageStore(ShareTree tree, DecayFunction decay) {
    this.tree = tree;
    this.decay = decay;
    this.values = new double[tree.size()];
    this.stampSeconds = new long[tree.size()];
    for (int k = 0; k < STRIPES; k++) {
      locks[k] = new StampedLock();
    }
  }

  @Override
  public ShareTree tree() {
    return tree;
  }

  @Override
  public DecayFunction decay() {
    return decay;
  }

  @Override
  public void charge(int node, Instant at, double amount) {
    if (!(amount >= 0) || Double.isInfinite(amount)) {
      throw new IllegalArgumentException("usage must be a finite number >= 0: " + amount);
    }
    long seconds = at.getEpochSecond();
    StampedLock lock = locks[node & (STRIPES - 1)];
    long stamp = lock.writeLock();
    try {
      long last = stampSeconds[node];
      double v = values[node];
      if (v == 0) {
        values[node] = amount;
        stampSeconds[node] = seconds;
      } else if (seconds > last) {
        values[node] = decay.decay(v, Instant.ofEpochSecond(last), at) + amount;
        stampSeconds[node] = seconds;
      } else if (seconds == last) {
        values[node] = v + amount;
      } else {
        values[node] = v + decay.decay(amount, at, Instant.ofEpochSecond(last));
      }
    } finally {
      lock.unlockWrite(stamp);
    }
  }

  @Override
  public UsageSnapshot snapshot(Instant at) {
    double[] own = new double[values.length];
    long[] stamps = new long[STRIPES];
    for (int k = 0; k < STRIPES; k++) {
      stamps[k] = locks[k].readLock();
    }
    try {
      long seconds = at.getEpochSecond();
      for (int i = 0; i < own.length; i++) {
        double v = values[i];
        long last = stampSeconds[i];
        own[i] = v == 0 || last >= seconds ? v : decay.decay(v, Instant.ofEpochSecond(last), at);
      }
    } finally {
      for (int k = STRIPES - 1; k >= 0; k--) {
        locks[k].unlockRead(stamps[k]);
      }
    }
    return UsageSnapshot.fromOwn(tree, own, at);
  }

  @Override
  public void reset() {
    long[] stamps = new long[STRIPES];
    for (int k = 0; k < STRIPES; k++) {
      stamps[k] = locks[k].writeLock();
    }
    try {
      java.util.Arrays.fill(values, 0);
      java.util.Arrays.fill(stampSeconds, 0);
    } finally {
      for (int k = STRIPES - 1; k >= 0; k--) {
        locks[k].unlockWrite(stamps[k]);
      }
    }
  }
}
