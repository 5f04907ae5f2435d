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

  @Test
  void aComplexResultIsMinusOneAsPyFloatAsDoubleGives() {
    assertThat(eval("(-8) ** 0.5", job(Map.of()))).isEqualTo(new FormulaEvaluator.Outcome(-1, null));
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
