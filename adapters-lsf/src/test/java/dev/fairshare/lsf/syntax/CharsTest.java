package dev.fairshare.lsf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@link Chars#isWhitespace} is {@link Character#isWhitespace(char)} for every char. */
class CharsTest {
  @Test
  void whitespaceAsCharacterTellsForEveryChar() {
    for (int c = Character.MIN_VALUE; c <= Character.MAX_VALUE; c++) {
      assertThat(Chars.isWhitespace((char) c)).as("U+%04X", c).isEqualTo(Character.isWhitespace((char) c));
    }
  }
}
