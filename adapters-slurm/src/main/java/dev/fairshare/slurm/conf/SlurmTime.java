package dev.fairshare.slurm.conf;

import java.util.Locale;

/**
 * Slurm's time strings ({@code time_str2secs}, {@code time_str2mins} and {@code _is_valid_timespec} in
 * {@code src/common/parse_time.c}; docs/algorithms/slurm.md §10): {@code M}, {@code M:S}, {@code H:M:S}, {@code D-H},
 * {@code D-H:M}, {@code D-H:M:S}, and {@code -1}/{@code INFINITE}/{@code UNLIMITED}. A bare number is
 * minutes.
 */
public final class SlurmTime {
  /** Slurm's INFINITE as the int the parser returns. */
  public static final int INFINITE = -1;
  /** Slurm's NO_VAL as the int the parser returns: not a valid time. */
  public static final int NO_VAL = -2;

  private SlurmTime() {}

  /** Seconds, {@link #INFINITE}, or {@link #NO_VAL} when the text is not a time. */
  public static int seconds(String text) {
    if (text == null || text.isEmpty()) {
      return NO_VAL;
    }
    String lower = text.toLowerCase(Locale.ROOT);
    if (lower.equals("-1") || lower.equals("infinite") || lower.equals("unlimited")) {
      return INFINITE;
    }
    if (!valid(text)) {
      return NO_VAL;
    }
    long d = 0;
    long h = 0;
    long m = 0;
    long s = 0;
    int dash = text.indexOf('-');
    if (dash >= 0) {
      long[] v = scan(text.substring(dash + 1), 3);
      d = leadingInt(text.substring(0, dash)) * 86400;
      h = v[0] * 3600;
      m = v[1] * 60;
      s = v[2];
    } else {
      long[] v = scan(text, 3);
      if (v[3] == 3) {
        h = v[0] * 3600;
        m = v[1] * 60;
        s = v[2];
      } else {
        s = v[1];
        m = v[0] * 60;
      }
    }
    return (int) (d + h + m + s);
  }

  /** Whole minutes, rounded up; {@link #INFINITE} and {@link #NO_VAL} pass through. */
  public static int minutes(String text) {
    int secs = seconds(text);
    return secs == INFINITE || secs == NO_VAL ? secs : (secs + 59) / 60;
  }

  /** Only digits, at most one dash (before any colon), at most two colons, enough digit groups. */
  static boolean valid(String s) {
    int digits = 0;
    int dashes = 0;
    int colons = 0;
    boolean inDigit = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= '0' && c <= '9') {
        if (!inDigit) {
          digits++;
          inDigit = true;
        }
      } else if (c == '-') {
        inDigit = false;
        dashes++;
        if (colons > 0) {
          return false;
        }
      } else if (c == ':') {
        inDigit = false;
        colons++;
      } else {
        return false;
      }
    }
    if (digits == 0 || dashes > 1 || colons > 2) {
      return false;
    }
    int needed = dashes > 0 ? colons + 2 : colons + 1;
    return colons == 0 || digits >= needed;
  }

  /** sscanf of up to n colon-separated ints; element n is the count that matched. */
  private static long[] scan(String text, int n) {
    long[] out = new long[n + 1];
    String[] parts = text.split(":", -1);
    int count = 0;
    for (int k = 0; k < Math.min(n, parts.length); k++) {
      if (parts[k].isEmpty()) {
        break;
      }
      out[k] = scannedInt(parts[k]);
      count++;
    }
    out[n] = count;
    return out;
  }

  private static long leadingInt(String text) {
    return text.isEmpty() ? 0 : scannedInt(text);
  }

  /**
   * What {@code sscanf("%d")} stores for a run of digits: glibc converts with {@code strtol}, which saturates
   * at {@code LONG_MAX}, and stores the {@code int} of it.
   */
  static int scannedInt(String digits) {
    long value;
    try {
      value = Long.parseLong(digits);
    } catch (NumberFormatException e) {
      value = Long.MAX_VALUE;
    }
    return (int) value;
  }
}
