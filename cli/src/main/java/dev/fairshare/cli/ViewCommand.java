package dev.fairshare.cli;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.cli.explain.ExplainInputs;
import dev.fairshare.cli.explain.Explained;
import dev.fairshare.cli.explain.SharedAccounts;
import dev.fairshare.cli.view.ViewPage;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.command.LedgerOptions;
import dev.fairshare.command.MisuseException;
import dev.fairshare.convert.impact.ImpactAnalysis;
import dev.fairshare.convert.impact.ImpactReport;
import dev.fairshare.io.FileTransaction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code fairshare view}: a picture of the share tree, as one self-contained HTML page (an icicle sized by
 * shares, coloured by factor or usage ÷ share, hover details, search, zoom, the explain panel of a clicked
 * user, two algorithms side by side with the users who move most) and as a static SVG for reports. Both
 * files are written together, or neither. An algorithm that does not explain its factors is drawn with its
 * factors and ranks, and its panel says so.
 */
@Command(name = "view", mixinStandardHelpOptions = true, sortOptions = false,
    description = "Draw the share tree: a self-contained HTML page (zoom, search, the explain panel of a "
        + "clicked user, two algorithms side by side) and/or an SVG picture.")
final class ViewCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--tree", required = true, arity = "1..*", paramLabel = "[FORMAT:]FILE",
      description = "The tree and its usage (a fairshare.tsv file, or FORMAT:PATH); more inputs may carry "
          + "settings; --ledger replaces the usage, decayed as the inputs' scheduler decays it, as compute reads it.")
  List<String> tree;

  @Option(names = "--usage", paramLabel = "[FORMAT:]PATH",
      description = "Usage to put on the tree's users; default: the tree's own (with --ledger, the ledger's: giving "
          + "both is misuse).")
  String usage;

  @CommandLine.Mixin
  LedgerOptions ledger;

  @CommandLine.Mixin
  LedgerUsage ledgerUsage;

  @CommandLine.ArgGroup(exclusive = true)
  Which which = new Which();

  static final class Which {
    @Option(names = "--algorithm", paramLabel = "NAME",
        description = "The algorithm; default: the one the inputs' scheduler runs (as explain), for a "
            + "fairshare.tsv tree slurm.classic, as fairshare.algorithm sets it.")
    String algorithm;

    @Option(names = "--compare", split = ",", paramLabel = "A,B",
        description = "Two algorithms side by side, the first the baseline of the movers (as `compare`).")
    List<String> compare;
  }

  @Option(names = "--pending", paramLabel = "FILE",
      description = "Nodes with pending jobs, one path a line (# comments), for the algorithms that take them "
          + "(slurm.ticket, lsf.fairshare; when neither drawn takes them it is misuse); default: none.")
  Path pending;

  @Option(names = "--html", paramLabel = "FILE",
      description = "Write the HTML page here (default: none; give --html, --svg or both).")
  Path html;

  @Option(names = "--svg", paramLabel = "FILE",
      description = "Write the SVG picture here (default: none; give --html, --svg or both).")
  Path svg;

  @Option(names = "--svg-colour", defaultValue = "factor", paramLabel = "factor|ratio",
      description = "The SVG's colours: factor or ratio (usage ÷ share) (default: ${DEFAULT-VALUE}).")
  String svgColour;

  @Option(names = "--max-items", defaultValue = "" + ViewPage.DEFAULT_BUDGET, paramLabel = "N",
      description = "Draw at most N items; a larger tree's narrowest nodes are drawn as aggregates "
          + "(default: ${DEFAULT-VALUE}).")
  int maxItems;

  @Option(names = "--title", paramLabel = "TEXT", description = "The title; default: the tree's input.")
  String title;

  @Option(names = "--force", description = "Replace the HTML or SVG file if it exists.")
  boolean force;

  @Override
  public Integer call() {
    if (html == null && svg == null) {
      throw new CommandLine.ParameterException(spec.commandLine(), "give --html FILE, --svg FILE or both");
    }
    if (which.compare != null && which.compare.size() != 2) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--compare takes two algorithms: A,B");
    }
    if (!svgColour.equals("factor") && !svgColour.equals("ratio")) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--svg-colour is factor or ratio");
    }
    if (svg == null && spec.commandLine().getParseResult().hasMatchedOption("--svg-colour")) {
      throw new MisuseException("fairshare: --svg-colour colours the SVG picture, and no --svg is given\n"
          + "    hint: give --svg FILE, or leave out --svg-colour");
    }
    if (maxItems < 10) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--max-items must be at least 10");
    }
    ledgerUsage.check(ledger, "--usage", usage);
    Wiring wiring = Wiring.forCommand(spec);
    // misuse before any input is read: the --pending refusal of named algorithms now, of the default once the
    // inputs that select it are read, before the ledger is
    List<FairshareAlgorithm> named = which.compare != null
        ? which.compare.stream().map(n -> wiring.algorithms().create(n.strip())).toList()
        : which.algorithm != null ? List.of(wiring.algorithms().create(which.algorithm)) : null;
    if (named != null) {
      PendingFile.refuseUnlessTaken(pending, named, wiring.algorithms());
    }
    ExplainInputs inputs = ExplainInputs.read(wiring, tree, usage, ledger, ledgerUsage,
        named == null && pending != null ? i -> PendingFile.refuseUnlessTaken(pending,
            List.of(i.defaultAlgorithm(wiring)), wiring.algorithms()) : null);
    List<FairshareAlgorithm> algorithms = named != null ? named : List.of(inputs.defaultAlgorithm(wiring));
    PendingFile.refuseUnlessTaken(pending, algorithms, wiring.algorithms());
    Demand demand = pending == null ? Demand.none() : PendingFile.read(pending, inputs.tree());
    List<Explained> views = new ArrayList<>();
    for (FairshareAlgorithm a : algorithms) {
      views.add(Explained.orFactorsOnly(a, inputs.tree(), inputs.usage(), demand));
    }
    ImpactReport impact = algorithms.size() == 2
        ? ImpactAnalysis.compare(inputs.tree(), inputs.usage(), algorithms, ImpactAnalysis.DEFAULT_TOP) : null;
    String heading = title != null ? title : "fairshare view: " + String.join(" ", tree);
    SharedAccounts shared = new SharedAccounts(wiring.families().all().stream()
        .flatMap(f -> f.explainExtensions().stream()).toList());
    ViewPage page = ViewPage.of(heading, inputs.tree(), inputs.usage(), views, impact, maxItems, shared);
    FileTransaction write = FileTransaction.create().replaceExisting(force);
    if (html != null) {
      write.write(html, page.html().getBytes(StandardCharsets.UTF_8));
    }
    if (svg != null) {
      write.write(svg, page.svg(svgColour.equals("ratio")).getBytes(StandardCharsets.UTF_8));
    }
    write.commit();
    inputs.warnings().forEach(w -> spec.commandLine().getErr().println(w));
    return ExitCodes.OK;
  }
}
