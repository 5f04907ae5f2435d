package dev.fairshare.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.CharRange;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

/**
 * A file read a line at a time has the lines, numbers and count {@link LineSource} gives for the same text
 * read whole, whatever its terminators and wherever the buffer cuts them; its problems are those of
 * {@link InputFiles}.
 */
class FileLinesTest {

  @Property(tries = 200)
  void linesAndNumbersAreThoseOfTheTextReadWhole(
      @ForAll @StringLength(max = 80) @CharRange(from = 'a', to = 'c') @CharRange(from = '\n', to = '\n')
      @CharRange(from = '\r', to = '\r') @CharRange(from = 'é', to = 'é') String text) throws IOException {
    Path file = Files.createTempFile("lines", ".txt");
    try {
      Files.writeString(file, text);
      List<LineSource.Line> expected = LineSource.of("t", text).lines();

      assertThat(read(file)).isEqualTo(expected);
      assertThat(FileLines.count(file)).isEqualTo(expected.size());
    } finally {
      Files.delete(file);
    }
  }

  @Test
  void aCarriageReturnAndLineFeedCutByTheBufferEndOneLine() throws IOException {
    Path file = Files.createTempFile("lines", ".txt");
    try {
      String first = "x".repeat((1 << 16) - 1);
      Files.writeString(file, first + "\r\nnext\r\n");

      assertThat(read(file)).containsExactly(new LineSource.Line(1, first), new LineSource.Line(2, "next"));
      assertThat(FileLines.count(file)).isEqualTo(2);
    } finally {
      Files.delete(file);
    }
  }

  @Test
  void aByteThatIsNotUtf8IsReportedAsTheWholeFileReaderReportsIt() throws IOException {
    Path file = Files.createTempFile("lines", ".txt");
    try {
      byte[] bytes = "first\nsé\u00ff\n".getBytes(StandardCharsets.UTF_8);
      bytes[bytes.length - 3] = (byte) 0xff;
      bytes[bytes.length - 2] = 'z';
      Files.write(file, bytes);
      ConfigParseException whole = catchProblem(() -> InputFiles.readText(file));

      assertThatThrownBy(() -> read(file)).isInstanceOf(ConfigParseException.class)
          .hasMessage(whole.getMessage());
      assertThat(whole.getMessage()).contains(":2:3").contains("byte 0xFF at offset 9");
    } finally {
      Files.delete(file);
    }
  }

  /**
   * A UTF-8 byte order mark is no part of the first line, read whole or a line at a time, and columns do not
   * count it. A regression test: it was the first character of line 1, which every reader refused.
   */
  @Test
  void aByteOrderMarkIsNoPartOfTheFirstLine() throws IOException {
    Path file = Files.createTempFile("lines", ".txt");
    try {
      Files.write(file, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'a', '\n', 'b', '\n'});
      assertThat(read(file)).containsExactly(new LineSource.Line(1, "a"), new LineSource.Line(2, "b"));
      try (FileLines in = FileLines.open(file)) {
        assertThat(in.next()).isTrue();
        assertThat(in.bom()).isTrue();
      }
      LineSource whole = LineSource.read(file);
      assertThat(whole.text()).isEqualTo("a\nb\n");
      assertThat(whole.bom()).isTrue();
      assertThat(whole.firstLine()).isEqualTo("a");

      Files.write(file, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'a', (byte) 0xFF, '\n'});
      ConfigParseException wholeProblem = catchProblem(() -> LineSource.read(file));
      assertThatThrownBy(() -> read(file)).isInstanceOf(ConfigParseException.class)
          .hasMessage(wholeProblem.getMessage());
      assertThat(wholeProblem.getMessage()).contains(":1:2").contains("byte 0xFF at offset 4");
    } finally {
      Files.delete(file);
    }
  }

  @Test
  void aMissingFileIsNotFound() {
    assertThatThrownBy(() -> FileLines.open(Path.of("no-such-file.txt")))
        .isInstanceOf(ConfigParseException.class).hasMessageContaining("io.not-found");
  }

  private static ConfigParseException catchProblem(Runnable action) {
    try {
      action.run();
    } catch (ConfigParseException e) {
      return e;
    }
    throw new AssertionError("no problem reported");
  }

  @Test
  void splitOnNewlinesOnlyACarriageReturnStaysInItsLineAndTheLastLineSaysItHadNoNewline() throws IOException {
    Path file = Files.createTempFile("lines", ".txt");
    try {
      Files.writeString(file, "a 1 root 5\r\nb\rc\n\nlast");
      List<String> lines = new ArrayList<>();
      List<Boolean> terminated = new ArrayList<>();
      try (FileLines in = FileLines.openSplittingOnNewlines(file)) {
        while (in.next()) {
          lines.add(in.line());
          terminated.add(in.terminated());
        }
      }

      assertThat(lines).containsExactly("a 1 root 5\r", "b\rc", "", "last");
      assertThat(terminated).containsExactly(true, true, true, false);
    } finally {
      Files.delete(file);
    }
  }

  private static List<LineSource.Line> read(Path file) {
    List<LineSource.Line> out = new ArrayList<>();
    try (FileLines lines = FileLines.open(file)) {
      while (lines.next()) {
        out.add(new LineSource.Line(lines.number(), lines.line()));
      }
    }
    return out;
  }
}
