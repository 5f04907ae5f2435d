package dev.fairshare.algorithms.support;

import dev.fairshare.usage.UsageSnapshot;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * What a one-user query derives from a usage snapshot beyond the nodes on the path (sibling sums, a
 * scheduler's own per-node usage), kept for the last snapshot it was asked about. A snapshot is immutable,
 * so the derived data of one snapshot never changes; a query about another snapshot (the usage changed) makes
 * it again, so it is never stale. Safe for several threads: two threads asking about a new snapshot at the
 * same moment may both make it, and either is kept.
 *
 * @param <T> the derived data
 */
public final class SnapshotMemo<T> {
  private record Entry<T>(UsageSnapshot usage, T value) {}

  private final Function<UsageSnapshot, T> make;
  private final AtomicReference<Entry<T>> last = new AtomicReference<>();

  /** A memo that makes the data of a snapshot with {@code make}. */
  public SnapshotMemo(Function<UsageSnapshot, T> make) {
    this.make = make;
  }

  /** The data of {@code usage}: the kept one when it is that very snapshot, else made now and kept. */
  public T get(UsageSnapshot usage) {
    Entry<T> known = last.get();
    if (known != null && known.usage() == usage) {
      return known.value();
    }
    T value = make.apply(usage);
    last.set(new Entry<>(usage, value));
    return value;
  }
}
