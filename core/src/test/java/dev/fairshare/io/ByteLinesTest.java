package dev.fairshare.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The byte line splitter gives the lines {@link BufferedReader#readLine()} gives, whatever the buffer size
 * and however the stream hands out its bytes.
 */
class ByteLinesTest {

  static List<String> lines(byte[] text, int size, int chunk) throws Exception {
    InputStream in = new ByteArrayInputStream(text) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        return super.read(b, off, Math.min(len, chunk));
      }
    };
    ByteLines lines = new ByteLines(in, size);
    List<String> out = new ArrayList<>();
    while (lines.next()) {
      out.add(new String(lines.bytes(), lines.from(), lines.to() - lines.from(), StandardCharsets.UTF_8));
    }
    assertThat(lines.consumed()).isEqualTo(text.length);
    return out;
  }

  static List<String> readLines(String text) throws Exception {
    BufferedReader r = new BufferedReader(new StringReader(text));
    List<String> out = new ArrayList<>();
    for (String line = r.readLine(); line != null; line = r.readLine()) {
      out.add(line);
    }
    return out;
  }

  @Test
  void lineEndingsAsReadLineEndsThem() throws Exception {
    for (String text : List.of("", "a", "a\n", "a\r\nb", "a\rb\r", "\r\n\r\n", "\n\n\nx", "a\r\r\nb\n\r",
        "ä|ö\r\nü")) {
      byte[] b = text.getBytes(StandardCharsets.UTF_8);
      for (int size = 1; size <= 4; size++) {
        for (int chunk = 1; chunk <= 3; chunk++) {
          assertThat(lines(b, size, chunk)).as("%s %d %d", text.replace("\r", "\\r").replace("\n", "\\n"),
              size, chunk).isEqualTo(readLines(text));
        }
      }
    }
  }

  @Test
  void randomTextsOfEndingsAndLongLinesSplitAsReadLineSplitsThem() throws Exception {
    SplittableRandom random = new SplittableRandom(7);
    String[] pieces = {"\n", "\r", "\r\n", "x", "yz|", "é", "a".repeat(100)};
    for (int round = 0; round < 300; round++) {
      StringBuilder b = new StringBuilder();
      int n = random.nextInt(60);
      for (int i = 0; i < n; i++) {
        b.append(pieces[random.nextInt(pieces.length)]);
      }
      String text = b.toString();
      int size = 1 + random.nextInt(64);
      int chunk = 1 + random.nextInt(200);
      assertThat(lines(text.getBytes(StandardCharsets.UTF_8), size, chunk)).as("round %d", round)
          .isEqualTo(readLines(text));
    }
  }

  @Test
  void aLineUpToTheBoundIsReadAndALongerOneRefusedBeforeItIsHeld() throws Exception {
    byte[] fits = ("a".repeat(100) + "\nb\n").getBytes(StandardCharsets.UTF_8);
    ByteLines ok = new ByteLines(new ByteArrayInputStream(fits), 16, 100);
    assertThat(ok.next()).isTrue();
    assertThat(ok.to() - ok.from()).isEqualTo(100);
    assertThat(ok.next()).isTrue();
    assertThat(ok.offset()).isEqualTo(101);

    byte[] tooLong = ("b\n" + "a".repeat(101) + "\n").getBytes(StandardCharsets.UTF_8);
    ByteLines refused = new ByteLines(new ByteArrayInputStream(tooLong), 16, 100);
    assertThat(refused.next()).isTrue();
    assertThatThrownBy(refused::next).isInstanceOf(ByteLines.LineTooLongException.class)
        .hasMessage("a line of at least 101 bytes");
  }
}
