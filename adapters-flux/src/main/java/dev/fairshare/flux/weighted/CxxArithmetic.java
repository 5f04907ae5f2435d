package dev.fairshare.flux.weighted;

/**
 * The arithmetic of flux-accounting's C++ fair-share walk as gcc compiles it for x86-64
 * ({@code src/fairness/weighted_tree/weighted_tree.cpp}): unsigned 64-bit sums, the conversions between
 * {@code uint64_t} and {@code double}, the weight of a child, and its tie test and sort order.
 *
 * <p>docs: {@code adapters-flux/README.md}, "The weighted tree".
 */
public final class CxxArithmetic {
  /** {@code (double) UINT64_MAX + 1.0}: the weight of a child with shares and no usage. */
  public static final double NO_USAGE_WEIGHT = 18446744073709551616.0;
  /** Usage below this (in absolute value) counts as none. */
  public static final double USAGE_EPSILON = 1e-9;
  private static final double TWO63 = 9223372036854775808.0;
  private static final double DBL_EPSILON = Math.ulp(1.0);

  private CxxArithmetic() {}

  /** {@code (double) u} for an unsigned 64-bit {@code u}, correctly rounded as gcc converts it. */
  public static double unsignedToDouble(long u) {
    if (u >= 0) {
      return (double) u;
    }
    return (double) ((u >>> 1) | (u & 1)) * 2.0;
  }

  /**
   * {@code (uint64_t) d} as gcc emits it for x86-64 without AVX-512: below 2^63 one {@code cvttsd2si};
   * from 2^63 on, {@code cvttsd2si(d - 2^63)} with the top bit flipped, so that 2^64 and more give 0.
   */
  public static long doubleToUnsigned(double d) {
    if (!(d >= TWO63)) {
      return cvttsd2si(d);
    }
    return cvttsd2si(d - TWO63) ^ Long.MIN_VALUE;
  }

  /** x86's truncating conversion: the "integer indefinite" {@code 0x8000000000000000} when out of range. */
  static long cvttsd2si(double d) {
    if (Double.isNaN(d) || d >= TWO63 || d < -TWO63) {
      return Long.MIN_VALUE;
    }
    return (long) d;
  }

  /**
   * {@code weighted_tree_node_t::is_equal}: {@code |a-b| < DBL_EPSILON * max(|a|, max(|b|, 1))} with
   * {@code std::max}'s own order of comparison.
   */
  public static boolean isEqual(double a, double b) {
    double fb = Math.abs(b);
    double inner = fb < 1.0 ? 1.0 : fb;
    double fa = Math.abs(a);
    double outer = fa < inner ? inner : fa;
    return Math.abs(a - b) < DBL_EPSILON * outer;
  }

  /** The sort's comparator: whether a child of weight {@code wa} goes before one of weight {@code wb}. */
  public static boolean before(double wa, boolean userA, double wb, boolean userB) {
    if (userA != userB && isEqual(wa, wb)) {
      return userA;
    }
    return wa > wb;
  }

  /**
   * The weight of a child among siblings whose shares sum to {@code shareSum} and whose truncated usage
   * sums to {@code usageSum} (both unsigned).
   */
  public static double weight(long shares, double usage, long shareSum, long usageSum) {
    return weight(shares, usage, unsignedToDouble(shareSum), unsignedToDouble(usageSum));
  }

  /** {@link #weight(long, double, long, long)} with the sums already converted to double. */
  public static double weight(long shares, double usage, double shareSum, double usageSum) {
    return weightOfFraction(shareFraction(shares, shareSum), usage, usageSum);
  }

  /**
   * A child's share of its siblings' shares, {@code (double) shares / shareSum}, or 0 when it has none (the
   * fraction is 0 in no other case: shares of at least 1 over a sum of at most 2^64).
   */
  public static double shareFraction(long shares, double shareSum) {
    return shares == 0 ? 0.0 : unsignedToDouble(shares) / shareSum;
  }

  /** The weight of a child from its {@link #shareFraction} and its usage over the siblings' usage sum. */
  public static double weightOfFraction(double shareFraction, double usage, double usageSum) {
    if (shareFraction == 0.0) {
      return 0.0;
    }
    if (Math.abs(usage) < USAGE_EPSILON) {
      return NO_USAGE_WEIGHT;
    }
    double u = usage / usageSum;
    return shareFraction / u;
  }

  /** One step of the sibling usage sum: {@code U = (uint64_t) ((double) U + usage)}. */
  public static long addUsage(long usageSum, double usage) {
    return doubleToUnsigned(unsignedToDouble(usageSum) + usage);
  }
}
