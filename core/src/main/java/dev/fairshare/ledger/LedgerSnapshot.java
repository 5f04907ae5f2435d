package dev.fairshare.ledger;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The usage of every identity of a ledger as of one reading ({@link AsOf}): each identity that had a charge
 * starting at or before the instant, with its decayed usage. Bound to a tree with {@link #bind}.
 *
 * <p>Immutable; the arrays are owned and never handed out.
 */
public final class LedgerSnapshot {
  private final AsOf asOf;
  private final UsageIdentity[] identities;
  private final double[] usage;
  private final UsageUnits units;
  private volatile Map<UsageIdentity, Integer> index;

  private LedgerSnapshot(AsOf asOf, UsageIdentity[] identities, double[] usage, UsageUnits units) {
    this.asOf = asOf;
    this.identities = identities;
    this.usage = usage;
    this.units = units;
  }

  /** A snapshot from parallel lists of identities and usages. */
  public static LedgerSnapshot of(AsOf asOf, List<UsageIdentity> identities, double[] usage) {
    if (identities.size() != usage.length) {
      throw new IllegalArgumentException(identities.size() + " identities but " + usage.length + " usages");
    }
    return new LedgerSnapshot(asOf, identities.toArray(new UsageIdentity[0]), usage.clone(), UsageUnits.UNNAMED);
  }

  /** How it was read. */
  public AsOf asOf() {
    return asOf;
  }

  /**
   * The unit each family's usage is in, as messages about this snapshot write it; {@link UsageUnits#UNNAMED}
   * until a command names them ({@link #withUnits}).
   */
  public UsageUnits units() {
    return units;
  }

  /** The same usage, written in the given units. */
  public LedgerSnapshot withUnits(UsageUnits units) {
    return new LedgerSnapshot(asOf, identities, usage, java.util.Objects.requireNonNull(units, "units"));
  }

  /** The number of identities. */
  public int size() {
    return identities.length;
  }

  /** The identity at a position. */
  public UsageIdentity identity(int i) {
    return identities[i];
  }

  /** The usage at a position. */
  public double usage(int i) {
    return usage[i];
  }

  /** The usage of an identity, 0 if it has none. */
  public double usageOf(UsageIdentity identity) {
    Map<UsageIdentity, Integer> map = index;
    if (map == null) {
      map = new HashMap<>(identities.length * 2);
      for (int i = 0; i < identities.length; i++) {
        map.put(identities[i], i);
      }
      index = map;
    }
    Integer i = map.get(identity);
    return i == null ? 0 : usage[i];
  }

  /** The positions ordered by family, then parts. */
  public int[] sortedOrder() {
    Integer[] order = new Integer[identities.length];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Comparator<UsageIdentity> byName = Comparator.comparing(UsageIdentity::family)
        .thenComparing(UsageIdentity::key);
    Arrays.sort(order, (a, b) -> byName.compare(identities[a], identities[b]));
    return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
  }

  /**
   * Binds the usage to a tree: each identity's usage is charged to the node the matcher names (own usage,
   * then aggregated), and identities with usage and no node are listed, largest first.
   */
  public BoundUsage bind(ShareTree tree, IdentityMatcher matcher) {
    double[] own = new double[tree.size()];
    List<BoundUsage.Unmatched> unmatched = new ArrayList<>();
    for (int i = 0; i < identities.length; i++) {
      int node = matcher.node(identities[i]);
      if (node >= 0) {
        own[node] += usage[i];
      } else if (usage[i] != 0) {
        unmatched.add(new BoundUsage.Unmatched(identities[i], usage[i]));
      }
    }
    unmatched.sort(Comparator.comparingDouble(BoundUsage.Unmatched::usage).reversed());
    return new BoundUsage(UsageSnapshot.fromOwn(tree, own, asOf.at()), unmatched);
  }

  /**
   * Accumulates charges into a snapshot for stores: identities by dense index, charges valued as they come.
   */
  public static final class Builder {
    private final AsOf asOf;
    private final ChargeValue value;
    private final long at;
    private UsageIdentity[] identities;
    private double[] usage;
    private boolean[] seen;

    /** A builder for a reading, with room for a number of identities (it grows). */
    public Builder(AsOf asOf, int capacity) {
      this.asOf = asOf;
      this.value = new ChargeValue(asOf);
      this.at = asOf.at().getEpochSecond();
      int n = Math.max(16, capacity);
      this.identities = new UsageIdentity[n];
      this.usage = new double[n];
      this.seen = new boolean[n];
    }

    /** Names the identity at a dense index. */
    public void identity(int index, UsageIdentity identity) {
      grow(index);
      identities[index] = identity;
    }

    /** Adds one charge of the identity at a dense index. */
    public void charge(int index, double amount, long start, long end) {
      if (start > at) {
        return;
      }
      grow(index);
      seen[index] = true;
      usage[index] += value.value(amount, start, end);
    }

    /** The snapshot of every identity that had a charge starting at or before the instant. */
    public LedgerSnapshot build() {
      int count = 0;
      for (int i = 0; i < seen.length; i++) {
        if (seen[i]) {
          count++;
        }
      }
      UsageIdentity[] ids = new UsageIdentity[count];
      double[] values = new double[count];
      int k = 0;
      for (int i = 0; i < seen.length; i++) {
        if (seen[i]) {
          if (identities[i] == null) {
            throw new IllegalStateException("a charge names identity " + i + ", which the store does not hold");
          }
          ids[k] = identities[i];
          values[k++] = usage[i];
        }
      }
      return new LedgerSnapshot(asOf, ids, values, UsageUnits.UNNAMED);
    }

    private void grow(int index) {
      if (index >= identities.length) {
        int n = Math.max(index + 1, identities.length * 2);
        identities = Arrays.copyOf(identities, n);
        usage = Arrays.copyOf(usage, n);
        seen = Arrays.copyOf(seen, n);
      }
    }
  }
}
