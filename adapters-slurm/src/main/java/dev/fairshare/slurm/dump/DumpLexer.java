package dev.fairshare.slurm.dump;

import dev.fairshare.format.LineSource;
import dev.fairshare.io.FileLines;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The line reader of {@code sacctmgr load}: splits a dump into {@link DumpLine}s (Slurm's
 * {@code _get_next_line}, {@code _strip_comments}, {@code _strip_continuation}, {@code _strip_escapes} in
 * {@code src/sacctmgr/file_functions.c}; docs/algorithms/slurm.md §9.2).
 *
 * <ul>
 *   <li>a {@code #} preceded by an even number of backslashes starts a comment;
 *   <li>an odd number of trailing backslashes (then optional white space) continues the line: the last
 *       backslash and what follows it are dropped and the next physical line is appended;
 *   <li>then every {@code \x} becomes {@code x};
 *   <li>lines that are empty after this are skipped.
 * </ul>
 * The comment-only lines before the first logical line are kept apart as the file's header.
 */
public final class DumpLexer {
  private final List<DumpLine> lines = new ArrayList<>();
  private final List<String> header = new ArrayList<>();
  private final Consumer<DumpLine> sink;
  private boolean any;
  private boolean inHeader = true;
  /** The physical lines of a continued logical line so far, or {@code null}. */
  private StringBuilder pending;
  /** The number of the first physical line of {@link #pending}. */
  private int first;

  private DumpLexer(Consumer<DumpLine> sink) {
    this.sink = sink == null ? lines::add : sink;
  }

  /** Splits a source. */
  public static DumpLexer split(LineSource source) {
    DumpLexer lexer = new DumpLexer(null);
    lexer.run(source);
    return lexer;
  }

  /**
   * Splits a source, handing each logical line to {@code sink} as soon as it is complete instead of keeping
   * them ({@link #lines()} stays empty); the header is kept as with {@link #split}.
   */
  public static DumpLexer stream(LineSource source, Consumer<DumpLine> sink) {
    DumpLexer lexer = new DumpLexer(sink);
    lexer.run(source);
    return lexer;
  }

  /** The logical lines, in file order, empty ones left out. */
  public List<DumpLine> lines() {
    return lines;
  }

  /** The comment lines that open the file, verbatim. */
  public List<String> header() {
    return header;
  }

  /**
   * Splits a file read a line at a time ({@link FileLines}: never the whole text in memory), handing each
   * logical line to {@code sink}; the header is kept as with {@link #split}.
   */
  public static DumpLexer stream(FileLines file, Consumer<DumpLine> sink) {
    DumpLexer lexer = new DumpLexer(sink);
    while (file.next()) {
      lexer.accept(file.number(), file.line());
    }
    lexer.finish();
    return lexer;
  }

  private void run(LineSource source) {
    LineSource.Cursor line = source.cursor();
    while (line.next()) {
      accept(line.number(), line.line());
    }
    finish();
  }

  /** Takes the next physical line. */
  private void accept(int number, String physical) {
    if (pending == null && inHeader && !physical.isEmpty() && physical.charAt(0) == '#') {
      header.add(physical);
      return;
    }
    String text = stripComment(physical);
    int cut = continuationCut(text);
    if (pending == null && cut < 0) {
      emit(number, text, false);
    } else {
      if (pending == null) {
        pending = new StringBuilder();
        first = number;
      }
      if (cut >= 0) {
        pending.append(text, 0, cut);
        return;
      }
      pending.append(text);
      emit(first, pending.toString(), number != first);
      pending = null;
    }
    if (any) {
      inHeader = false;
    }
  }

  /** Ends the text: a continued last line is emitted as it is. */
  private void finish() {
    if (pending != null) {
      emit(first, pending.toString(), true);
      pending = null;
    }
  }

  private void emit(int number, String text, boolean continued) {
    String resolved = unescape(text);
    if (!resolved.isBlank()) {
      any = true;
      sink.accept(new DumpLine(number, resolved, continued));
    }
  }

  /** Cuts the line at the first {@code #} preceded by an even number of backslashes. */
  public static String stripComment(String line) {
    int backslashes = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '#' && backslashes % 2 == 0) {
        return line.substring(0, i);
      }
      backslashes = c == '\\' ? backslashes + 1 : 0;
    }
    return line;
  }

  /**
   * Where a continued line is cut (the index of its last trailing backslash), or -1 when the line does not
   * end in an odd number of backslashes followed by optional white space.
   */
  public static int continuationCut(String line) {
    int i = line.length() - 1;
    while (i >= 0 && Character.isWhitespace(line.charAt(i))) {
      i--;
    }
    int backslashes = 0;
    int j = i;
    while (j >= 0 && line.charAt(j) == '\\') {
      backslashes++;
      j--;
    }
    return backslashes % 2 == 1 ? i : -1;
  }

  /** Turns every {@code \x} into {@code x}. */
  public static String unescape(String text) {
    if (text.indexOf('\\') < 0) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\\' && i + 1 < text.length()) {
        i++;
        c = text.charAt(i);
      } else if (c == '\\') {
        continue;
      }
      out.append(c);
    }
    return out.toString();
  }
}
