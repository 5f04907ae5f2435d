package dev.fairshare.lsf.syntax;

import dev.fairshare.format.LineSource;
import dev.fairshare.io.Limits;
import dev.fairshare.io.TooLargeException;

/**
 * The most names an LSF configuration file may hold ({@link Limits#inputNames()}), checked before it is
 * parsed: {@code lsb.users} lists a group's members on one line, so the line limit does not bound its
 * users, and 7.3 million users of long names fit in 606 MB. A file with more names (words: runs of
 * characters other than white space, comments and keywords included) is refused with
 * {@link TooLargeException} ({@code too large: FILE: names N, limit M; raise with ...}, exit 3) instead of
 * running out of memory while its tree is built (docs/scale.md).
 */
public final class NameLimit {
  private NameLimit() {}

  /** Refuses a source of more names than the heap holds. */
  public static void check(LineSource source) {
    check(source, Limits.inputNames());
  }

  /** Refuses a source of more than {@code limit} names. */
  public static void check(LineSource source, long limit) {
    String text = source.text();
    long names = 0;
    boolean inName = false;
    for (int i = 0, n = text.length(); i < n; i++) {
      boolean space = Character.isWhitespace(text.charAt(i));
      if (!space && !inName) {
        names++;
      }
      inName = !space;
    }
    if (names > limit) {
      throw new TooLargeException(source.name() + ": names", names, limit, Limits.raise());
    }
  }
}
