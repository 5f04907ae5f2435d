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
    List<ShareAssignment> out = new ArrayList<>();
    int i = 0;
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
        continue;
      }
      if (c != '[') {
        int end = skipWord(text, i);
        problems.error(at.apply(i), "lsf.shares.syntax",
            "expected '[name, shares]', found '" + text.substring(i, end) + "'",
            "write each share assignment as [user_or_group, number_shares]");
        i = end;
        continue;
      }
      int close = text.indexOf(']', i);
      if (close < 0) {
        problems.error(at.apply(i), "lsf.shares.syntax", "'" + text.substring(i).strip() + "' has no closing ']'",
            "close the pair: [name, shares]");
        return out;
      }
      ShareAssignment pair = pair(text, i, close, at, problems);
      if (pair != null) {
        out.add(pair);
      }
      i = close + 1;
    }
    return out;
  }

  private static ShareAssignment pair(String text, int open, int close, IntFunction<SourceLocation> at,
      ProblemCollector problems) {
    String inner = text.substring(open + 1, close);
    int comma = inner.indexOf(',');
    if (comma < 0) {
      problems.error(at.apply(open), "lsf.shares.syntax", "'" + text.substring(open, close + 1)
          + "' has no comma", "write [name, number_shares]");
      return null;
    }
    String name = inner.substring(0, comma).strip();
    String number = inner.substring(comma + 1).strip();
    int numberAt = open + 1 + comma + 1 + (inner.substring(comma + 1).length()
        - inner.substring(comma + 1).stripLeading().length());
    if (name.isEmpty()) {
      problems.error(at.apply(open + 1), "lsf.shares.syntax", "'" + text.substring(open, close + 1)
          + "' names no user or group", "write [name, number_shares]");
      return null;
    }
    int shares;
    try {
      shares = Integer.parseInt(number);
    } catch (NumberFormatException e) {
      shares = -1;
    }
    if (shares < 1) {
      problems.error(at.apply(numberAt), "lsf.shares.bad-number", "number of shares '" + number + "' for '"
          + name + "' is not a positive integer", "shares are a whole number >= 1, such as 10");
      return null;
    }
    SourceLocation where = at.apply(open);
    if (name.endsWith("@")) {
      return new ShareAssignment(name.substring(0, name.length() - 1), ShareAssignment.Kind.EACH_MEMBER,
          shares, where);
    }
    ShareAssignment.Kind kind = switch (name) {
      case "default" -> ShareAssignment.Kind.DEFAULT;
      case "others" -> ShareAssignment.Kind.OTHERS;
      case "all" -> ShareAssignment.Kind.ALL;
      default -> ShareAssignment.Kind.NAME;
    };
    return new ShareAssignment(name, kind, shares, where);
  }

  private static int skipWord(String text, int i) {
    int j = i;
    while (j < text.length() && !Character.isWhitespace(text.charAt(j)) && text.charAt(j) != '[') {
      j++;
    }
    return Math.max(j, i + 1);
  }
}
