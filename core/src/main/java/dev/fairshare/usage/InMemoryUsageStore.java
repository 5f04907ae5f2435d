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
 * which a recompute costs anyway. Thread-safe: charges and snapshots are serialized by a lock.
 */
public final class InMemoryUsageStore implements UsageStore {
  private final ShareTree tree;
  private final DecayFunction decay;
  private final double[] values;
  private final long[] stampSeconds;
  private final StampedLock lock = new StampedLock();

  /** An empty store for a tree. */
  public InMemoryUsageStore(ShareTree tree, DecayFunction decay) {
    this.tree = tree;
    this.decay = decay;
    this.values = new double[tree.size()];
    this.stampSeconds = new long[tree.size()];
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
    long stamp = lock.readLock();
    try {
      long seconds = at.getEpochSecond();
      for (int i = 0; i < own.length; i++) {
        double v = values[i];
        long last = stampSeconds[i];
        own[i] = v == 0 || last >= seconds ? v : decay.decay(v, Instant.ofEpochSecond(last), at);
      }
    } finally {
      lock.unlockRead(stamp);
    }
    return UsageSnapshot.fromOwn(tree, own, at);
  }

  @Override
  public void reset() {
    long stamp = lock.writeLock();
    try {
      java.util.Arrays.fill(values, 0);
      java.util.Arrays.fill(stampSeconds, 0);
    } finally {
      lock.unlockWrite(stamp);
    }
  }
}
