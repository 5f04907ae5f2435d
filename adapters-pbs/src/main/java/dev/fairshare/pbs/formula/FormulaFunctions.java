package dev.fairshare.pbs.formula;

import dev.fairshare.math.GlibcPow;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The functions and constants a formula can call: those of Python's {@code math} module that a sort formula
 * may use (PBS runs {@code from math import *}, and these names shadow resources of the same name), then the
 * builtins {@code abs}, {@code min}, {@code max}, {@code round}, {@code int} and {@code float}. Errors are
 * Python's.
 */
final class FormulaFunctions {
  static final Map<String, PyValue> CONSTANTS = Map.of("pi", PyValue.ofFloat(Math.PI), "e",
      PyValue.ofFloat(Math.E), "tau", PyValue.ofFloat(2 * Math.PI), "inf", PyValue.ofFloat(Double.POSITIVE_INFINITY),
      "nan", PyValue.ofFloat(Double.NaN));
  static final Set<String> MATH = Set.of("sqrt", "exp", "log", "log10", "log2", "log1p", "expm1", "pow", "fabs",
      "floor", "ceil", "trunc", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh",
      "hypot", "degrees", "radians", "fmod", "copysign", "erf", "erfc");
  static final Set<String> BUILTINS = Set.of("abs", "min", "max", "round", "int", "float");
  /** CPython's {@code NDIGITS_MAX}: {@code (int) ((DBL_MANT_DIG - DBL_MIN_EXP) * 0.30103)}. */
  private static final int NDIGITS_MAX = 323;
  /** CPython's {@code NDIGITS_MIN}: {@code -(int) ((DBL_MAX_EXP + 1) * 0.30103)}. */
  private static final int NDIGITS_MIN = -308;

  private FormulaFunctions() {}

  /** Whether a name is one of the math module's (which shadow resources). */
  static boolean isMath(String name) {
    return MATH.contains(name) || CONSTANTS.containsKey(name);
  }

  static PyValue call(String name, List<PyValue> args) {
    switch (name) {
      case "abs":
        one(name, args);
        return new PyValue(Math.abs(args.get(0).value()), args.get(0).integral());
      case "min":
      case "max":
        return minMax(name, args);
      case "round":
        return round(args);
      case "int":
        one(name, args);
        return PyValue.ofInt(finite(args.get(0).value(), "cannot convert float infinity to integer") < 0
            ? Math.ceil(args.get(0).value()) : Math.floor(args.get(0).value()));
      case "float":
        one(name, args);
        return PyValue.ofFloat(args.get(0).value());
      case "floor":
        one(name, args);
        return PyValue.ofInt(Math.floor(finite(args.get(0).value(), "cannot convert float infinity to integer")));
      case "ceil":
        one(name, args);
        return PyValue.ofInt(Math.ceil(finite(args.get(0).value(), "cannot convert float infinity to integer")));
      case "trunc":
        one(name, args);
        double t = finite(args.get(0).value(), "cannot convert float infinity to integer");
        return PyValue.ofInt(t < 0 ? Math.ceil(t) : Math.floor(t));
      default:
        return PyValue.ofFloat(real(name, args));
    }
  }

  private static double real(String name, List<PyValue> args) {
    double x = args.isEmpty() ? 0 : args.get(0).value();
    switch (name) {
      case "sqrt": one(name, args); return domain(x >= 0 || Double.isNaN(x), Math.sqrt(x));
      case "exp": one(name, args); return range(Math.exp(x), x);
      case "expm1": one(name, args); return range(Math.expm1(x), x);
      case "log":
        if (args.size() == 2) {
          double b = args.get(1).value();
          domain(x > 0 && b > 0, 0);
          double lb = Math.log(b);
          if (lb == 0) {
            throw new FormulaError("float division by zero");
          }
          return Math.log(x) / lb;
        }
        one(name, args);
        return domain(x > 0 || Double.isNaN(x), Math.log(x));
      case "log10": one(name, args); return domain(x > 0 || Double.isNaN(x), Math.log10(x));
      case "log2": one(name, args); return domain(x > 0 || Double.isNaN(x), Math.log(x) / Math.log(2));
      case "log1p": one(name, args); return domain(x > -1 || Double.isNaN(x), Math.log1p(x));
      case "pow": two(name, args); return mathPow(x, args.get(1).value());
      case "fabs": one(name, args); return Math.abs(x);
      case "sin": one(name, args); return domain(!Double.isInfinite(x), Math.sin(x));
      case "cos": one(name, args); return domain(!Double.isInfinite(x), Math.cos(x));
      case "tan": one(name, args); return domain(!Double.isInfinite(x), Math.tan(x));
      case "asin": one(name, args); return domain(Math.abs(x) <= 1 || Double.isNaN(x), Math.asin(x));
      case "acos": one(name, args); return domain(Math.abs(x) <= 1 || Double.isNaN(x), Math.acos(x));
      case "atan": one(name, args); return Math.atan(x);
      case "atan2": two(name, args); return Math.atan2(x, args.get(1).value());
      case "sinh": one(name, args); return range(Math.sinh(x), x);
      case "cosh": one(name, args); return range(Math.cosh(x), x);
      case "tanh": one(name, args); return Math.tanh(x);
      case "hypot": two(name, args); return Math.hypot(x, args.get(1).value());
      case "degrees": one(name, args); return Math.toDegrees(x);
      case "radians": one(name, args); return Math.toRadians(x);
      case "fmod":
        two(name, args);
        return domain(args.get(1).value() != 0 && !Double.isInfinite(x), x % args.get(1).value());
      case "copysign": two(name, args); return Math.copySign(x, args.get(1).value());
      case "erf": one(name, args); return erf(x);
      case "erfc": one(name, args); return 1 - erf(x);
      default: throw new FormulaError("name '" + name + "' is not defined");
    }
  }

  /**
   * {@code math.pow}: always a float; ValueError for a negative base with a fractional exponent or 0 to a negative
   * power.
   */
  static double mathPow(double x, double y) {
    if (x == 0 && y < 0) {
      throw new FormulaError("math domain error");
    }
    if (x < 0 && y != Math.rint(y) && Double.isFinite(y)) {
      throw new FormulaError("math domain error");
    }
    double r = GlibcPow.pow(x, y);
    if (Double.isInfinite(r) && Double.isFinite(x) && Double.isFinite(y)) {
      throw new FormulaError("math range error");
    }
    return r;
  }

  private static PyValue minMax(String name, List<PyValue> args) {
    if (args.isEmpty()) {
      throw new FormulaError(name + " expected at least 1 argument, got 0");
    }
    if (args.size() == 1) {
      throw new FormulaError("'" + (args.get(0).integral() ? "int" : "float") + "' object is not iterable");
    }
    PyValue best = args.get(0);
    for (PyValue v : args.subList(1, args.size())) {
      boolean better = name.equals("min") ? v.value() < best.value() : v.value() > best.value();
      if (better) {
        best = v;
      }
    }
    return best;
  }

  private static PyValue round(List<PyValue> args) {
    if (args.isEmpty() || args.size() > 2) {
      throw new FormulaError("round() takes at most 2 arguments (" + args.size() + " given)");
    }
    double x = args.get(0).value();
    if (args.size() == 1) {
      return PyValue.ofInt(Math.rint(finite(x, "cannot convert float infinity to integer")));
    }
    if (!args.get(1).integral()) {
      throw new FormulaError("'float' object cannot be interpreted as an integer");
    }
    double digits = args.get(1).value();
    return args.get(0).integral() ? roundInt(x, digits) : roundFloat(x, digits);
  }

  /**
   * Python 3's {@code float.__round__(ndigits)} (CPython's {@code Objects/floatobject.c}): NaN and the
   * infinities are themselves, {@code ndigits} above {@value #NDIGITS_MAX} gives x and below
   * {@value #NDIGITS_MIN} a zero of x's sign; else x's exact binary value rounded half to even at that
   * decimal place, a zero keeping x's sign, and a result beyond a double an error.
   */
  private static PyValue roundFloat(double x, double digits) {
    if (!Double.isFinite(x) || digits > NDIGITS_MAX) {
      return PyValue.ofFloat(x);
    }
    if (digits < NDIGITS_MIN) {
      return PyValue.ofFloat(0.0 * x);
    }
    double r = halfEven(x, (int) digits);
    if (Double.isInfinite(r)) {
      throw new FormulaError("rounded value too large to represent");
    }
    return PyValue.ofFloat(r == 0 ? Math.copySign(0.0, x) : r);
  }

  /** Python 3's {@code int.__round__(ndigits)}: the int itself for ndigits ≥ 0, else rounded half to even. */
  private static PyValue roundInt(double x, double digits) {
    if (digits >= 0) {
      return PyValue.ofInt(x);
    }
    if (digits < NDIGITS_MIN - 1) {
      return PyValue.ofInt(0);
    }
    return PyValue.ofInt(halfEven(x, (int) digits));
  }

  /** x's exact binary value rounded half to even at {@code digits} decimals, as the nearest double. */
  private static double halfEven(double x, int digits) {
    return new java.math.BigDecimal(x).setScale(digits, java.math.RoundingMode.HALF_EVEN).doubleValue();
  }

  private static double finite(double x, String message) {
    if (Double.isInfinite(x)) {
      throw new FormulaError(message);
    }
    if (Double.isNaN(x)) {
      throw new FormulaError("cannot convert float NaN to integer");
    }
    return x;
  }

  private static double domain(boolean ok, double value) {
    if (!ok) {
      throw new FormulaError("math domain error");
    }
    return value;
  }

  private static double range(double value, double x) {
    if (Double.isInfinite(value) && Double.isFinite(x)) {
      throw new FormulaError("math range error");
    }
    return value;
  }

  private static void one(String name, List<PyValue> args) {
    if (args.size() != 1) {
      throw new FormulaError(name + "() takes exactly one argument (" + args.size() + " given)");
    }
  }

  private static void two(String name, List<PyValue> args) {
    if (args.size() != 2) {
      throw new FormulaError(name + " expected 2 arguments, got " + args.size());
    }
  }

  /** The error function (Abramowitz–Stegun 7.1.26 is too coarse; a series and continued fraction are used). */
  private static double erf(double x) {
    if (Double.isNaN(x)) {
      return x;
    }
    double ax = Math.abs(x);
    if (ax < 2.5) {
      double sum = ax;
      double term = ax;
      double x2 = ax * ax;
      for (int n = 1; n < 200; n++) {
        term *= -x2 / n;
        double add = term / (2 * n + 1);
        sum += add;
        if (Math.abs(add) < 1e-17 * Math.abs(sum)) {
          break;
        }
      }
      return Math.copySign(2 / Math.sqrt(Math.PI) * sum, x);
    }
    double f = 0;
    for (int n = 60; n >= 1; n--) {
      f = n / 2.0 / (ax + f);
    }
    double erfc = Math.exp(-ax * ax) / Math.sqrt(Math.PI) / (ax + f);
    return Math.copySign(1 - erfc, x);
  }
}
