package dev.fairshare.lsf.acct;

import java.util.ArrayList;
import java.util.List;

/**
 * The fields of one {@code lsb.acct} line: separated by spaces, strings in double quotes with embedded
 * quotes doubled (docs/algorithms/lsf.md §8.1). Each field keeps its 1-based column.
 */
final class AcctTokens {
  private final List<String> values = new ArrayList<>();
  private final List<Integer> columns = new ArrayList<>();
  private final List<Boolean> quoted = new ArrayList<>();
  private boolean unterminated;

  AcctTokens(String line) {
    int i = 0;
    int n = line.length();
    while (i < n) {
      char c = line.charAt(i);
      if (c == ' ' || c == '\t') {
        i++;
        continue;
      }
      int start = i;
      if (c == '"') {
        StringBuilder sb = new StringBuilder();
        i++;
        boolean closed = false;
        while (i < n) {
          char d = line.charAt(i);
          if (d == '"') {
            if (i + 1 < n && line.charAt(i + 1) == '"') {
              sb.append('"');
              i += 2;
              continue;
            }
            closed = true;
            i++;
            break;
          }
          sb.append(d);
          i++;
        }
        unterminated |= !closed;
        add(sb.toString(), start, true);
      } else {
        while (i < n && line.charAt(i) != ' ' && line.charAt(i) != '\t') {
          i++;
        }
        add(line.substring(start, i), start, false);
      }
    }
  }

  private void add(String value, int start, boolean isQuoted) {
    values.add(value);
    columns.add(start + 1);
    quoted.add(isQuoted);
  }

  int size() {
    return values.size();
  }

  String get(int k) {
    return values.get(k);
  }

  int column(int k) {
    return k < columns.size() ? columns.get(k) : 1;
  }

  boolean isUnterminated() {
    return unterminated;
  }
}
