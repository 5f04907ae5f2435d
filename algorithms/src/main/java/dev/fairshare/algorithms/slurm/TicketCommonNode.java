package dev.fairshare.algorithms.slurm;

import dev.fairshare.usage.UsageSnapshot;

/**
 * multifactor2's U, E and F of one association in the common case, computed as doubles without the
 * 64-bit pairs: below a parent other than the root, not a {@code parent} association, integer shares of
 * at most 11 bits, usage and values in range, and U clearly below or clearly above its floor
 * {@code 0.01·shares/level_shares} (docs/algorithms/slurm.md §11; {@code priority_multifactor2.c} at
 * {@code slurm-2-5-7-1}: {@code _set_usage_efctv}, {@code priority_p_calc_fs_factor}). Every other node
 * is left to {@link TicketUsage}'s general path, which gives the same values.
 *
 * <p>With U = a/T and the floor m = (0.01·raw)/L (0.01·raw is exact in x87: 53 bits times 11), each
 * known as a double estimate within 2<sup>-51</sup> relative and a rest within 2<sup>-48</sup> ulp:
 * <ul>
 *   <li>U's double, E's double and F = S/E are what x87 rounds to 64 bits then to a double;
 *       {@link X87Double} gives them when provably so (F from E's unrounded value, its 64-bit rounding
 *       inside the acceptance margin), and NaN otherwise: the node then takes the general path.
 *   <li>The comparison of U with the floor, of E with 0.01·S and of U with 1 is decided on the estimates
 *       when they differ by 2<sup>-48</sup> relative, far more than their errors (2<sup>-51</sup> each,
 *       2<sup>-64</sup> for the 64-bit roundings); otherwise the general path decides exactly.
 * </ul>
 * The caller must not use U's 64-bit rest of a node taken here: no child may copy this node's U, that is
 * a user, or a group of a tree without {@code parent} associations.
 */
final class TicketCommonNode {
  static final double MIN_USAGE_FACTOR = 0.01;
  /** Integer shares up to this many (11 bits) make an exact x87 product with 0.01. */
  private static final double SMALL_SHARES = 2048;
  /** Relative gaps that decide a comparison on estimates: far above their errors. */
  static final double ABOVE = 1 + 0x1p-48;
  static final double BELOW = 1 - 0x1p-48;

  private final double total;
  private final double inverseTotal;

  /** The common case of a usage whose total lies in {@link X87Pair#inRange}. */
  TicketCommonNode(UsageSnapshot usage) {
    this.total = usage.total();
    this.inverseTotal = 1 / total;
  }

  /**
   * Whether node i's shares and usage are of the common case (integer shares of at most 11 bits, usage
   * and S in range, level shares in range); the caller then forms the estimates {@code mh = 0.01·raw},
   * {@code floor = mh·inverseLevel} and {@code q = a·inverseTotal} and hands them to {@link #belowFloor}
   * when {@code q·(1 + 2^-48) < floor}, else to {@link #aboveFloor}. (The node loop makes these steps
   * itself: a method that did all of them would be compiled too big for the JIT to inline into the loop,
   * and the call per node cost a third of the loop's time.)
   */
  static boolean isCommon(double raw, double a, double si, double levelShares) {
    return isCommonTree(raw, si, levelShares) && X87Pair.inRange(a);
  }

  /** {@link #isCommon} of the tree alone: the shares, S and the level shares. */
  static boolean isCommonTree(double raw, double si, double levelShares) {
    return raw > 0 && raw <= SMALL_SHARES && raw == Math.rint(raw) && X87Pair.inRange(si)
        && X87Pair.inRange(levelShares);
  }

  /**
   * U below the floor ({@code q·(1 + 2^-48) < floor}): E is the floor; U &lt; 0.01 needs no clamp. Writes
   * node i's U, E and F and returns true, or writes nothing and returns false.
   */
  boolean belowFloor(int i, double si, double a, double raw, double mh, double floor,
      double levelShares, double inverseLevel, double[] u, double[] e, double[] fs) {
    double uh = X87Double.quotient(a, total, inverseTotal);
    if (uh != uh || !floorValues(i, si, raw, mh, floor, levelShares, inverseLevel, e, fs)) {
      return false;
    }
    u[i] = uh;
    return true;
  }

  /**
   * The E and F of node i when U is below its floor: E is the floor {@code m = 0.01·raw/L} and F is
   * {@code S/m}, both of the tree alone (shares, level shares, S). Writes them and returns true when the
   * floor is clearly above {@code 0.01·S} and both are sure; otherwise writes nothing and returns false.
   * The arguments are those of {@link #belowFloor} (raw of the common case, {@code mh = 0.01·raw},
   * {@code floor = mh·inverseLevel}).
   */
  static boolean floorValues(int i, double si, double raw, double mh, double floor, double levelShares,
      double inverseLevel, double[] e, double[] fs) {
    if (!(floor > MIN_USAGE_FACTOR * si * ABOVE)) {
      return false;
    }
    double ml = Math.fma(MIN_USAGE_FACTOR, raw, -mh);
    double rest = (Math.fma(-floor, levelShares, mh) + ml) * inverseLevel;
    double eh = X87Double.certain(floor, rest);
    // 1/m to 2^-51 relative without waiting for m: L/mh (m = (mh + ml)/L, |ml| ≤ 2^-53 mh).
    double f = X87Double.quotientByRounded(si, floor, rest, levelShares / mh);
    if (eh != eh || f != f) {
      return false;
    }
    e[i] = eh;
    fs[i] = f;
    return true;
  }

  /**
   * U above the floor and below 1 (checked here), and above {@code 0.01·S}: E is U and F is S/U. Writes
   * node i's U, E and F and returns true, or writes nothing and returns false. {@code q = a·inverseTotal},
   * with a and S in {@link X87Pair#inRange} (the caller checks them) and {@code floor} the floor's
   * estimate (NaN: false). F is formed from U's unrounded estimate ({@link X87Double#quotientByRounded}),
   * so that it need not wait for U. The common case of 2.5's node loops and the floor loops of both
   * releases ({@link TicketUsage}, {@link TicketFsParentPass}).
   */
  static boolean aboveFloor(int i, double si, double a, double q, double floor, double total,
      double inverseTotal, double[] u, double[] e, double[] fs) {
    if (!(q * BELOW > floor && q * ABOVE < 1 && q * BELOW > MIN_USAGE_FACTOR * si * ABOVE)) {
      return false;
    }
    double rest = Math.fma(-q, total, a) * inverseTotal;
    double uh = X87Double.certain(q, rest);
    double f = X87Double.quotientByRounded(si, q, rest, total / a);
    return store(i, uh, uh, f, u, e, fs);
  }

  /**
   * U of a node whose E and F are its floor's (marked {@code atFloor}) when U = a/T is surely still below
   * its floor: 0 for a zero usage, else decided below on estimates 2<sup>-48</sup> relative apart
   * ({@code a·inverseTotal} within 2<sup>-52</sup>, the floor's within 2<sup>-51</sup>), and the double
   * of {@link X87Double#certain} or, for the about 2 in 1,000 quotients near a 53-bit midpoint it refuses,
   * of {@link X87Double#quotientExactly} (U at most the floor, at most 0.01: no clamp to 1). NaN when
   * undecided: a usage out of {@link X87Pair#inRange}, U too close to the floor or above it, a quotient
   * that cannot be told. The floor loops of both releases ({@link TicketUsage}, {@link TicketFsParentPass}).
   */
  static double uAtFloor(double a, double floor, double total, double inverseTotal) {
    if (a == 0) {
      return 0;
    }
    double q = a * inverseTotal;
    if (!(X87Pair.inRange(a) && q * ABOVE < floor)) {
      return Double.NaN;
    }
    double uh = X87Double.certain(q, Math.fma(-q, total, a) * inverseTotal);
    return uh == uh ? uh : X87Double.quotientExactly(a, total);
  }

  /** Writes U, E and F when all three are sure; false otherwise. */
  private static boolean store(int i, double uh, double eh, double f, double[] u, double[] e, double[] fs) {
    if (uh != uh || eh != eh || f != f) {
      return false;
    }
    u[i] = uh;
    e[i] = eh;
    fs[i] = f;
    return true;
  }
}
