package dev.fairshare.algorithms.support;

import dev.fairshare.usage.UsageSnapshot;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * What a one-user query derives from a usage snapshot beyond the nodes on the path (sibling sums, a
 * scheduler's own per-node usage), kept for the last few snapshots it was asked about ({@link #KEPT}), so that
 * queries about the current snapshot and the one before, asked by different threads around a change, do not
 * make it again and again. A snapshot is immutable, so the derived data of one snapshot never changes; a
 * query about another snapshot (the usage changed) makes its own, so nothing is ever stale. Safe for several
 * threads: two threads asking about a new snapshot at the same moment may both make it, and either is kept.
 *
 * @param <T> the derived data
 */
public final class SnapshotMemo<T> {
  /** How many snapshots' data are kept, the most recently made first. */
  public static final int KEPT = 4;

  private record Entry<T>(UsageSnapshot usage, T value) {}

  private final Function<UsageSnapshot, T> make;
  private final AtomicReference<Entry<T>[]> kept = new AtomicReference<>(newEntries(0));

  /** A memo that makes the data of a snapshot with {@code make}. */
  public SnapshotMemo(Function<UsageSnapshot, T> make) {
    this.make = make;
  }

  /** The data of {@code usage}: the kept one when it is that very snapshot, else made now and kept. */
  public T get(UsageSnapshot usage) {
    Entry<T>[] known = kept.get();
    for (Entry<T> e : known) {
      if (e.usage() == usage) {
        return e.value();
      }
    }
    T value = make.apply(usage);
    Entry<T>[] next = newEntries(Math.min(KEPT, known.length + 1));
    next[0] = new Entry<>(usage, value);
    System.arraycopy(known, 0, next, 1, next.length - 1);
    kept.set(next);
    return value;
  }

  @SuppressWarnings("unchecked")
  private static <T> Entry<T>[] newEntries(int length) {
    return (Entry<T>[]) new Entry<?>[length];
  }
}
