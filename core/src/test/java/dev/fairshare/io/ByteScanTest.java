package dev.fairshare.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The eight-at-a-time byte search marks exactly the bytes a byte-by-byte comparison finds. */
class ByteScanTest {

  static long naive(byte[] b, int i, char c) {
    long mask = 0;
    for (int k = 0; k < 8; k++) {
      if (b[i + k] == (byte) c) {
        mask |= 0x80L << (8 * k);
      }
    }
    return mask;
  }

  @Test
  void matchesMarksExactlyTheEqualBytes() {
    SplittableRandom random = new SplittableRandom(3);
    // bytes near the pattern ('|' is 0x7C; '}' is one above, a false match of the simple zero-byte test)
    byte[] alphabet = {'|', '}', '{', (byte) 0xFC, (byte) 0xFD, 0, 1, (byte) 0x80, (byte) 0xFF, 'a', '\n', '\r'};
    byte[] b = new byte[24];
    for (int round = 0; round < 20_000; round++) {
      for (int k = 0; k < b.length; k++) {
        b[k] = random.nextInt(3) == 0 ? (byte) random.nextInt(256) : alphabet[random.nextInt(alphabet.length)];
      }
      int i = random.nextInt(b.length - 7);
      for (char c : new char[] {'|', '\n', '\r'}) {
        assertThat(ByteScan.matches(ByteScan.word(b, i), ByteScan.pattern(c))).isEqualTo(naive(b, i, c));
      }
    }
  }

  @Test
  void firstIsTheIndexOfTheLowestMarkedByte() {
    byte[] b = "abc|}|xy".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    long m = ByteScan.matches(ByteScan.word(b, 0), ByteScan.pattern('|'));
    assertThat(ByteScan.first(m)).isEqualTo(3);
    assertThat(ByteScan.first(m & (m - 1))).isEqualTo(5);
    assertThat(m & (m - 1) & (m & (m - 1)) - 1).isZero();
  }
}
