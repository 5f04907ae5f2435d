package dev.fairshare.pbs.pbsfs;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** C printf rounding, docs/algorithms/pbs.md, gotcha 20. */
class CPrintfTest {

  @Test
  void roundsTheExactBinaryValueHalfToEven() {
    assertThat(CPrintf.fixed(2.5, 0)).isEqualTo("2");
    assertThat(CPrintf.fixed(3.5, 0)).isEqualTo("4");
    assertThat(CPrintf.fixed(0.15, 1)).isEqualTo("0.1");
    assertThat(CPrintf.fixed(1668.3333, 0)).isEqualTo("1668");
  }

  @Test
  void keepsTheSignOfANegativeValueRoundedToZero() {
    assertThat(CPrintf.fixed(-0.4, 0)).isEqualTo("-0");
    assertThat(CPrintf.fixed(-1, 0)).isEqualTo("-1");
  }

  @Test
  void padsWithoutCutting() {
    assertThat(CPrintf.fixed(0.24f, 5, 3)).isEqualTo("0.240");
    assertThat(CPrintf.fixed(1201, -6, 0)).isEqualTo("1201  ");
    assertThat(CPrintf.string("averyveryverylongname", -10)).isEqualTo("averyveryverylongname");
    assertThat(CPrintf.integer(-1, -5)).isEqualTo("-1   ");
  }

  @Test
  void printsInfinityAndNanAsC() {
    assertThat(CPrintf.fixed(Double.POSITIVE_INFINITY, 0)).isEqualTo("inf");
    assertThat(CPrintf.fixed(Double.NaN, 3)).isEqualTo("nan");
  }
}
