package dev.fairshare.format;

import java.util.Optional;
import java.util.function.Predicate;

/**
 * A UTF-8 byte order mark (the bytes EF BB BF, U+FEFF), which editors on Windows put at the start of a file,
 * and what a scheduler's reader does with it. fairshare's readers never see it: {@link LineSource},
 * {@code FileLines} and the format detection take it off the first line and say that it was there. A
 * scheduler's own reader does not skip it (none of {@code sacctmgr load}, Slurm's {@code parse_config.c},
 * PBS's {@code fairshare.cpp} and LSF's {@code lsb.conf.c} looks for one): it reads three bytes more at the
 * start of the first line. Whether that matters depends on that line, and a rule says so: where the
 * scheduler would misread the file, the reader reports {@code io.bom} at line 1, column 1 (docs/errors.md);
 * elsewhere the mark is dropped without a word.
 *
 * @param harmful whether the scheduler misreads a first line (its text without the mark) that follows one
 * @param reaction what the scheduler does then, after "the file starts with a UTF-8 byte order mark, "
 */
public record ByteOrderMark(Predicate<String> harmful, String reaction) {
  /** The problem code. */
  public static final String CODE = "io.bom";
  /** The mark as the one character it decodes to. */
  public static final char CHAR = '\uFEFF';

  /** A rule under which every mark is misread: the scheduler reads no first line with one. */
  public static ByteOrderMark always(String reaction) {
    return new ByteOrderMark(line -> true, reaction);
  }

  /**
   * A rule under which a mark is harmless before a blank line or a comment (a line whose first character
   * that is not white space is one of {@code comments}), which the scheduler skips, mark and all.
   */
  public static ByteOrderMark unlessBlankOrComment(String reaction, String comments) {
    return new ByteOrderMark(line -> {
      String t = line.strip();
      return !t.isEmpty() && comments.indexOf(t.charAt(0)) < 0;
    }, reaction);
  }

  /** The {@code io.bom} problem of a source that began with a mark before {@code firstLine}, if harmful. */
  public Optional<Problem> check(String source, boolean bom, String firstLine) {
    if (!bom || !harmful.test(firstLine)) {
      return Optional.empty();
    }
    return Optional.of(Problem.error(SourceLocation.of(source, 1, 1), CODE, "the file starts with a UTF-8 byte "
        + "order mark, " + reaction, "save the file as UTF-8 without a byte order mark (BOM)"));
  }

  /** Whether {@code bytes[from, to)} starts with the mark. */
  public static boolean startsWith(byte[] bytes, int from, int to) {
    return to - from >= 3 && bytes[from] == (byte) 0xEF && bytes[from + 1] == (byte) 0xBB
        && bytes[from + 2] == (byte) 0xBF;
  }

  /** {@code text} without a mark at its start. */
  public static String strip(String text) {
    return !text.isEmpty() && text.charAt(0) == CHAR ? text.substring(1) : text;
  }
}
