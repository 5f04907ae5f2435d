package dev.fairshare.slurm.dump;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.LineSource;
import org.junit.jupiter.api.Test;

class DumpLexerTest {

  @Test
  void unescapedHashStartsAComment() {
    assertThat(DumpLexer.stripComment("User - 'a' # note")).isEqualTo("User - 'a' ");
    assertThat(DumpLexer.stripComment("Description='a \\# b'")).isEqualTo("Description='a \\# b'");
    assertThat(DumpLexer.stripComment("x\\\\# c")).isEqualTo("x\\\\");
  }

  @Test
  void oddTrailingBackslashesContinueTheLine() {
    assertThat(DumpLexer.continuationCut("a:\\")).isEqualTo(2);
    assertThat(DumpLexer.continuationCut("a:\\  ")).isEqualTo(2);
    assertThat(DumpLexer.continuationCut("a:\\\\")).isEqualTo(-1);
    assertThat(DumpLexer.continuationCut("a:\\\\\\")).isEqualTo(4);
  }

  @Test
  void escapesResolveToTheEscapedCharacter() {
    assertThat(DumpLexer.unescape("a\\#b\\\\c\\d")).isEqualTo("a#b\\cd");
  }

  @Test
  void continuedLinesAreJoinedAndNumberedByTheirFirstLine() {
    DumpLexer lexer = DumpLexer.split(LineSource.of("f", """
        # header one
        # header two
        Cluster - 'c'
        User - 'u':\\
          Fairshare=2

        # a comment
        User - 'v'
        """));
    assertThat(lexer.header()).containsExactly("# header one", "# header two");
    assertThat(lexer.lines()).containsExactly(
        new DumpLine(3, "Cluster - 'c'", false),
        new DumpLine(4, "User - 'u':  Fairshare=2", true),
        new DumpLine(8, "User - 'v'", false));
  }
}
