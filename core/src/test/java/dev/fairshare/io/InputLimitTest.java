package dev.fairshare.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.ConfigParseException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An input larger than a fifth of the heap is refused before a byte of it is read, with its size, the
 * limit and how to raise it (a 1 GB fairshare.tsv once ran a 3 GB heap out of memory after 100 s); one at
 * the limit is read.
 */
class InputLimitTest {
  @TempDir
  Path dir;

  @Test
  void theLimitIsAFifthOfTheHeapAndAtMostWhatAStringHolds() {
    assertThat(Limits.inputBytes(3L << 30)).isEqualTo(644_245_094L);
    assertThat(Limits.inputBytes(64L << 30)).isEqualTo(Integer.MAX_VALUE - 64);
  }

  @Test
  void aFileOverTheLimitIsRefusedWithItsSizeTheLimitAndHowToRaiseIt() throws IOException {
    Path big = dir.resolve("big.tsv");
    Files.write(big, new byte[1001]);

    assertThatThrownBy(() -> InputFiles.readBytes(big, 1000)).isInstanceOf(TooLargeException.class)
        .hasMessage("too large: " + big + ": 1,001, limit 1,000; raise with " + Limits.raise());
    assertThat(InputFiles.readBytes(big, 1001)).hasSize(1001);
  }

  @Test
  void aFileReadARecordAtATimeWhereItWouldBeReadWholeIsCheckedAsAWholeReadingChecksIt() throws IOException {
    Path big = Files.write(dir.resolve("usage"), new byte[1001]);
    assertThatThrownBy(() -> InputFiles.checkWhole(big, 1000)).isInstanceOf(TooLargeException.class)
        .hasMessage("too large: " + big + ": 1,001, limit 1,000; raise with " + Limits.raise());
    InputFiles.checkWhole(big, 1001);
    for (Path bad : new Path[] {dir.resolve("missing"), dir}) {
      assertThatThrownBy(() -> InputFiles.checkWhole(bad, 1000)).isInstanceOf(ConfigParseException.class)
          .hasMessage(messageOf(() -> InputFiles.readBytes(bad, 1000)));
    }
  }

  private static String messageOf(Runnable reading) {
    try {
      reading.run();
    } catch (ConfigParseException e) {
      return e.getMessage();
    }
    throw new AssertionError("read");
  }

  @Test
  void aStreamedFileMayHaveAsManyLinesAsTheHeapLeftBesidesItsBytesHolds() {
    assertThat(Limits.streamedLines(3L << 30, 220, 1_006_913_083L)).isEqualTo(10_065_056L);
    assertThat(Limits.streamedLines(3L << 30, 220, 4L << 30)).isZero();
  }

  @Test
  void aTextOfMoreLinesThanTheLimitIsRefusedBeforeItIsParsed() throws IOException {
    Path many = dir.resolve("many.cfg");
    Files.writeString(many, "a\nb\nc\n");

    assertThat(Limits.inputLines(3L << 30)).isEqualTo(8_053_063L);
    assertThatThrownBy(() -> InputFiles.readText(many, 1000, 2)).isInstanceOf(TooLargeException.class)
        .hasMessage("too large: " + many + ": lines 3, limit 2; raise with " + Limits.raise());
    assertThat(InputFiles.readText(many, 1000, 3)).isEqualTo("a\nb\nc\n");
  }
}
