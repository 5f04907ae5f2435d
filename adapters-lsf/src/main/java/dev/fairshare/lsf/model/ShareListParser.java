package dev.fairshare.lsf.model;

import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Reads a {@code USER_SHARES} list, {@code [user1, 10] [group@, 2] [default, 1]}, reporting every bad pair
 * (specs/lsf.md §3.1).
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
    IntFunction<SourceLocation> where = from == 0 ? at : off -> at.apply(off - from);
    List<ShareAssignment> out = new ArrayList<>();
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
      ShareAssignment pair = pair(text, i, close, where, problems);
      if (pair != null) {
        out.add(pair);
      }
      i = close + 1;
    }
    return out;
  }

  private static ShareAssignment pair(String text, int open, int close, IntFunction<SourceLocation> at,
      ProblemCollector problems) {
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
    SourceLocation where = at.apply(open);
    if (text.charAt(nameEnd - 1) == '@') {
      return new ShareAssignment(text.substring(nameStart, nameEnd - 1), ShareAssignment.Kind.EACH_MEMBER,
          shares, where);
    }
    String name = text.substring(nameStart, nameEnd);
    ShareAssignment.Kind kind = switch (name) {
      case "default" -> ShareAssignment.Kind.DEFAULT;
      case "others" -> ShareAssignment.Kind.OTHERS;
      case "all" -> ShareAssignment.Kind.ALL;
      default -> ShareAssignment.Kind.NAME;
    };
    return new ShareAssignment(name, kind, shares, where);
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
