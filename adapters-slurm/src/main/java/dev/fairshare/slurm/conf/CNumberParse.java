package dev.fairshare.slurm.conf;

import java.util.Locale;

/**
 * Slurm's unsigned config numbers ({@code s_p_handle_uint32} and {@code s_p_handle_uint16} in
 * {@code src/common/parse_value.c}; docs/algorithms/slurm.md §10): {@code strtoul} with base 0 (so {@code 0x1f} and
 * octal {@code 017}), a {@code k}/{@code K} suffix multiplying by 1024 (uint32 only), {@code UNLIMITED} or
 * {@code INFINITE} for the all-ones value; negative values and values out of range are refused.
 */
public final class CNumberParse {
  private CNumberParse() {}

  /** The value of a uint32 setting, or -1 if Slurm refuses it. */
  public static long uint32(String text) {
    return parse(text, 0xffffffffL, true);
  }

  /** The value of a uint16 setting, or -1 if Slurm refuses it. */
  public static long uint16(String text) {
    return parse(text, 0xffffL, false);
  }

  private static long parse(String text, long max, boolean kSuffix) {
    String lower = text.toLowerCase(Locale.ROOT);
    if (lower.equals("unlimited") || lower.equals("infinite")) {
      return max;
    }
    String t = text.strip();
    if (t.startsWith("-")) {
      return -1;
    }
    if (t.startsWith("+")) {
      t = t.substring(1);
    }
    long multiplier = 1;
    if (kSuffix && (t.endsWith("k") || t.endsWith("K"))) {
      multiplier = 1024;
      t = t.substring(0, t.length() - 1);
    }
    int radix = 10;
    if (t.length() > 1 && t.charAt(0) == '0' && (t.charAt(1) == 'x' || t.charAt(1) == 'X')) {
      radix = 16;
      t = t.substring(2);
    } else if (t.length() > 1 && t.charAt(0) == '0') {
      radix = 8;
      t = t.substring(1);
    }
    if (t.isEmpty() || t.length() > 20) {
      return -1;
    }
    try {
      long value = Long.parseLong(t, radix) * multiplier;
      return value > max ? -1 : value;
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
