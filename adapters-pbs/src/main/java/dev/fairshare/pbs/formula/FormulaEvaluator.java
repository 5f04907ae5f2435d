package dev.fairshare.pbs.formula;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.pbs.pbsfs.CPrintf;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Evaluates a parsed {@code job_sort_formula} for one job as PBS's embedded Python does (docs/algorithms/pbs.md §8,
 * gotcha 7), without ever running code: it walks the tree {@link FormulaParser} built.
 *
 * <p>The values are those PBS pastes into its dictionary as text: {@code fairshare_perc} and
 * {@code fair_share_perc} ({@code tree_percentage}), {@code fairshare_tree_usage} and
 * {@code fairshare_factor} rounded by {@code %f} to 6 decimals; resources by {@code %.*f} with at most 4
 * decimals (an int when none), 0 when not requested; {@code eligible_time}, {@code queue_priority},
 * {@code job_priority}, {@code accrue_type} as ints. Names resolve as in PBS's {@code eval}: math names first
 * (they shadow resources), then the dictionary, then builtins. A Python exception gives the value 0 with
 * its message; a result that is not a float (complex, from a negative number to a fractional power, or an
 * int too large for a double) gives −1, as
 * {@code PyFloat_AsDouble} does, and so does such an int given to a function that keeps it an int
 * ({@code round(10**400, -1)}, {@code int(10**400)}); a function that needs a float of it fails with Python's
 * "int too large to convert to float".
 */
public final class FormulaEvaluator {
  private final Map<String, PyValue> globals = new HashMap<>();

  /** The value PBS sorts by, and the Python error text when evaluation failed ({@code null} otherwise). */
  public record Outcome(double value, String error) {}

  /**
   * A value that is not a float and that {@code PyFloat_AsDouble} turns into −1: a complex number, or (when
   * {@code tooLargeInt}) an int too large for a double, such as {@code 10**400}.
   */
  private static final class NotReal extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final boolean tooLargeInt;

    NotReal(boolean tooLargeInt) {
      super(null, null, false, false);
      this.tooLargeInt = tooLargeInt;
    }
  }

  /**
   * The builtins and math functions that give an int too large for a double back as such an int (or, for
   * {@code max}, {@code min} and the logarithms, a value this evaluator, holding no such int, cannot tell):
   * the formula's value is then −1. Every other function converts it to a float and fails as Python 3.11
   * does ({@code python3 -c "from math import *; sqrt(10**400)"}: OverflowError, "int too large to convert
   * to float").
   */
  private static final java.util.Set<String> KEEP_TOO_LARGE_INT = java.util.Set.of("abs", "round", "int",
      "floor", "ceil", "trunc", "max", "min", "log", "log10", "log2");

  private FormulaEvaluator(FormulaInputs in) {
    for (String r : in.knownResources()) {
      globals.put(r, PyValue.ofInt(0));
    }
    in.resources().forEach((name, v) -> globals.put(name, resource(v)));
    globals.put("eligible_time", PyValue.ofInt(in.eligibleTime()));
    globals.put("queue_priority", PyValue.ofInt(in.queuePriority()));
    globals.put("job_priority", PyValue.ofInt(in.jobPriority()));
    globals.put("accrue_type", PyValue.ofInt(in.accrueType()));
    globals.put("fairshare_perc", sixDecimals(in.treePercentage()));
    globals.put("fair_share_perc", sixDecimals(in.treePercentage()));
    globals.put("fairshare_tree_usage", sixDecimals(in.usageFactor()));
    globals.put("fairshare_factor", sixDecimals(in.factor()));
  }

  /** Evaluates a formula for one job. */
  public static Outcome evaluate(FormulaNode formula, FormulaInputs inputs) {
    FormulaEvaluator e = new FormulaEvaluator(inputs);
    try {
      return new Outcome(e.eval(formula).value(), null);
    } catch (FormulaError err) {
      return new Outcome(0, err.getMessage());
    } catch (NotReal complex) {
      return new Outcome(-1, null);
    }
  }

  /**
   * The check qmgr makes when the formula is set: every name must be a keyword, a known resource or a math
   * name ({@code Formula contains invalid keyword}, PBSE_BAD_FORMULA_KW); every problem at its column.
   */
  public static void validate(FormulaNode formula, java.util.Set<String> knownResources, SourceLocation where) {
    FormulaEvaluator e = new FormulaEvaluator(new FormulaInputs(knownResources, Map.of(), 0, 0, 0, 0, 0, 0, 0));
    List<Problem> problems = new ArrayList<>();
    e.checkNames(formula, where, problems);
    if (!problems.isEmpty()) {
      throw new ConfigParseException(problems);
    }
  }

  /**
   * The text PBS logs: {@code Formula Evaluation = %.*f} with at most 4 decimals (C's {@code %f},
   * {@link CPrintf#fixed}: an infinite value, as {@code 1e400} gives, prints {@code inf}).
   */
  public static String logValue(double value) {
    return CPrintf.fixed(value, Double.isFinite(value) ? floatDigits(value, 4) : 0);
  }

  private void checkNames(FormulaNode node, SourceLocation where, List<Problem> out) {
    if (node instanceof FormulaNode.Name n) {
      if (!FormulaFunctions.isMath(n.name()) && !globals.containsKey(n.name())) {
        out.add(Problem.error(column(where, n.column()), "pbs.formula.keyword",
            "'" + n.name() + "' is not a keyword or a resource (PBS: Formula contains invalid keyword)",
            "use fairshare_perc, fairshare_tree_usage, fairshare_factor, eligible_time, queue_priority, "
                + "job_priority, accrue_type or a numeric resource"));
      }
    } else if (node instanceof FormulaNode.Unary u) {
      checkNames(u.operand(), where, out);
    } else if (node instanceof FormulaNode.Binary b) {
      checkNames(b.left(), where, out);
      checkNames(b.right(), where, out);
    } else if (node instanceof FormulaNode.Call c) {
      if (!FormulaFunctions.MATH.contains(c.function()) && !FormulaFunctions.BUILTINS.contains(c.function())) {
        out.add(Problem.error(column(where, c.column()), "pbs.formula.keyword",
            "'" + c.function() + "' is not a function a formula can call (PBS: Formula contains invalid "
                + "keyword)", "use pow, sqrt, exp, log, floor, ceil, abs, min, max, round ..."));
      }
      c.args().forEach(a -> checkNames(a, where, out));
    }
  }

  private static SourceLocation column(SourceLocation where, int column) {
    return SourceLocation.of(where.source(), Math.max(1, where.line()), Math.max(1, where.column()) + column - 1);
  }

  private PyValue eval(FormulaNode node) {
    if (node instanceof FormulaNode.Num n) {
      return new PyValue(n.value(), n.integral());
    }
    if (node instanceof FormulaNode.Name n) {
      return name(n.name());
    }
    if (node instanceof FormulaNode.Unary u) {
      PyValue v = eval(u.operand());
      return u.op() == '-' ? new PyValue(-v.value(), v.integral()) : v;
    }
    if (node instanceof FormulaNode.Binary b) {
      return PyArithmetic.apply(b.op(), eval(b.left()), eval(b.right()));
    }
    return call((FormulaNode.Call) node);
  }

  private PyValue name(String name) {
    PyValue constant = FormulaFunctions.CONSTANTS.get(name);
    if (constant != null) {
      return constant;
    }
    if (FormulaFunctions.MATH.contains(name) || (!globals.containsKey(name)
        && FormulaFunctions.BUILTINS.contains(name))) {
      throw new FormulaError("unsupported operand type(s): '" + name + "' is a function");
    }
    PyValue v = globals.get(name);
    if (v == null) {
      throw new FormulaError("name '" + name + "' is not defined");
    }
    return v;
  }

  private PyValue call(FormulaNode.Call c) {
    String f = c.function();
    boolean callable = FormulaFunctions.MATH.contains(f)
        || (!globals.containsKey(f) && FormulaFunctions.BUILTINS.contains(f));
    if (!callable) {
      if (globals.containsKey(f) || FormulaFunctions.CONSTANTS.containsKey(f)) {
        throw new FormulaError("'" + (globals.containsKey(f) && globals.get(f).integral() ? "int" : "float")
            + "' object is not callable");
      }
      throw new FormulaError("name '" + f + "' is not defined");
    }
    List<PyValue> args = new ArrayList<>();
    for (FormulaNode a : c.args()) {
      try {
        args.add(eval(a));
      } catch (NotReal notReal) {
        if (!notReal.tooLargeInt) {
          throw new FormulaError("must be real number, not complex");
        }
        if (KEEP_TOO_LARGE_INT.contains(f)) {
          throw notReal;
        }
        throw new FormulaError("int too large to convert to float");
      }
    }
    return FormulaFunctions.call(f, args);
  }

  /** A complex value. */
  static RuntimeException complex() {
    return new NotReal(false);
  }

  /** An int too large for a double. */
  static RuntimeException tooLargeInt() {
    return new NotReal(true);
  }

  /**
   * A resource value as the formula sees it: {@code %.*f} with {@code float_digits(v, 4)} decimals, read back by
   * Python. An infinite value (a number too long for a double, as {@code res_to_num}'s {@code strtod} reads it)
   * prints {@code inf}, which Python reads as {@code math.inf} ({@code from math import *} ran in
   * {@code __main__}): a float; so does {@code nan}.
   */
  private static PyValue resource(double v) {
    if (!Double.isFinite(v)) {
      return PyValue.ofFloat(v);
    }
    int digits = floatDigits(v, 4);
    String text = new BigDecimal(v).setScale(digits, RoundingMode.HALF_EVEN).toPlainString();
    return digits == 0 ? PyValue.ofInt(Double.parseDouble(text)) : PyValue.ofFloat(Double.parseDouble(text));
  }

  private static PyValue sixDecimals(double v) {
    if (!Double.isFinite(v)) {
      return PyValue.ofFloat(v);
    }
    return PyValue.ofFloat(new BigDecimal(v).setScale(6, RoundingMode.HALF_EVEN).doubleValue());
  }

  /** {@code float_digits}: how many decimals (at most {@code digits}) a value needs ({@code misc_utils.c}). */
  static int floatDigits(double value, int digits) {
    double fl = Math.abs(value);
    int i;
    for (i = 0; i < digits; i++) {
      double frac = fl - truncate(fl);
      double num = truncate(frac * 1000.0);
      if (num < 1 || num >= 999.0) {
        break;
      }
      fl *= 10.0;
    }
    return i;
  }

  private static double truncate(double x) {
    return x > 1.8446744073709552E19 ? 1.8446744073709552E19 : Math.floor(x);
  }
}
