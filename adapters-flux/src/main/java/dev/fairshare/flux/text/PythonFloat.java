package dev.fairshare.flux.text;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Python's text of a float, as flux-accounting's Python code prints it: {@code repr} (the shortest
 * digits that read back as the same double, fixed notation from 1e-4 up to 1e16, else an exponent of at
 * least two digits: {@code 1e+16}, {@code 1.5e-05}), and {@code round(x, n)}.
 */
public final class PythonFloat {
  private PythonFloat() {}

  /** {@code repr(x)}. */
  public static String repr(double x) {
    if (Double.isNaN(x)) {
      return "nan";
    }
    if (Double.isInfinite(x)) {
      return x > 0 ? "inf" : "-inf";
    }
    if (x == 0) {
      return (1 / x < 0) ? "-0.0" : "0.0";
    }
    BigDecimal digits = shortest(x);
    String unscaled = digits.unscaledValue().abs().toString();
    int exponent = unscaled.length() - 1 - digits.scale();
    String sign = x < 0 ? "-" : "";
    if (exponent < -4 || exponent >= 16) {
      String mantissa = unscaled.length() == 1 ? unscaled
          : unscaled.charAt(0) + "." + unscaled.substring(1);
      String e = Integer.toString(Math.abs(exponent));
      return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + (e.length() < 2 ? "0" + e : e);
    }
    String plain = digits.abs().toPlainString();
    return sign + (plain.indexOf('.') < 0 ? plain + ".0" : plain);
  }

  /** {@code round(x, places)}: the double nearest to x rounded half-even, on its exact value, to the places. */
  public static double round(double x, int places) {
    if (Double.isNaN(x) || Double.isInfinite(x) || x == 0) {
      return x;
    }
    return new BigDecimal(x).setScale(places, RoundingMode.HALF_EVEN).doubleValue();
  }

  /** The shortest decimal that reads back as x, nearest to x among those of that length, zeros stripped. */
  static BigDecimal shortest(double x) {
    BigDecimal exact = new BigDecimal(x);
    for (int precision = 1; precision <= 17; precision++) {
      BigDecimal nearest = exact.round(new MathContext(precision, RoundingMode.HALF_EVEN));
      if (nearest.doubleValue() == x) {
        return nearest.stripTrailingZeros();
      }
      BigDecimal step = BigDecimal.ONE.movePointLeft(nearest.scale());
      BigDecimal up = nearest.add(step);
      BigDecimal down = nearest.subtract(step);
      boolean upOk = up.precision() <= precision && up.doubleValue() == x;
      boolean downOk = down.precision() <= precision && down.doubleValue() == x;
      if (upOk || downOk) {
        BigDecimal pick = !downOk || (upOk && up.subtract(exact).abs().compareTo(exact.subtract(down).abs()) < 0)
            ? up : down;
        return pick.stripTrailingZeros();
      }
    }
    return exact.round(new MathContext(17, RoundingMode.HALF_EVEN)).stripTrailingZeros();
  }
}
