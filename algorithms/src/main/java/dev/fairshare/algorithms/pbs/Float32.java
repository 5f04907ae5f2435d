package dev.fairshare.algorithms.pbs;

/**
 * The float32 rounding of a double, as a double: {@code (double) (float) q}, computed on the bits where the
 * result is a normal float32, so that a loop of PBS's float32 quotients needs no conversion instruction.
 *
 * <p>On x86-64 the JIT's {@code cvtsd2ss} and {@code cvtss2sd} write only the low part of their destination
 * register and so wait for its last writer; in the factor loop that writer was sometimes the previous node's
 * power, which chained every node to the one before (13 ns/node against 6, from one JVM to the next;
 * docs/performance.md, "PBS's factor without a branch"). Rounding the 52-bit fraction to float32's 23 bits,
 * to nearest with ties to even, is the same rounding when q and its rounding lie in float32's normal range;
 * elsewhere (float32 subnormals, overflow, 0, infinities, NaN) the cast itself is used.
 */
final class Float32 {
  private Float32() {}

  /** Biased double exponents of float32's normal range: 2^-126 .. 2^127. */
  private static final int LOWEST = 1023 - 126;
  private static final int HIGHEST = 1023 + 127;

  /** {@code (double) (float) q}, bit for bit. */
  static double round(double q) {
    long bits = Double.doubleToRawLongBits(q);
    // round to nearest, ties to even, on the 29 fraction bits float32 lacks; a carry moves the exponent up
    long rounded = (bits + 0x0fffffffL + ((bits >>> 29) & 1)) & ~0x1fffffffL;
    int exponent = (int) (bits >>> 52) & 0x7ff;
    int roundedExponent = (int) (rounded >>> 52) & 0x7ff;
    if (Integer.compareUnsigned(exponent - LOWEST, HIGHEST - LOWEST) > 0 | roundedExponent > HIGHEST) {
      return (float) q;
    }
    return Double.longBitsToDouble(rounded);
  }
}
