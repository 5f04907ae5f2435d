package dev.fairshare.lsf.model;

import dev.fairshare.format.NameIndex;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.syntax.LogicalLine;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Reads a {@code USER_SHARES} list, {@code [user1, 10] [group@, 2] [default, 1]}, reporting every bad pair
 * (docs/algorithms/lsf.md §3.1).
 *
 * <p>Problems: {@code lsf.shares.syntax} (not a bracketed pair, missing comma or name) and
 * {@code lsf.shares.bad-number} (shares that are not a positive integer).
 */
public final class ShareListParser {
  private ShareListParser() {}

  /** The pairs of {@code text}; {@code at} gives the location of an offset in it. */
  public static List<ShareAssignment> parse(String text, IntFunction<SourceLocation> at,
      ProblemCollector problems) {
    return parse(text, 0, text.length(), at, problems);
  }

  /**
   * The pairs of {@code text[from, to)}, the same as {@code parse(text.substring(from, to), at, problems)}:
   * {@code at} is given offsets from {@code from}.
   */
  public static List<ShareAssignment> parse(String text, int from, int to, IntFunction<SourceLocation> at,
      ProblemCollector problems) {
    return parse(text, from, to, from == 0 ? at : off -> at.apply(off - from), null, 0, List.of(), null,
        problems, new ArrayList<>());
  }

  /**
   * The pairs of {@code text[from, to)} where {@code text} is cut from {@code line} at {@code lineOffset}:
   * the same as {@code parse(text, from, to, off -> line.at(lineOffset + from + off), problems)}, but each
   * pair keeps the line and makes its location only when asked.
   */
  public static List<ShareAssignment> parse(String text, int from, int to, LogicalLine line, int lineOffset,
      ProblemCollector problems) {
    return parse(text, from, to, i -> line.at(lineOffset + i), line, lineOffset, List.of(), null, problems,
        new ArrayList<>());
  }

  /**
   * As {@link #parse(String, int, int, LogicalLine, int, ProblemCollector)}; a pair's name equal to one of
   * the first {@value #SHARED_NAMES} {@code known} names (the row's members), or else to a name of
   * {@code index} (may be {@code null}), is that string, not a copy.
   */
  public static List<ShareAssignment> parse(String text, int from, int to, LogicalLine line, int lineOffset,
      List<String> known, NameIndex index, ProblemCollector problems) {
    return parse(text, from, to, i -> line.at(lineOffset + i), line, lineOffset, known, index, problems,
        new ArrayList<>());
  }

  /**
   * As {@link #parse(String, int, int, LogicalLine, int, List, NameIndex, ProblemCollector)}, the pairs
   * gathered in {@code scratch} (cleared before and after, for the caller to reuse from row to row) and
   * returned as an unmodifiable copy.
   */
  public static List<ShareAssignment> parse(String text, int from, int to, LogicalLine line, int lineOffset,
      List<String> known, NameIndex index, ProblemCollector problems, List<ShareAssignment> scratch) {
    scratch.clear();
    List<ShareAssignment> pairs = List.copyOf(parse(text, from, to, i -> line.at(lineOffset + i), line,
        lineOffset, known, index, problems, scratch));
    scratch.clear();
    return pairs;
  }

  /** How many known names a pair's name is compared with before it is cut out of the text. */
  static final int SHARED_NAMES = 8;

  /**
   * The pairs of {@code text[from, to)}; {@code where} gives the location of an index of {@code text};
   * with a {@code line}, pairs are located lazily at {@code lineOffset} plus their index.
   */
  private static List<ShareAssignment> parse(String text, int from, int to, IntFunction<SourceLocation> where,
      LogicalLine line, int lineOffset, List<String> known, NameIndex index, ProblemCollector problems,
      List<ShareAssignment> out) {
    int i = from;
    while (i < to) {
      char c = text.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
        continue;
      }
      if (c != '[') {
        int end = skipWord(text, i, to);
        problems.error(where.apply(i), "lsf.shares.syntax",
            "expected '[name, shares]', found '" + text.substring(i, end) + "'",
            "write each share assignment as [user_or_group, number_shares]");
        i = end;
        continue;
      }
      int close = text.indexOf(']', i);
      if (close < 0 || close >= to) {
        problems.error(where.apply(i), "lsf.shares.syntax", "'" + text.substring(i, to).strip()
            + "' has no closing ']'", "close the pair: [name, shares]");
        return out;
      }
      ShareAssignment pair = pair(text, i, close, where, line, lineOffset, known, index, problems);
      if (pair != null) {
        out.add(pair);
      }
      i = close + 1;
    }
    return out;
  }

  private static ShareAssignment pair(String text, int open, int close, IntFunction<SourceLocation> at,
      LogicalLine line, int lineOffset, List<String> known, NameIndex index, ProblemCollector problems) {
    int comma = text.indexOf(',', open + 1);
    if (comma < 0 || comma > close) {
      problems.error(at.apply(open), "lsf.shares.syntax", "'" + text.substring(open, close + 1)
          + "' has no comma", "write [name, number_shares]");
      return null;
    }
    int nameStart = skipSpace(text, open + 1, comma);
    int nameEnd = trimSpace(text, nameStart, comma);
    int numberAt = skipSpace(text, comma + 1, close);
    int numberEnd = trimSpace(text, numberAt, close);
    if (nameStart == nameEnd) {
      problems.error(at.apply(open + 1), "lsf.shares.syntax", "'" + text.substring(open, close + 1)
          + "' names no user or group", "write [name, number_shares]");
      return null;
    }
    int shares;
    try {
      shares = Integer.parseInt(text, numberAt, numberEnd, 10);
    } catch (NumberFormatException e) {
      shares = -1;
    }
    if (shares < 1) {
      problems.error(at.apply(numberAt), "lsf.shares.bad-number", "number of shares '"
          + text.substring(numberAt, numberEnd) + "' for '" + text.substring(nameStart, nameEnd)
          + "' is not a positive integer", "shares are a whole number >= 1, such as 10");
      return null;
    }
    if (text.charAt(nameEnd - 1) == '@') {
      return assignment(name(text, nameStart, nameEnd - 1, known, index), ShareAssignment.Kind.EACH_MEMBER, shares,
          open, at, line, lineOffset);
    }
    String name = name(text, nameStart, nameEnd, known, index);
    ShareAssignment.Kind kind = switch (name) {
      case "default" -> ShareAssignment.Kind.DEFAULT;
      case "others" -> ShareAssignment.Kind.OTHERS;
      case "all" -> ShareAssignment.Kind.ALL;
      default -> ShareAssignment.Kind.NAME;
    };
    return assignment(name, kind, shares, open, at, line, lineOffset);
  }

  /** {@code text[from, to)}: one of the first known names or of the index if equal, else a new string. */
  private static String name(String text, int from, int to, List<String> known, NameIndex index) {
    int length = to - from;
    for (int k = 0, n = Math.min(known.size(), SHARED_NAMES); k < n; k++) {
      String s = known.get(k);
      if (s.length() == length && text.regionMatches(from, s, 0, length)) {
        return s;
      }
    }
    String indexed = index == null ? null : index.key(text, from, to);
    return indexed != null ? indexed : text.substring(from, to);
  }

  private static ShareAssignment assignment(String name, ShareAssignment.Kind kind, int shares, int open,
      IntFunction<SourceLocation> at, LogicalLine line, int lineOffset) {
    return line != null ? new ShareAssignment(name, kind, shares, line, lineOffset + open)
        : new ShareAssignment(name, kind, shares, at.apply(open));
  }

  /** The first index in {@code [from, to)} that is not white space ({@link String#strip}'s), or {@code to}. */
  private static int skipSpace(String text, int from, int to) {
    while (from < to && Character.isWhitespace(text.charAt(from))) {
      from++;
    }
    return from;
  }

  /** One past the last index in {@code [from, to)} that is not white space, or {@code from}. */
  private static int trimSpace(String text, int from, int to) {
    while (to > from && Character.isWhitespace(text.charAt(to - 1))) {
      to--;
    }
    return to;
  }

  private static int skipWord(String text, int i, int to) {
    int j = i;
    while (j < to && !Character.isWhitespace(text.charAt(j)) && text.charAt(j) != '[') {
      j++;
    }
    return Math.max(j, i + 1);
  }
}
