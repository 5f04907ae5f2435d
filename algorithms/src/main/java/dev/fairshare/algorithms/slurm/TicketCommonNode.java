package dev.fairshare.algorithms.slurm;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * multifactor2's U, E and F of one association in the common case, computed as doubles without the
 * 64-bit pairs: below a parent other than the root, not a {@code parent} association, integer shares of
 * at most 11 bits, usage and values in range, and U clearly below or clearly above its floor
 * {@code 0.01·shares/level_shares} (specs/slurm.md §11; {@code priority_multifactor2.c} at
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
  private static final double MIN_USAGE_FACTOR = 0.01;
  /** Integer shares up to this many (11 bits) make an exact x87 product with 0.01. */
  private static final double SMALL_SHARES = 2048;
  /** Relative gaps that decide a comparison on estimates: far above their errors. */
  private static final double ABOVE = 1 + 0x1p-48;
  private static final double BELOW = 1 - 0x1p-48;

  private final ShareTree tree;
  private final UsageSnapshot usage;
  private final double total;
  private final double inverseTotal;

  /** The common case of a tree and usage whose total lies in {@link X87Pair#inRange}. */
  TicketCommonNode(ShareTree tree, UsageSnapshot usage) {
    this.tree = tree;
    this.usage = usage;
    this.total = usage.total();
    this.inverseTotal = 1 / total;
  }

  /**
   * Writes node i's U, E and F and returns true when it is a common case; writes nothing and returns false
   * otherwise. {@code si} is its S, {@code levelShares} its parent's level shares and
   * {@code inverseLevel} their rounded inverse.
   */
  boolean compute(int i, double si, double levelShares, double inverseLevel, double[] u, double[] e,
      double[] fs) {
    double raw = tree.shares(i);
    double a = usage.usage(i);
    if (!(raw > 0 && raw <= SMALL_SHARES && raw == Math.rint(raw) && X87Pair.inRange(a)
        && X87Pair.inRange(si) && X87Pair.inRange(levelShares))) {
      return false;
    }
    double mh = MIN_USAGE_FACTOR * raw;
    double ml = Math.fma(MIN_USAGE_FACTOR, raw, -mh);
    // The floor and U as estimate + rest (the error-free quotients of X87Pair.dividePair and divide).
    double floor = mh * inverseLevel;
    double q = a * inverseTotal;
    double uh = X87Double.quotient(a, total, inverseTotal);
    double minS = MIN_USAGE_FACTOR * si * ABOVE;
    double eh;
    double f;
    if (q * ABOVE < floor) {
      // U below the floor: E is the floor; U < 0.01 needs no clamp.
      if (!(floor > minS)) {
        return false;
      }
      double rest = (Math.fma(-floor, levelShares, mh) + ml) * inverseLevel;
      eh = X87Double.certain(floor, rest);
      // 1/m to 2^-51 relative without waiting for m: L/mh (m = (mh + ml)/L, |ml| ≤ 2^-53 mh).
      f = X87Double.quotientByRounded(si, floor, rest, levelShares / mh);
    } else if (q * BELOW > floor && q * ABOVE < 1) {
      // U above the floor and below 1: E is U.
      if (!(q * BELOW > minS)) {
        return false;
      }
      eh = uh;
      f = X87Double.quotientByRounded(si, q, Math.fma(-q, total, a) * inverseTotal, total / a);
    } else {
      return false;
    }
    if (uh != uh || eh != eh || f != f) {
      return false;
    }
    u[i] = uh;
    e[i] = eh;
    fs[i] = f;
    return true;
  }
}
