package dev.fairshare.pbs.accounting;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Splits PBS accounting log lines into records (docs/algorithms/pbs.md §13). A message is blank-separated
 * {@code key=value} items; a value may be quoted with {@code "} or {@code '} (as {@code account="…"} always
 * is, and values with blanks are). A line that is not {@code date time;type;id;message} is a positioned
 * warning and is skipped: accounting logs are appended by the server and a torn last line is common.
 */
public final class AccountingLogParser {
  private static final Pattern STAMP = Pattern.compile("\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d:\\d\\d");

  private AccountingLogParser() {}

  /** The records and problems of one log. */
  public record Result(List<AccountingRecord> records, List<Problem> problems) {}

  /** Parses a whole log. */
  public static Result parse(LineSource source) {
    List<AccountingRecord> records = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    for (LineSource.Line line : source.lines()) {
      String text = line.text();
      if (text.isBlank()) {
        continue;
      }
      String[] parts = text.split(";", 4);
      SourceLocation at = line.at(source.name(), 1);
      if (parts.length < 4 || !STAMP.matcher(parts[0]).matches()) {
        problems.add(Problem.warning(at, "pbs.accounting.bad-line", "not an accounting record "
            + "(MM/DD/YYYY HH:MM:SS;type;id;message); skipped", "check that this is a PBS accounting log"));
        continue;
      }
      Map<String, String> items = items(parts[3], line, source.name(), parts[0].length() + parts[1].length()
          + parts[2].length() + 3, problems);
      records.add(new AccountingRecord(parts[0], parts[1], parts[2], items, at));
    }
    return new Result(records, problems);
  }

  private static Map<String, String> items(String message, LineSource.Line line, String source, int offset,
      List<Problem> problems) {
    Map<String, String> items = new LinkedHashMap<>();
    int i = 0;
    int n = message.length();
    while (i < n) {
      while (i < n && message.charAt(i) == ' ') {
        i++;
      }
      if (i >= n) {
        break;
      }
      int start = i;
      while (i < n && message.charAt(i) != '=' && message.charAt(i) != ' ') {
        i++;
      }
      String key = message.substring(start, i);
      if (i >= n || message.charAt(i) != '=') {
        problems.add(Problem.warning(line.at(source, offset + start + 1), "pbs.accounting.bad-item",
            "'" + key + "' has no '='; ignored", ""));
        continue;
      }
      i++;
      String value;
      if (i < n && (message.charAt(i) == '"' || message.charAt(i) == '\'')) {
        char quote = message.charAt(i);
        int close = message.indexOf(quote, i + 1);
        if (close < 0) {
          problems.add(Problem.warning(line.at(source, offset + i + 1), "pbs.accounting.unclosed-quote",
              "the quoted value of '" + key + "' is never closed; it runs to the end of the line", ""));
          close = n;
        }
        value = message.substring(i + 1, close);
        i = Math.min(n, close + 1);
      } else {
        int vs = i;
        while (i < n && message.charAt(i) != ' ') {
          i++;
        }
        value = message.substring(vs, i);
      }
      items.put(key, value);
    }
    return items;
  }
}
