package dev.fairshare.lsf.syntax;

import dev.fairshare.format.ByteOrderMark;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import java.util.ArrayList;
import java.util.List;

/**
 * An LSF configuration file ({@code lsb.users}, {@code lsb.queues}, {@code lsb.params}, {@code lsb.hosts})
 * split into its {@code Begin}/{@code End} sections, with the original text kept for writers.
 *
 * <p>Lines are joined where they end in {@code \}; {@code #} starts a comment outside double quotes. Text
 * outside sections is kept but not interpreted. Problems: {@code lsf.section.unterminated} (a
 * {@code Begin} without its {@code End}, also when another {@code Begin} comes first),
 * {@code lsf.section.unexpected-end} and {@code lsf.section.mismatched-end}.
 */
public final class LsfConfigFile {
  private final LineSource source;
  private final List<LsfSection> sections;

  private LsfConfigFile(LineSource source, List<LsfSection> sections) {
    this.source = source;
    this.sections = List.copyOf(sections);
  }

  /** The source read. */
  public LineSource source() {
    return source;
  }

  /** The sections, in file order. */
  public List<LsfSection> sections() {
    return sections;
  }

  /** The sections of one name, in file order. */
  public List<LsfSection> sections(String name) {
    return sections.stream().filter(s -> s.is(name)).toList();
  }

  /**
   * LSF reads a byte order mark as part of the first line (lsb.conf.c, getBeginLine_conf): it skips every
   * line outside a section, mark and all, but a first line that begins a section then begins none, and
   * LSF skips that whole section.
   */
  static final ByteOrderMark BYTE_ORDER_MARK = new ByteOrderMark(
      line -> line.strip().regionMatches(true, 0, "begin", 0, 5),
      "which LSF reads as part of 'Begin' on line 1, so it skips that whole section; it is harmless only "
          + "before a line outside a section");

  /** Splits a source into sections, recording problems. */
  public static LsfConfigFile parse(LineSource source, ProblemCollector problems) {
    BYTE_ORDER_MARK.check(source.name(), source.bom(), source.firstLine()).ifPresent(problems::add);
    List<LogicalLine> lines = join(source);
    List<LsfSection> sections = new ArrayList<>();
    LogicalLine open = null;
    String openName = null;
    List<LogicalLine> body = new ArrayList<>();
    for (LogicalLine line : lines) {
      String text = line.text();
      int keyword = SectionKeyword.of(text, 0, text.length());
      if (keyword == SectionKeyword.NONE) {
        if (open != null) {
          body.add(line);
        }
        continue;
      }
      String[] words = text.strip().split("\\s+");
      if (keyword == SectionKeyword.BEGIN) {
        if (open != null) {
          unterminated(problems, open, openName, "before the next Begin on line " + line.firstLine());
        }
        open = line;
        openName = words[1];
        body = new ArrayList<>();
      } else {
        if (open == null) {
          problems.error(line.at(line.text().indexOf(words[0])), "lsf.section.unexpected-end",
              "'End " + words[1] + "' without a matching 'Begin " + words[1] + "'",
              "remove it or add the Begin line");
          continue;
        }
        if (!words[1].equalsIgnoreCase(openName)) {
          problems.error(line.at(line.text().indexOf(words[1])), "lsf.section.mismatched-end",
              "'End " + words[1] + "' closes section '" + openName + "' begun on line " + open.firstLine(),
              "write 'End " + openName + "'");
        }
        sections.add(new LsfSection(openName, open.firstLine(), line.lastLine(), body,
            open.at(open.text().indexOf(words[0]))));
        open = null;
      }
    }
    if (open != null) {
      unterminated(problems, open, openName, "at the end of the file");
    }
    return new LsfConfigFile(source, sections);
  }

  private static void unterminated(ProblemCollector problems, LogicalLine open, String name, String where) {
    problems.error(open.at(open.text().indexOf(open.text().strip())), "lsf.section.unterminated",
        "section 'Begin " + name + "' has no 'End " + name + "' " + where,
        "add a line 'End " + name + "' after the section's last line");
  }

  /** Joins continued lines and strips comments. */
  static List<LogicalLine> join(LineSource source) {
    List<LogicalLine> out = new ArrayList<>();
    StringBuilder text = new StringBuilder();
    IntList starts = new IntList();
    IntList lines = new IntList();
    int first = -1;
    int last = 0;
    LineSource.Cursor line = source.cursor();
    while (line.next()) {
      last = line.number();
      String raw = stripComment(line.line());
      String trimmed = raw.stripTrailing();
      boolean continued = trimmed.endsWith("\\");
      if (first < 0 && !continued) {
        out.add(LogicalLine.single(source.name(), raw, line.number()));
        continue;
      }
      if (first < 0) {
        first = line.number();
      }
      String kept = continued ? trimmed.substring(0, trimmed.length() - 1) : raw;
      if (continued || !kept.isEmpty()) {
        starts.add(text.length());
        lines.add(line.number());
      }
      text.append(kept);
      if (continued) {
        text.append(' ');
        continue;
      }
      out.add(new LogicalLine(source.name(), text.toString(), starts.toArray(), lines.toArray(), first,
          line.number()));
      text.setLength(0);
      starts = new IntList();
      lines = new IntList();
      first = -1;
    }
    if (first >= 0) {
      out.add(new LogicalLine(source.name(), text.toString(), starts.toArray(), lines.toArray(), first,
          last));
    }
    return out;
  }

  private static String stripComment(String line) {
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '"') {
        quoted = !quoted;
      } else if (c == '#' && !quoted) {
        return line.substring(0, i);
      }
    }
    return line;
  }

  /** A growable int array. */
  private static final class IntList {
    private int[] values = new int[32];
    private int size;

    void add(int v) {
      if (size == values.length) {
        values = java.util.Arrays.copyOf(values, size * 2);
      }
      values[size++] = v;
    }

    int[] toArray() {
      return java.util.Arrays.copyOf(values, size);
    }
  }
}
