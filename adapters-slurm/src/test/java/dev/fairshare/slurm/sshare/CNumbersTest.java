package dev.fairshare.slurm.sshare;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CNumbersTest {

  @Test
  void fixedRoundsTheExactBinaryValueLikeGlibc() {
    assertThat(CNumbers.fixed(0.1875)).isEqualTo("0.187500");
    assertThat(CNumbers.fixed(2.0 / 3)).isEqualTo("0.666667");
    // expected values from C's printf("%f") (glibc): the stored binary value decides, not its shortest text
    assertThat(CNumbers.fixed(0.0000005)).isEqualTo("0.000000");
    assertThat(CNumbers.fixed(0.0000015)).isEqualTo("0.000002");
    assertThat(CNumbers.fixed(0.1234565)).isEqualTo("0.123456");
    assertThat(CNumbers.fixed(1.0 / 4294967294.0)).isEqualTo("0.000000");
    assertThat(CNumbers.fixed(Double.POSITIVE_INFINITY)).isEqualTo("inf");
    assertThat(CNumbers.fixed(-0.0)).isEqualTo("-0.000000");
  }

  @Test
  void exponentHasTwoExponentDigitsAtLeast() {
    assertThat(CNumbers.exponent(12345.678, 4)).isEqualTo("1.2346e+04");
    assertThat(CNumbers.exponent(12345.678, 10)).isEqualTo("1.2345678000e+04");
    assertThat(CNumbers.exponent(4294967294.0, 3)).isEqualTo("4.295e+09");
    assertThat(CNumbers.exponent(1e-300, 2)).isEqualTo("1.00e-300");
    assertThat(CNumbers.exponent(0, 2)).isEqualTo("0.00e+00");
    assertThat(CNumbers.exponent(9.9996, 3)).isEqualTo("1.000e+01");
  }
}
