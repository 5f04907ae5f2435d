package dev.fairshare.pbs.pbsfs;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The few C {@code printf} conversions {@code pbsfs} uses, with C's semantics (docs/algorithms/pbs.md,
 * gotcha 20): {@code %f} rounds the exact binary value half-to-even (2.5 prints {@code 2}, 0.15 prints
 * {@code 0.1}), a negative value that rounds to zero keeps its sign ({@code -0}), infinities and NaN print as
 * {@code inf} and {@code nan}; widths pad with blanks, on the left unless left-justified; nothing is ever cut.
 */
public final class CPrintf {
  private CPrintf() {}

  /** {@code %.Nf} of a double. */
  public static String fixed(double value, int decimals) {
    if (Double.isNaN(value)) {
      return Double.doubleToRawLongBits(value) < 0 ? "-nan" : "nan";
    }
    if (Double.isInfinite(value)) {
      return value > 0 ? "inf" : "-inf";
    }
    String text = new BigDecimal(value).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
    boolean negative = value < 0 || (value == 0 && 1 / value < 0);
    return negative && !text.startsWith("-") ? "-" + text : text;
  }

  /** {@code %W.Nf} ({@code W > 0}, right-justified) or {@code %-W.Nf} ({@code W < 0}). */
  public static String fixed(double value, int width, int decimals) {
    return pad(fixed(value, decimals), width);
  }

  /** {@code %Wd} or {@code %-Wd}. */
  public static String integer(long value, int width) {
    return pad(Long.toString(value), width);
  }

  /** {@code %Ws} or {@code %-Ws}. */
  public static String string(String value, int width) {
    return pad(value, width);
  }

  /** Pads to {@code |width|}: on the left for a positive width, on the right for a negative one. */
  public static String pad(String text, int width) {
    int w = Math.abs(width);
    if (text.length() >= w) {
      return text;
    }
    String blanks = " ".repeat(w - text.length());
    return width < 0 ? text + blanks : blanks + text;
  }
}
