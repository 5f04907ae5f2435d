package dev.fairshare.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A probe's first line that says something: past blank lines and the format's comments, as written. */
class ProbeHeadTest {
  @Test
  void blankLinesAndCommentsArePassedAndTheLineIsGivenAsWritten() {
    assertThat(ProbeHead.firstLine("\n   \n# a comment\n  a\tgroup\t1 \nb\n", "#")).isEqualTo("  a\tgroup\t1 ");
  }

  @Test
  void aCommentMayStartAfterWhiteSpaceAndAFormatMayHaveSeveral() {
    assertThat(ProbeHead.firstLine("  # one\n* two\nthree", "#", "*")).isEqualTo("three");
    assertThat(ProbeHead.firstLine("* two\nthree", "#")).isEqualTo("* two");
  }

  @Test
  void aHeadOfNothingButCommentsHasNoLine() {
    assertThat(ProbeHead.firstLine("# only\n\n", "#")).isNull();
    assertThat(ProbeHead.firstLine("", "#")).isNull();
  }
}
