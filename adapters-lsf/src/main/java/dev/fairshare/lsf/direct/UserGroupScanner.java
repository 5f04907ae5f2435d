package dev.fairshare.lsf.direct;

import dev.fairshare.format.LineSource;
import dev.fairshare.lsf.syntax.Chars;
import dev.fairshare.lsf.syntax.FieldScan;
import dev.fairshare.lsf.syntax.LogicalLine;
import dev.fairshare.lsf.syntax.SectionKeyword;
import java.util.Arrays;
import java.util.Locale;

/**
 * Reads the {@code UserGroup} rows of {@code lsb.users} from the line cursor into {@link UserGroupRows}
 * (docs/algorithms/lsf.md §4.1, sections §9.1): logical lines (comments cut, continued lines joined), the
 * {@code Begin}/{@code End} sections, each section's header and rows split into fields, GROUP_MEMBER and
 * USER_SHARES (§3.1) read in place.
 *
 * <p>It reads what {@code LsfConfigFile}, {@code ColumnTable} and {@code LsbUsersReader} read, in the same
 * way, but only as long as they would report nothing: at the first thing they would report (and at a few
 * rare things it leaves to them) it gives up, and the caller reads the text with them instead.
 */
final class UserGroupScanner {
  private final String sourceName;
  private final String text;
  private final UserGroupRows rows;
  /** The fields of the line being split: start and end offsets, two ints a field. */
  private int[] fields = new int[16];
  private int fieldCount;
  private boolean open;
  private String openName;
  private boolean userGroup;
  private boolean started;
  private int headerSize;
  private int nameColumn;
  private int memberColumn;
  private int sharesColumn;

  private UserGroupScanner(LineSource source, int expectedRows) {
    this.sourceName = source.name();
    this.text = source.text();
    this.rows = new UserGroupRows(expectedRows);
  }

  /**
   * The scanner that has read the rows of a source, or {@code null} when the former readers would report a
   * problem (or meet one of the rare things left to them). Group names are not checked for duplicates here
   * (the reader's index of them does).
   */
  static UserGroupScanner scan(LineSource source) {
    UserGroupScanner s = new UserGroupScanner(source, lineCount(source.text()));
    return s.scanAll() ? s : null;
  }

  /** The number of line feeds in a text (about the rows it holds, for sizing). */
  private static int lineCount(String text) {
    int lines = 0;
    for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
      lines++;
    }
    return lines;
  }

  /** The rows read. */
  UserGroupRows rows() {
    return rows;
  }

  private boolean scanAll() {
    StringBuilder joinedText = null;
    int[] starts = null;
    int[] lines = null;
    int parts = 0;
    int first = -1;
    int last = 0;
    int n = text.length();
    int number = 0;
    int nextFeed = -1;
    int nextReturn = -1;
    int nextHash = -1;
    int nextQuote = -1;
    for (int start = 0, next; start < n; start = next) {
      number++;
      last = number;
      if (nextFeed < start) {
        nextFeed = indexOf(text, '\n', start);
      }
      if (nextReturn < start) {
        nextReturn = indexOf(text, '\r', start);
      }
      if (nextHash < start) {
        nextHash = indexOf(text, '#', start);
      }
      if (nextQuote < start) {
        nextQuote = indexOf(text, '"', start);
      }
      int end = Math.min(nextFeed, nextReturn);
      int cut = nextQuote < end ? commentCut(text, start, end) : Math.min(nextHash, end);
      next = end < n && text.charAt(end) == '\r' && end + 1 < n && text.charAt(end + 1) == '\n' ? end + 2 : end + 1;
      int trimmed = cut;
      while (trimmed > start && Chars.isWhitespace(text.charAt(trimmed - 1))) {
        trimmed--;
      }
      boolean continued = trimmed > start && text.charAt(trimmed - 1) == '\\';
      if (first < 0 && !continued) {
        if (!logicalLine(text, start, cut, number, null)) {
          return false;
        }
        continue;
      }
      if (first < 0) {
        first = number;
        joinedText = new StringBuilder();
        starts = new int[8];
        lines = new int[8];
        parts = 0;
      }
      int keptEnd = continued ? trimmed - 1 : cut;
      if (continued || keptEnd > start) {
        if (parts == starts.length) {
          starts = Arrays.copyOf(starts, parts * 2);
          lines = Arrays.copyOf(lines, parts * 2);
        }
        starts[parts] = joinedText.length();
        lines[parts++] = number;
      }
      joinedText.append(text, start, keptEnd);
      if (continued) {
        joinedText.append(' ');
        continue;
      }
      if (!joined(joinedText, starts, lines, parts, first, number)) {
        return false;
      }
      first = -1;
    }
    if (first >= 0 && !joined(joinedText, starts, lines, parts, first, last)) {
      return false;
    }
    return !open;
  }

  private boolean joined(StringBuilder joinedText, int[] starts, int[] lines, int parts, int first, int last) {
    String t = joinedText.toString();
    LogicalLine line = new LogicalLine(sourceName, t, Arrays.copyOf(starts, parts), Arrays.copyOf(lines, parts),
        first, last);
    return logicalLine(t, 0, t.length(), first, line);
  }

  /**
   * The first index of {@code c} in {@code text} from {@code from}, or its length: the next line end,
   * {@code #} or quote, found by {@link String#indexOf(int, int)} (vectorized) once for many lines.
   */
  private static int indexOf(String text, char c, int from) {
    int i = text.indexOf(c, from);
    return i < 0 ? text.length() : i;
  }

  /** Where {@code #} starts a comment in {@code t[from, to)} (outside double quotes), or {@code to}. */
  private static int commentCut(String t, int from, int to) {
    boolean quoted = false;
    for (int i = from; i < to; i++) {
      char c = t.charAt(i);
      if (c == '"') {
        quoted = !quoted;
      } else if (c == '#' && !quoted) {
        return i;
      }
    }
    return to;
  }

  /** One logical line {@code t[from, to)}; false to give up. */
  private boolean logicalLine(String t, int from, int to, int number, LogicalLine line) {
    int keyword = SectionKeyword.of(t, from, to);
    if (keyword == SectionKeyword.NONE) {
      return !open || !userGroup || row(t, from, to, number, line);
    }
    String[] words = t.substring(from, to).strip().split("\\s+");
    if (keyword == SectionKeyword.BEGIN) {
      if (open) {
        return false;
      }
      open = true;
      openName = words[1];
      userGroup = openName.equalsIgnoreCase("UserGroup");
      started = false;
      headerSize = 0;
      return true;
    }
    if (!open || !words[1].equalsIgnoreCase(openName)) {
      return false;
    }
    open = false;
    return !userGroup || started || hasColumns();
  }

  private boolean hasColumns() {
    return nameColumn >= 0 && memberColumn >= 0 && headerSize > 0;
  }

  /** A line of a UserGroup section: the header, or a row; false to give up. */
  private boolean row(String t, int from, int to, int number, LogicalLine line) {
    int s = FieldScan.skipWhitespace(t, from, to);
    if (s == to || !split(t, from, to)) {
      return s == to;
    }
    if (headerSize == 0) {
      header(t);
      return true;
    }
    if (!started) {
      started = true;
      if (!hasColumns()) {
        return false;
      }
    }
    if (fieldCount > headerSize) {
      return false;
    }
    int name = 2 * nameColumn;
    int member = 2 * memberColumn;
    if (nameColumn >= fieldCount || memberColumn >= fieldCount) {
      return false;
    }
    int memberFrom = fields[member];
    int memberTo = fields[member + 1];
    boolean external = memberTo - memberFrom == 1 && t.charAt(memberFrom) == '!';
    if (!external && !isList(t, memberFrom, memberTo, true)) {
      return false;
    }
    String groupName = t.substring(fields[name], fields[name + 1]);
    if (groupName.equals("all") || groupName.equals("others") || groupName.equals("default")) {
      return false;
    }
    rows.startGroup(groupName, t, from, number, line, fields[name], external);
    if (!external) {
      members(t, memberFrom, memberTo);
    }
    if (sharesColumn >= 0 && sharesColumn < fieldCount) {
      int sharesFrom = fields[2 * sharesColumn];
      int sharesTo = fields[2 * sharesColumn + 1];
      if (!isList(t, sharesFrom, sharesTo, false) || !ShareListScanner.scan(t, sharesFrom + 1, sharesTo - 1, rows)) {
        return false;
      }
    }
    rows.endGroup();
    return true;
  }

  /** The header's column indexes, as {@code ColumnTable} upper-cases and {@code List.indexOf} finds them. */
  private void header(String t) {
    headerSize = fieldCount;
    nameColumn = -1;
    memberColumn = -1;
    sharesColumn = -1;
    for (int f = fieldCount - 1; f >= 0; f--) {
      String column = t.substring(fields[2 * f], fields[2 * f + 1]).toUpperCase(Locale.ROOT);
      if (column.equals("GROUP_NAME")) {
        nameColumn = f;
      } else if (column.equals("GROUP_MEMBER")) {
        memberColumn = f;
      } else if (column.equals("USER_SHARES")) {
        sharesColumn = f;
      }
    }
  }

  /** GROUP_MEMBER {@code t[from, to)}, a list: its names, a trailing {@code /} left out. */
  private void members(String t, int from, int to) {
    boolean parenthesised = t.charAt(from) == '(';
    int i = parenthesised ? from + 1 : from;
    int end = parenthesised ? to - 1 : to;
    while (i < end) {
      while (i < end && Chars.isWhitespace(t.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < end && !Chars.isWhitespace(t.charAt(i))) {
        i++;
      }
      if (i > start) {
        rows.member(start, t.charAt(i - 1) == '/' ? i - 1 : i);
      }
    }
  }

  /** As {@code LsbUsersReader.isList}: {@code ( … )}, or for GROUP_MEMBER also {@code all}. */
  private static boolean isList(String t, int from, int to, boolean members) {
    return to - from >= 2 && t.charAt(from) == '(' && t.charAt(to - 1) == ')'
        || members && to - from == 3 && t.startsWith("all", from);
  }

  /**
   * Splits {@code t[from, to)} into fields as {@code ColumnTable} does (a parenthesised list, a bracketed
   * pair or a quoted string is one field); false when a field is unbalanced.
   */
  private boolean split(String t, int from, int to) {
    fieldCount = 0;
    int i = FieldScan.skipWhitespace(t, from, to);
    while (i < to) {
      int start = i;
      i = FieldScan.fieldEnd(t, start, to);
      if (i < 0) {
        return false;
      }
      if (2 * fieldCount + 2 > fields.length) {
        fields = Arrays.copyOf(fields, fields.length * 2);
      }
      fields[2 * fieldCount] = start;
      fields[2 * fieldCount++ + 1] = i;
      i = FieldScan.skipWhitespace(t, i, to);
    }
    return true;
  }
}
