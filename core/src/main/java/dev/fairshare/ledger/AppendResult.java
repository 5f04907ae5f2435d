package dev.fairshare.ledger;

/**
 * What one append did.
 *
 * @param added charges whose job key was new
 * @param extended charges that replaced a shorter charge of the same run (a running job read again)
 * @param present charges the ledger already held as they were, or reaching less far
 */
public record AppendResult(long added, long extended, long present) {

  /** Nothing appended. */
  public static final AppendResult NONE = new AppendResult(0, 0, 0);

  /** The sum of two results. */
  public AppendResult plus(AppendResult other) {
    return new AppendResult(added + other.added, extended + other.extended, present + other.present);
  }

  /** Every charge handled. */
  public long total() {
    return added + extended + present;
  }
}
