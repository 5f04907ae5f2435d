package dev.fairshare.pbs.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.pbs.formula.FormulaEvaluator;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code pbs-formula} prints nothing when evaluating a formula fails (docs/design.md, "Errors"): the header
 * used to be printed before the first entity was evaluated, so a failure left it alone on standard output.
 */
class PbsFormulaFailureTest {
  private static final String[] ARGS = {"--sched-priv", "../examples/pbs/sched_priv", "--formula",
      "fairshare_factor"};

  private final StringWriter out = new StringWriter();
  private final List<Exception> failures = new ArrayList<>();

  private int run(PbsFormulaCommand command) {
    CommandLine cli = new CommandLine(command);
    cli.setOut(new PrintWriter(out)).setErr(new PrintWriter(new StringWriter()));
    cli.setExecutionExceptionHandler((e, line, parsed) -> {
      failures.add(e);
      return ExitCodes.INTERNAL;
    });
    return cli.execute(ARGS);
  }

  @Test
  void aFailureWhileEvaluatingTheSecondEntityPrintsNothing() {
    PbsFormulaCommand command = new PbsFormulaCommand();
    int[] evaluations = {0};
    command.evaluation = (formula, inputs) -> {
      if (evaluations[0]++ == 1) {
        throw new IllegalStateException("induced on the second entity");
      }
      return FormulaEvaluator.evaluate(formula, inputs);
    };
    assertThat(run(command)).isEqualTo(ExitCodes.INTERNAL);
    assertThat(failures).singleElement().extracting(Exception::getMessage).isEqualTo("induced on the second entity");
    assertThat(evaluations[0]).isEqualTo(2);
    assertThat(out.toString()).isEmpty();
  }

  @Test
  void withoutAFailureTheSameRunPrintsTheHeaderAndAnEntityALine() {
    assertThat(run(new PbsFormulaCommand())).isEqualTo(ExitCodes.OK);
    assertThat(failures).isEmpty();
    assertThat(out.toString()).startsWith("entity\tfairshare_perc\tfairshare_tree_usage\tfairshare_factor\tformula\n")
        .contains("\nsam\t0.136364\t0.000343\t0.998256\t0.9983\n");
  }
}
