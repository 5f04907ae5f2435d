package dev.fairshare.algorithms.pbs;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@link PbsFactors}, node by node, on every path of its two loops: the expected factors are OpenPBS's
 * {@code pow(2, -(usage_factor / tree_percentage))} with both operands {@code float}, computed by glibc 2.36's
 * {@code pow} (FMA build) in a small C program on this project's x86-64 machine (docs/glibc-pow.md), and 0
 * for a tree percentage of 0 (docs/algorithms/pbs.md §6).
 */
class PbsFactorsTest {

  /** uf, tp (float32) and glibc's factor, as C printed them ({@code %a}). */
  private static final double[][] CASES = {
      {0x1p-2, 0x1p-1, 0x1.6a09e667f3bcdp-1}, // the main path
      {0x1.99999ap-4, 0x1.333334p-2, 0x1.965feab1bb5dcp-1}, // the main path, a rounded float quotient
      {0x1.ccccccp-1, 0x1.a36e2ep-14, 0}, // q = 9000: below the zero threshold
      {0x1.666666p-1, 0x1.54c986p-11, 0}, // q = 1076.9
      {0x1.0cep+10, 0x1p+0, 0}, // q = 1075.5
      {0x1.0ccp+10, 0x1p+0, 0}, // q = 1075: the half of the smallest subnormal, computed apart
      {0x1.0cbffep+10, 0x1p+0, 0x0.0000000000001p-1022}, // q just below 1075: the smallest subnormal
      {0x1.ff7ceep-1, 0x1.e7967cp-11, 0x0.0000000000001p-1022}, // q = 1074.19
      {0x1.333334p-2, 0x1.26a65cp-12, 0x0.0000000000054p-1022}, // q = 1067.6: subnormal
      {0x1p-1, 0x1.f31f46p-12, 0x0.0000000bf5195p-1022}, // q = 1050.4: subnormal
      {0x1p-1, 0x1.f3526ap-12, 0x0.0000001p-1022}, // q = 1050
      {0x1.99999ap-1, 0x1.187e7cp-10, 0x1.433b5de1ce958p-748}, // q = 747.7: near the limit, normal
      {0x1.99999ap-1, 0x1.0624dep-10, 0x1p-800}, // q = 800
      {0x1.718p+9, 0x1p+0, 0x1p-739}, // q = 739: just past the main path
      {0x1.714p+9, 0x1p+0, 0x1.6a09e667f3bcdp-739}, // q = 738.5: its last exponent
      {0x1.4484cp-100, 0x1p-1, 1.0}, // q = 2^-98.7: within 2^-54 of 1, computed apart
      {0x1.16c2p-133, 0x1p+0, 1.0}, // q a float32 subnormal
      {0, 0x1p-1, 1.0}, // no usage: 2^-0
      {0x1.333334p-2, 0, 0}, // tp = 0: q is infinite
      {0, 0, 0}, // tp = 0 and no usage: q is NaN
  };

  @Test
  void everyPathGivesGlibcsFactor() {
    int first = 3;
    int n = first + CASES.length;
    double[] uf = new double[n];
    double[] tp = new double[n];
    for (int c = 0; c < CASES.length; c++) {
      uf[first + c] = CASES[c][0];
      tp[first + c] = CASES[c][1];
    }
    double[] factor = new double[n];
    // two ranges, as two subtrees' tasks compute them, each noting its nodes in its own positions
    int mid = first + CASES.length / 2;
    PbsFactors.fill(uf, tp, factor, new int[n], new float[n], first, mid);
    PbsFactors.fill(uf, tp, factor, new int[n], new float[n], mid, n);
    for (int c = 0; c < CASES.length; c++) {
      assertThat(Double.doubleToRawLongBits(factor[first + c]))
          .as("uf %a, tp %a: %s", CASES[c][0], CASES[c][1], factor[first + c])
          .isEqualTo(Double.doubleToRawLongBits(CASES[c][2]));
    }
    assertThat(factor[first - 1]).as("outside the ranges").isZero();
  }

  @Test
  void noteArraysSharedByTwoRangesHoldEachRangesOwnNodes() {
    // the second range's nodes are noted from its own first position, so it never overwrites the first's
    double[] uf = {0, 0x1p-1, 0x1.99999ap-1, 0x1p-1, 0x1.99999ap-1};
    double[] tp = {0, 0x1.f31f46p-12, 0x1.187e7cp-10, 0x1.f31f46p-12, 0x1.187e7cp-10};
    int[] far = new int[uf.length];
    float[] farY = new float[uf.length];
    double[] factor = new double[uf.length];
    PbsFactors.fill(uf, tp, factor, far, farY, 3, 5);
    PbsFactors.fill(uf, tp, factor, far, farY, 1, 3);
    assertThat(far).containsExactly(0, 1, 2, 3, 4);
    assertThat(factor).containsExactly(0, 0x0.0000000bf5195p-1022, 0x1.433b5de1ce958p-748,
        0x0.0000000bf5195p-1022, 0x1.433b5de1ce958p-748);
  }
}
