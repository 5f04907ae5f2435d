package dev.fairshare.pbs.formula;

import dev.fairshare.math.GlibcPow;

/** Python 3's arithmetic on ints and floats, with its exceptions (docs/algorithms/pbs.md §8). */
final class PyArithmetic {
  private PyArithmetic() {}

  static PyValue apply(String op, PyValue a, PyValue b) {
    boolean ints = a.integral() && b.integral();
    double x = a.value();
    double y = b.value();
    return switch (op) {
      case "+" -> new PyValue(x + y, ints);
      case "-" -> new PyValue(x - y, ints);
      case "*" -> new PyValue(x * y, ints);
      case "/" -> {
        if (y == 0) {
          throw new FormulaError(ints ? "division by zero" : "float division by zero");
        }
        yield PyValue.ofFloat(x / y);
      }
      case "//" -> {
        if (y == 0) {
          throw new FormulaError(ints ? "integer division or modulo by zero" : "float floor division by zero");
        }
        yield new PyValue(Math.floor(x / y), ints);
      }
      case "%" -> {
        if (y == 0) {
          throw new FormulaError(ints ? "integer division or modulo by zero" : "float modulo");
        }
        double r = x % y;
        if (r != 0 && (r < 0) != (y < 0)) {
          r += y;
        }
        yield new PyValue(r, ints);
      }
      case "**" -> power(a, b);
      default -> throw new IllegalStateException(op);
    };
  }

  private static PyValue power(PyValue a, PyValue b) {
    double x = a.value();
    double y = b.value();
    if (a.integral() && b.integral() && y >= 0) {
      double r = Math.pow(x, y);
      if (Double.isInfinite(r)) {
        throw FormulaEvaluator.tooLargeInt();
      }
      return PyValue.ofInt(r);
    }
    if (x == 0 && y < 0) {
      throw new FormulaError("0.0 cannot be raised to a negative power");
    }
    if (x < 0 && y != Math.rint(y) && Double.isFinite(y)) {
      throw FormulaEvaluator.complex();
    }
    double r = GlibcPow.pow(x, y);
    if (Double.isInfinite(r) && Double.isFinite(x) && Double.isFinite(y)) {
      throw new FormulaError("(34, 'Numerical result out of range')");
    }
    return PyValue.ofFloat(r);
  }
}
