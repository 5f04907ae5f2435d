package dev.fairshare.pbs.command;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.pbs.accounting.ResourceValues;
import dev.fairshare.pbs.formula.FormulaEvaluator;
import dev.fairshare.pbs.formula.FormulaInputs;
import dev.fairshare.pbs.formula.FormulaNode;
import dev.fairshare.pbs.formula.SchedFormulaFile;
import dev.fairshare.pbs.pbsfs.CPrintf;
import dev.fairshare.pbs.state.PbsFairshareState;
import dev.fairshare.pbs.state.PbsOrder;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code fairshare pbs-formula}: the {@code job_sort_formula} of a {@code sched_priv} folder (its
 * {@code sched_formula}, or {@code --formula}) evaluated for a job of every entity that requests nothing, as
 * PBS evaluates it at the start of a cycle (docs/algorithms/pbs.md §8), with the {@code --resource} values as its
 * {@code Resource_List}: the fair-share keywords as the formula sees
 * them ({@code %f}), and the value as PBS logs it ({@code Formula Evaluation = %.*f}), or its Python error.
 * A syntax error or an unknown keyword is bad input, positioned. Every entity's formula is evaluated before the
 * first line is printed, so that a failure prints nothing (docs/design.md, "Errors").
 */
@Command(name = "pbs-formula", mixinStandardHelpOptions = true,
    description = "Evaluate a PBS job_sort_formula for every fair-share entity of a sched_priv folder.")
public final class PbsFormulaCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--sched-priv", required = true, paramLabel = "DIR",
      description = "The sched_priv folder (resource_group, usage, sched_config, sched_formula).")
  Path schedPriv;

  @Option(names = "--formula", paramLabel = "TEXT", description = "The formula (default: DIR/sched_formula).")
  String formula;

  @Option(names = "--resource", paramLabel = "NAME=VALUE",
      description = "A Resource_List value of the job (HH:MM:SS, 4gb, 8 ...); repeatable. Naming a resource "
          + "also makes it known to the formula.")
  java.util.Map<String, String> resources = new java.util.LinkedHashMap<>();

  /** How a job's formula is evaluated: {@link FormulaEvaluator}, or, in a test, one that fails. */
  @FunctionalInterface
  interface Evaluation {
    /** The outcome of {@code formula} for a job with these inputs. */
    FormulaEvaluator.Outcome evaluate(FormulaNode formula, FormulaInputs inputs);
  }

  Evaluation evaluation = FormulaEvaluator::evaluate;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    SchedFormulaFile file = formula != null
        ? new SchedFormulaFile(formula, SourceLocation.of("--formula", 1, 1))
        : SchedFormulaFile.read(LineSource.read(schedPriv.resolve("sched_formula")));
    java.util.Set<String> known = new java.util.HashSet<>(FormulaInputs.STANDARD_RESOURCES);
    java.util.Map<String, Double> values = new java.util.HashMap<>();
    for (java.util.Map.Entry<String, String> r : resources.entrySet()) {
      Double v = ResourceValues.parse(r.getValue());
      if (v == null) {
        throw new CommandLine.ParameterException(spec.commandLine(),
            "--resource " + r.getKey() + "=" + r.getValue() + ": not a number, time or size");
      }
      known.add(r.getKey());
      values.put(r.getKey(), v);
    }
    FormulaNode compiled = file.compile(known);
    if (!Files.isDirectory(schedPriv)) {
      err.println("Unable to access fairshare data: No such file or directory");
      return ExitCodes.BAD_INPUT;
    }
    PbsData data = PbsData.load(new SchedPriv(schedPriv), false, false, true, err);
    PbsFairshareState state = data.state();
    FairshareResult result = data.compute(state);
    int[] entities = entities(state);
    double[] evaluated = new double[entities.length];
    String[] errors = new String[entities.length];
    for (int i = 0; i < entities.length; i++) {
      int node = entities[i];
      float tp = (float) result.get(Metric.NORM_SHARES, node);
      float uf = (float) result.get(Metric.EFFECTIVE_USAGE, node);
      FormulaEvaluator.Outcome o = evaluation.evaluate(compiled,
          new FormulaInputs(known, values, 0, 0, 0, 0, tp, uf, result.factor(node)));
      evaluated[i] = o.value();
      errors[i] = o.error();
    }
    out.println("entity\tfairshare_perc\tfairshare_tree_usage\tfairshare_factor\tformula");
    for (int i = 0; i < entities.length; i++) {
      int node = entities[i];
      float tp = (float) result.get(Metric.NORM_SHARES, node);
      float uf = (float) result.get(Metric.EFFECTIVE_USAGE, node);
      out.println(state.name(node) + "\t" + CPrintf.fixed(tp, 6) + "\t" + CPrintf.fixed(uf, 6) + "\t"
          + CPrintf.fixed(result.factor(node), 6) + "\t"
          + (errors[i] == null ? FormulaEvaluator.logValue(evaluated[i]) : "0 (error: " + errors[i] + ")"));
    }
    return ExitCodes.OK;
  }

  /** The entities printed, in PBS's print order: the leaves but the root and {@code unknown}. */
  private static int[] entities(PbsFairshareState state) {
    int unknown = state.find("unknown");
    return java.util.Arrays.stream(PbsOrder.printOrder(state.tree()))
        .filter(node -> node != 0 && !state.tree().hasChildren(node) && node != unknown).toArray();
  }
}
