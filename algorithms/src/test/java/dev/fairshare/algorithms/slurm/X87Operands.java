package dev.fairshare.algorithms.slurm;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * The positive operands of the x87 property tests: small integers, doubles of random fraction over 64
 * binades around 1, ratios of small integers, and (for the double-based operations) decimals with twelve
 * places between 10^-3 and 10^9.
 */
final class X87Operands {
  private X87Operands() {}

  /** Integers, random-fraction doubles and ratios of small integers. */
  static Arbitrary<Double> binary() {
    return Arbitraries.oneOf(binaryKinds());
  }

  /** {@link #binary()}'s kinds and decimals, each a quarter of the draws. */
  static Arbitrary<Double> withDecimals() {
    List<Arbitrary<Double>> kinds = new ArrayList<>(binaryKinds());
    kinds.add(Arbitraries.doubles().between(1e-3, 1e9).ofScale(12));
    return Arbitraries.oneOf(kinds);
  }

  private static List<Arbitrary<Double>> binaryKinds() {
    return List.of(
        Arbitraries.integers().between(1, 1_000_000).map(Integer::doubleValue),
        Arbitraries.longs().map(bits -> Double.longBitsToDouble(
            (bits & 0xfffffffffffffL) | ((1023L + (bits >>> 58) - 32) << 52))),
        Arbitraries.integers().between(1, 200).flatMap(a -> Arbitraries.integers().between(1, 200)
            .map(b -> a / (double) b)));
  }
}
