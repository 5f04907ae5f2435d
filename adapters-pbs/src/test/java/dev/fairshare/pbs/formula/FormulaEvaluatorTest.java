package dev.fairshare.pbs.formula;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.SourceLocation;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** job_sort_formula as PBS's Python evaluates it (docs/algorithms/pbs.md §8, §12, gotcha 7). */
class FormulaEvaluatorTest {
  private static final SourceLocation AT = SourceLocation.of("sched_formula", 2, 1);
  /** Bob of PBS's PP-718 example, absent-Suzy variant: the float32 values PBS holds (docs/algorithms/pbs.md §12). */
  private static final FormulaInputs BOB = FormulaInputs.fairshare(0.200000003f, 0.12531225f,
      Math.pow(2, -(0.12531225f / 0.200000003f)));

  private static FormulaEvaluator.Outcome eval(String formula, FormulaInputs in) {
    return FormulaEvaluator.evaluate(FormulaParser.parse(formula, AT), in);
  }

  private static double value(String formula) {
    return eval(formula, job(Map.of("ncpus", 4.0))).value();
  }

  private static FormulaInputs job(Map<String, Double> resources) {
    return new FormulaInputs(Set.of("ncpus", "mem", "walltime", "e", "foo"), resources, 100, 5, 7, 2, 0.5f,
        0.25f, 0.7071);
  }

  @Test
  void fairShareKeywordsAreRoundedToSixDecimalsAsInThePtlTest() {
    assertThat(FormulaEvaluator.logValue(eval("fairshare_factor", BOB).value())).isEqualTo("0.6477");
    assertThat(FormulaEvaluator.logValue(eval("fairshare_tree_usage", BOB).value())).isEqualTo("0.1253");
    assertThat(eval("fairshare_perc", BOB).value()).isEqualTo(0.2);
    assertThat(eval("fair_share_perc", BOB).value()).isEqualTo(0.2);
    assertThat(eval("pow(2, -(fairshare_tree_usage/fairshare_perc))", BOB).value())
        .isEqualTo(Math.pow(2, -(0.125312 / 0.2)));
  }

  /** A formula that overflows (Python reads {@code 1e400} as inf) logs as C's {@code %f} prints it. */
  @Test
  void anInfiniteValueLogsAsInf() {
    assertThat(FormulaEvaluator.logValue(eval("1e400", BOB).value())).isEqualTo("inf");
    assertThat(FormulaEvaluator.logValue(eval("-1e400", BOB).value())).isEqualTo("-inf");
  }

  @Test
  void pythonPrecedenceAndDivision() {
    assertThat(value("-2**2")).isEqualTo(-4);
    assertThat(value("2**-1")).isEqualTo(0.5);
    assertThat(value("2**3**2")).isEqualTo(512);
    assertThat(value("7/2")).isEqualTo(3.5);
    assertThat(value("7//2")).isEqualTo(3);
    assertThat(value("-7 % 3")).isEqualTo(2);
    assertThat(value("(1 + 2) * 3 - 4 / 8")).isEqualTo(8.5);
  }

  @Test
  void resourcesComeFromResourceListRoundedToFourDecimalsAndMissingIsZero() {
    assertThat(value("ncpus * 2")).isEqualTo(8);
    assertThat(value("mem + walltime")).isZero();
    assertThat(eval("foo", job(Map.of("foo", 0.123456))).value()).isEqualTo(0.1235);
    assertThat(eval("foo", job(Map.of("foo", 2.5))).value()).isEqualTo(2.5);
  }

  @Test
  void mathNamesShadowResources() {
    assertThat(eval("e", job(Map.of("e", 3.0))).value()).isEqualTo(Math.E);
  }

  @Test
  void specialKeywordsAreTheJobsValues() {
    assertThat(value("eligible_time + queue_priority + job_priority + accrue_type")).isEqualTo(114);
  }

  @Test
  void pythonExceptionsSortTheJobAsZero() {
    assertThat(eval("1/0", job(Map.of()))).isEqualTo(new FormulaEvaluator.Outcome(0, "division by zero"));
    assertThat(eval("1.0/0", job(Map.of())).error()).isEqualTo("float division by zero");
    assertThat(eval("sqrt(-1)", job(Map.of())).error()).isEqualTo("math domain error");
    assertThat(eval("log(0)", job(Map.of())).value()).isZero();
    assertThat(eval("nosuch + 1", job(Map.of()))).isEqualTo(
        new FormulaEvaluator.Outcome(0, "name 'nosuch' is not defined"));
    assertThat(eval("exp(1000)", job(Map.of())).error()).isEqualTo("math range error");
    assertThat(eval("10.0 ** 400", job(Map.of())).value()).isZero();
  }

  /**
   * An int too large for a double, as CPython 3.11 treats it ({@code python3 -c "from math import *;
   * print(type(round(10**400, -1)), type(int(10**400)))"} prints two ints; {@code float(10**400)} and
   * {@code sqrt(10**400)} raise OverflowError "int too large to convert to float"): an int result is what
   * {@code PyFloat_AsDouble} turns into −1 with no exception text (job_info.cpp, formula_evaluate), a float
   * conversion the exception PBS logs with the value 0. A regression test: round and int of it said "must be
   * real number, not complex", which Python says of a complex number only.
   */
  @Test
  void anIntTooLargeForADoubleIsMinusOneOrPythonsOverflowError() {
    assertThat(eval("round(10**400, -1)", BOB)).isEqualTo(new FormulaEvaluator.Outcome(-1, null));
    assertThat(eval("int(10**400)", BOB)).isEqualTo(new FormulaEvaluator.Outcome(-1, null));
    assertThat(eval("10**400", BOB)).isEqualTo(new FormulaEvaluator.Outcome(-1, null));
    assertThat(eval("float(10**400)", BOB))
        .isEqualTo(new FormulaEvaluator.Outcome(0, "int too large to convert to float"));
    assertThat(eval("sqrt(10**400)", BOB))
        .isEqualTo(new FormulaEvaluator.Outcome(0, "int too large to convert to float"));
    assertThat(eval("sqrt((-8) ** 0.5)", BOB))
        .isEqualTo(new FormulaEvaluator.Outcome(0, "must be real number, not complex"));
  }

  @Test
  void aComplexResultIsMinusOneAsPyFloatAsDoubleGives() {
    assertThat(eval("(-8) ** 0.5", job(Map.of()))).isEqualTo(new FormulaEvaluator.Outcome(-1, null));
  }

  /**
   * {@code round(x, n)} as CPython 3.11's {@code float.__round__} and {@code int.__round__}: every expected
   * value is what {@code python3 -c "print(repr(round(x, n)))"} printed. A regression test: an infinite x or
   * an n beyond an int's range made the command fail with an internal error.
   */
  @Test
  void roundWithDigitsIsPython3s() {
    assertThat(eval("round(1e400, 2)", BOB)).isEqualTo(new FormulaEvaluator.Outcome(Double.POSITIVE_INFINITY, null));
    assertThat(eval("round(-1e400, 1)", BOB).value()).isEqualTo(Double.NEGATIVE_INFINITY);
    assertThat(eval("round(1e400 * 0, 2)", BOB).value()).isNaN();
    assertThat(eval("round(0.5, 1000000000)", BOB).value()).isEqualTo(0.5);
    assertThat(eval("round(0.5, 324)", BOB).value()).isEqualTo(0.5);
    assertThat(eval("round(5e-324, 324)", BOB).value()).isEqualTo(4.9e-324);
    assertThat(eval("round(5e-324, 323)", BOB).value()).isEqualTo(0.0);
    assertThat(FormulaEvaluator.logValue(eval("round(-5e-324, 323)", BOB).value())).isEqualTo("-0");
    assertThat(FormulaEvaluator.logValue(eval("round(-123.456, -309)", BOB).value())).isEqualTo("-0");
    assertThat(eval("round(123.456, -308)", BOB).value()).isEqualTo(0.0);
    assertThat(FormulaEvaluator.logValue(eval("round(0.5, -1000000000)", BOB).value())).isEqualTo("0");
    assertThat(FormulaEvaluator.logValue(eval("round(-0.4, 0)", BOB).value())).isEqualTo("-0");
    assertThat(eval("round(2.675, 2)", BOB).value()).isEqualTo(2.67);
    assertThat(eval("round(0.125, 2)", BOB).value()).isEqualTo(0.12);
    assertThat(eval("round(0.375, 2)", BOB).value()).isEqualTo(0.38);
    assertThat(eval("round(1234.5678, 2)", BOB).value()).isEqualTo(1234.57);
    assertThat(eval("round(1e22, -22)", BOB).value()).isEqualTo(1e22);
    assertThat(eval("round(5e22, -23)", BOB).value()).isEqualTo(0.0);
    assertThat(eval("round(15, -1) + round(25, -1) + round(-25, -1)", BOB).value()).isEqualTo(20);
    assertThat(eval("round(5, -400)", BOB).value()).isEqualTo(0);
    assertThat(eval("round(1.7976931348623157e308, -308)", BOB))
        .isEqualTo(new FormulaEvaluator.Outcome(0, "rounded value too large to represent"));
    assertThat(eval("round(0.5, 2.0)", BOB))
        .isEqualTo(new FormulaEvaluator.Outcome(0, "'float' object cannot be interpreted as an integer"));
    assertThat(eval("round(2, 2.0)", BOB).error()).isEqualTo("'float' object cannot be interpreted as an integer");
  }

  /**
   * An int zero has no sign: Python's {@code int(-0.4)}, {@code round(-0.4)}, {@code -0} are the int 0, which
   * {@code PyFloat_AsDouble} makes +0.0 and PBS's {@code %.*f} logs {@code 0}; a float zero keeps its sign
   * ({@code -0.0}, {@code 0.0 * -1}, {@code min(-0.0, 0)} log {@code -0}). The Python values are CPython
   * 3.11's. A regression test: every int zero below logged {@code -0}.
   */
  @Test
  void anIntZeroLogsWithoutASignAndAFloatZeroKeepsIts() {
    for (String intZero : new String[] {"int(-0.4)", "round(-0.4)", "floor(-0.0)", "-0", "0*-1", "-1//2*0",
        "trunc(-0.5)", "ceil(-0.5)"}) {
      assertThat(FormulaEvaluator.logValue(eval(intZero, BOB).value())).as(intZero).isEqualTo("0");
    }
    for (String floatZero : new String[] {"-0.0", "0.0*-1", "min(-0.0, 0)"}) {
      assertThat(FormulaEvaluator.logValue(eval(floatZero, BOB).value())).as(floatZero).isEqualTo("-0");
    }
    assertThat(FormulaEvaluator.logValue(eval("abs(-0.0)", BOB).value())).isEqualTo("0");
  }

  @Test
  void builtinsAndMathFunctions() {
    assertThat(value("abs(-3) + max(1, 2, 5) + min(4, ncpus) + round(2.5)")).isEqualTo(14);
    assertThat(value("floor(2.7) + ceil(2.1) + sqrt(16) + log(8, 2)")).isEqualTo(12);
  }

  @Test
  void syntaxErrorsArePositioned() {
    assertThatThrownBy(() -> FormulaParser.parse("fairshare_factor * (2 + ", AT))
        .isInstanceOf(ConfigParseException.class)
        .hasMessageContaining("sched_formula:2:25: [pbs.formula.syntax] the formula ends where a value was "
            + "expected (PBS: Invalid Formula Format)");
    assertThatThrownBy(() -> FormulaParser.parse("2 +* 3", AT)).hasMessageContaining("sched_formula:2:4:");
    assertThatThrownBy(() -> FormulaParser.parse("(1 + 2", AT))
        .hasMessageContaining("'(' at column 1 is never closed");
    assertThatThrownBy(() -> FormulaParser.parse("__import__('os')", AT)).isInstanceOf(ConfigParseException.class);
  }

  @Test
  void unknownKeywordsAreRefusedWhenTheFormulaIsSet() {
    assertThatThrownBy(() -> FormulaEvaluator.validate(FormulaParser.parse("fairshare_factr * ncpus", AT),
        Set.of("ncpus"), AT))
        .hasMessageContaining("sched_formula:2:1: [pbs.formula.keyword] 'fairshare_factr' is not a keyword or a "
            + "resource (PBS: Formula contains invalid keyword)");
  }
}
