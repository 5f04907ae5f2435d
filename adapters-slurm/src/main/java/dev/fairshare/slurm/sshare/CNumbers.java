package dev.fairshare.slurm.sshare;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * C's {@code printf} conversions {@code %f} and {@code %.*e} for doubles, rounded from the exact binary
 * value as glibc does (Java's {@code String.format} rounds its shortest decimal instead, which differs on
 * some halfway cases).
 */
public final class CNumbers {
  private CNumbers() {}

  /** {@code %.6f}; infinities print {@code inf}/{@code -inf}, NaN prints {@code nan}. */
  public static String fixed(double value) {
    return fixed(value, 6);
  }

  /** {@code %.Nf}. */
  public static String fixed(double value, int precision) {
    String special = special(value);
    if (special != null) {
      return special;
    }
    String text = new BigDecimal(value).setScale(precision, RoundingMode.HALF_EVEN).toPlainString();
    if (value < 0 || (value == 0 && 1 / value < 0)) {
      return text.startsWith("-") ? text : "-" + text;
    }
    return text;
  }

  /** {@code %.Ne}: one digit, a point, N digits, {@code e}, a sign and at least two exponent digits. */
  public static String exponent(double value, int precision) {
    String special = special(value);
    if (special != null) {
      return special;
    }
    boolean negative = value < 0 || (value == 0 && 1 / value < 0);
    String digits;
    int exp;
    if (value == 0) {
      digits = "0".repeat(precision + 1);
      exp = 0;
    } else {
      BigDecimal rounded = new BigDecimal(Math.abs(value)).round(new MathContext(precision + 1,
          RoundingMode.HALF_EVEN));
      String unscaled = rounded.unscaledValue().toString();
      exp = unscaled.length() - 1 - rounded.scale();
      digits = (unscaled + "0".repeat(precision + 1)).substring(0, precision + 1);
    }
    StringBuilder out = new StringBuilder();
    if (negative) {
      out.append('-');
    }
    out.append(digits.charAt(0));
    if (precision > 0) {
      out.append('.').append(digits, 1, precision + 1);
    }
    out.append('e').append(exp < 0 ? '-' : '+');
    int abs = Math.abs(exp);
    out.append(abs < 10 ? "0" + abs : Integer.toString(abs));
    return out.toString();
  }

  private static String special(double value) {
    if (Double.isNaN(value)) {
      return "nan";
    }
    if (Double.isInfinite(value)) {
      return value > 0 ? "inf" : "-inf";
    }
    return null;
  }
}
