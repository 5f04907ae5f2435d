package dev.fairshare.cli;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.cli.explain.SharedAccounts;
import dev.fairshare.cli.render.ImpactRenderer;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.command.LedgerOptions;
import dev.fairshare.command.Warnings;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.convert.impact.ImpactAnalysis;
import dev.fairshare.convert.impact.ImpactReport;
import dev.fairshare.convert.impact.ParentSharesNotes;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code fairshare compare}: the priority-impact report. The same tree and usage under several algorithms:
 * every user's factor and rank side by side (and every leaf account its members share, LSF's collective
 * account), Kendall's tau-b between the rankings, and the users who move most against the first algorithm.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
    description = "Compare algorithms on one tree and usage: factors and ranks side by side, Kendall's tau-b,"
        + " the users who move most.")
final class CompareCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--from", required = true, arity = "1..*", paramLabel = "[FORMAT:]PATH",
      description = "The inputs: one holds the tree, the others settings or usage (repeatable); --ledger replaces "
          + "the usage, decayed as the inputs' scheduler decays it, as compute reads it.")
  List<String> from;

  @Option(names = "--usage", paramLabel = "[FORMAT:]PATH",
      description = "Usage to put on the tree's users (sshare, a PBS usage file, fairshare.tsv); default: the "
          + "inputs' own (with --ledger, the ledger's: giving both is misuse).")
  String usage;

  @CommandLine.Mixin
  LedgerOptions ledger;

  @CommandLine.Mixin
  LedgerUsage ledgerUsage;

  @Option(names = "--algorithms", required = true, split = ",", paramLabel = "A,B[,C...]",
      description = "The algorithms to compare, the baseline (the source scheduler's) first.")
  List<String> algorithms;

  @Option(names = "--top", defaultValue = "10", paramLabel = "N",
      description = "How many movers to list per algorithm (default: ${DEFAULT-VALUE}).")
  int top;

  @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
      description = "Output: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  OutputFormat format;

  @Override
  public Integer call() {
    if (new LinkedHashSet<>(algorithms).size() != algorithms.size()) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--algorithms names an algorithm twice");
    }
    if (top < 0) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--top must be >= 0");
    }
    ledgerUsage.check(ledger, "--usage", usage);
    Wiring wiring = Wiring.forCommand(spec);
    List<FairshareAlgorithm> algs = new ArrayList<>();
    for (String name : algorithms) {
      algs.add(wiring.algorithms().create(name.strip()));
    }
    ConversionSource inputs = ledger.given() ? ledgerUsage.read(wiring, ledger, from, null)
        : ConversionSource.readAsScheduled(wiring.formats(), wiring.families(), from, usage);
    // a leaf account its members share (LSF's collective account) is a row as its scheduler dispatches from it
    SharedAccounts shared = new SharedAccounts(wiring.families().all().stream()
        .flatMap(f -> f.explainExtensions().stream()).toList());
    ImpactReport report = ImpactAnalysis.compare(inputs.tree(), inputs.usage(), algs, top,
        node -> shared.members(inputs.tree(), node));
    String text = switch (format) {
      case tsv -> ImpactRenderer.tsv(report);
      case json -> ImpactRenderer.json(report);
      case table -> ImpactRenderer.table(report);
    };
    spec.commandLine().getOut().print(text);
    Warnings warnings = new Warnings(spec.commandLine().getErr());
    warnings.addAll(inputs.warnings());
    warnings.addAll(ParentSharesNotes.of(inputs.tree(), algs));
    return ExitCodes.OK;
  }
}
