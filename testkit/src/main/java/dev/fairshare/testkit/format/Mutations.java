package dev.fairshare.testkit.format;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/**
 * Seeded damage to a valid input, for {@link FormatContract}'s fuzzing: characters (text formats) or bytes
 * (binary formats) replaced, inserted, deleted or duplicated, one to four edits. Replacements are drawn from
 * what readers trip over: digits, signs, separators, quotes, line ends, a NUL, letters and non-ASCII text.
 */
final class Mutations {
  private static final String TEXT_PIECES = "0123456789-+.eE \t\n\r:=|#,;\"'()[]{}\\/@%$*aZ\u0000\u00e9\u4e2d"
      + "\ud83d\ude00";
  private static final String[] TEXT_WORDS = {"-1", "1e999", "NaN", "9999999999999999999", "0.0", "", "\n\n",
      "root", "=", "::", "\"unclosed", "\t\t", " parent ", "-0"};

  private Mutations() {}

  /** The input after one to four seeded edits. */
  static byte[] mutate(byte[] content, boolean binary, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    return binary ? mutateBytes(content, r) : mutateText(new String(content, StandardCharsets.UTF_8), r)
        .getBytes(StandardCharsets.UTF_8);
  }

  private static String mutateText(String text, SplittableRandom r) {
    StringBuilder s = new StringBuilder(text);
    int edits = 1 + r.nextInt(4);
    for (int k = 0; k < edits; k++) {
      int at = s.length() == 0 ? 0 : r.nextInt(s.length());
      int end = Math.min(s.length(), at + 1 + r.nextInt(8));
      switch (r.nextInt(5)) {
        case 0 -> s.setCharAt(Math.min(at, Math.max(0, s.length() - 1)), piece(r));
        case 1 -> s.insert(at, TEXT_WORDS[r.nextInt(TEXT_WORDS.length)]);
        case 2 -> s.delete(at, end);
        case 3 -> s.insert(at, s.substring(at, end));
        default -> s.insert(at, piece(r));
      }
      if (s.length() == 0) {
        s.append(piece(r));
      }
    }
    return s.toString();
  }

  private static char piece(SplittableRandom r) {
    char c = TEXT_PIECES.charAt(r.nextInt(TEXT_PIECES.length()));
    return Character.isSurrogate(c) ? '?' : c;
  }

  private static byte[] mutateBytes(byte[] content, SplittableRandom r) {
    byte[] b = content.clone();
    if (b.length == 0) {
      return new byte[] {(byte) r.nextInt(256)};
    }
    int edits = 1 + r.nextInt(4);
    for (int k = 0; k < edits; k++) {
      int at = r.nextInt(b.length);
      switch (r.nextInt(3)) {
        case 0 -> b[at] = (byte) r.nextInt(256);
        case 1 -> b[at] = (byte) (b[at] ^ (1 << r.nextInt(8)));
        default -> b[at] = (byte) (r.nextBoolean() ? 0 : 0xff);
      }
    }
    return b;
  }
}
