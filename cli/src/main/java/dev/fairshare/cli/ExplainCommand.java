package dev.fairshare.cli;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.cli.explain.ExplainInputs;
import dev.fairshare.cli.explain.Explained;
import dev.fairshare.cli.explain.ExplanationJson;
import dev.fairshare.cli.explain.ExplanationText;
import dev.fairshare.cli.explain.SharedAccounts;
import dev.fairshare.cli.explain.Unexplained;
import dev.fairshare.command.BadInputException;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.command.LedgerOptions;
import dev.fairshare.explain.ExplainContext;
import dev.fairshare.explain.ExplainExtension;
import dev.fairshare.explain.Explainable;
import dev.fairshare.explain.Explanation;
import dev.fairshare.explain.Section;
import dev.fairshare.family.SchedulerFamily;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/**
 * {@code fairshare explain}: why one user's factor is what it is, under one algorithm or every one: the path
 * from the root with the values the algorithm used at each level, the factor's formula with its numbers,
 * the user's rank and the users around it, and what each scheduler family adds ({@code ExplainExtension}:
 * for Slurm a job's priority terms as {@code sprio -l} shows them, with its options; for LSF the dispatch
 * order).
 */
@Command(name = "explain", mixinStandardHelpOptions = true, sortOptions = false,
    description = "Explain one user's factor: the path from the root with the values used at each level, "
        + "the formula with its numbers, the rank and the users around it.")
final class ExplainCommand implements Callable<Integer>, FamilyExtensible {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "USER",
      description = "The user: a name (with --account when it is under several accounts) or a path.")
  String user;

  @Option(names = "--account", paramLabel = "A",
      description = "The account (name or path) the user is in; default: the only one the user is in.")
  String account;

  @Option(names = "--tree", required = true, arity = "1..*", paramLabel = "[FORMAT:]FILE",
      description = "The tree and its usage (a fairshare.tsv file, or FORMAT:PATH); more inputs may carry "
          + "settings (slurm.conf, sched_config, lsb.params); --ledger replaces the usage, decayed as the inputs' "
          + "scheduler decays it (--decay, --half-life to choose), as compute reads it.")
  List<String> tree;

  @Option(names = "--usage", paramLabel = "[FORMAT:]PATH",
      description = "Usage to put on the tree's users (sshare, a PBS usage file, fairshare.tsv); default: the "
          + "tree's own (with --ledger, the ledger's: giving both is misuse).")
  String usage;

  @CommandLine.Mixin
  LedgerOptions ledger;

  @CommandLine.Mixin
  LedgerUsage ledgerUsage;

  @CommandLine.ArgGroup(exclusive = true)
  Which which = new Which();

  static final class Which {
    @Option(names = "--algorithm", paramLabel = "NAME",
        description = "The algorithm (see `fairshare algorithms`); default: the one the inputs' scheduler runs "
            + "(slurm.conf's PriorityFlags, else Fair Tree; pbs.fairshare, lsf.fairshare, flux.weighted-tree), for "
            + "a fairshare.tsv tree slurm.classic, as fairshare.algorithm sets it.")
    String algorithm;

    @Option(names = "--all", description = "Every registered algorithm side by side (one that does not "
        + "explain its factors with its factor and rank only).")
    boolean all;
  }

  @Option(names = "--pending", paramLabel = "FILE",
      description = "Nodes with pending jobs, one path a line (# comments), for the algorithms that take them "
          + "(slurm.ticket, lsf.fairshare and its dispatch order; when none explained takes them it is misuse); "
          + "default: none.")
  Path pending;

  @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
      description = "Output: table or json (default: ${DEFAULT-VALUE}).")
  OutputFormat format;

  private final List<ExplainExtension> extensions = new ArrayList<>();

  /** Adds every family's explain extensions, and their options to this command's. */
  @Override
  public void extend(CommandLine commandLine, List<SchedulerFamily> families) {
    for (SchedulerFamily family : families) {
      for (ExplainExtension extension : family.explainExtensions()) {
        extensions.add(extension);
        if (extension.options() != null) {
          commandLine.getCommandSpec().addMixin(family.name() + "-" + extensions.size(),
              CommandLine.Model.CommandSpec.forAnnotatedObject(extension.options()));
        }
      }
    }
  }

  @Override
  public Integer call() {
    if (format == OutputFormat.tsv) {
      throw new CommandLine.ParameterException(spec.commandLine(), "explain prints table or json, not tsv");
    }
    for (ExplainExtension extension : extensions) {
      if (extension.misuse() != null) {
        throw new CommandLine.ParameterException(spec.commandLine(), extension.misuse());
      }
    }
    ledgerUsage.check(ledger, "--usage", usage);
    Wiring wiring = Wiring.forCommand(spec);
    List<String> sources = new ArrayList<>(tree);
    extensions.forEach(extension -> sources.addAll(extension.inputs()));
    // misuse before any input is read: the --pending refusal of named algorithms now, of the default once the
    // inputs that select it are read, before the ledger is
    List<FairshareAlgorithm> named = which.all
        ? wiring.algorithms().names().stream().map(wiring.algorithms()::create).toList()
        : which.algorithm != null ? List.of(wiring.algorithms().create(which.algorithm)) : null;
    if (named != null) {
      PendingFile.refuseUnlessTaken(pending, named, wiring.algorithms());
    }
    ExplainInputs inputs = ExplainInputs.read(wiring, sources, usage, ledger, ledgerUsage,
        named == null && pending != null ? i -> PendingFile.refuseUnlessTaken(pending,
            List.of(i.defaultAlgorithm(wiring)), wiring.algorithms()) : null);
    List<FairshareAlgorithm> algorithms = named != null ? named : List.of(inputs.defaultAlgorithm(wiring));
    PendingFile.refuseUnlessTaken(pending, algorithms, wiring.algorithms());
    int node = inputs.user(user, account, new SharedAccounts(extensions));
    Demand demand = pending == null ? Demand.none() : PendingFile.read(pending, inputs.tree());
    List<Explanation> all = new ArrayList<>();
    List<Unexplained> unexplained = new ArrayList<>();
    for (FairshareAlgorithm algorithm : algorithms) {
      String name = algorithm.name();
      if (which.all && !(algorithm instanceof Explainable)) {
        unexplained.add(Unexplained.of(algorithm.compute(inputs.tree(), inputs.usage(), demand), node));
        continue;
      }
      Explained e = Explained.of(algorithm, inputs.tree(), inputs.usage(), demand);
      if (!inputs.tree().isUser(node) && Double.isNaN(e.result().factor(node))) {
        // a shared account (LSF's collective account) that an algorithm of users' factors gives no factor
        if (which.all) {
          unexplained.add(Unexplained.noFactor(e.result(), node));
          continue;
        }
        throw new BadInputException("fairshare: [explain.no-factor] " + name + " gives '"
            + inputs.tree().path(node) + "' no factor: it is an account its members share, and " + name
            + " computes users' factors\n    hint: explain it under the algorithm of its scheduler (--algorithm "
            + "lsf.fairshare for an LSF collective account), or --all");
      }
      Explanation x = e.explainer().explain(node);
      List<Section> sections = new ArrayList<>();
      ExplainContext context = new ExplainContext(name, x, inputs.tree(), inputs.settings(), e.result(), demand,
          node);
      extensions.forEach(extension -> sections.addAll(extension.sections(context)));
      x = x.with(inputs.notes(algorithm, demand), sections);
      all.add(x);
    }
    String path = inputs.tree().path(node);
    String text = format == OutputFormat.json ? ExplanationJson.render(path, all, unexplained, which.all)
        : which.all ? ExplanationText.renderAll(path, all, unexplained) : ExplanationText.render(all.get(0));
    spec.commandLine().getOut().print(text);
    inputs.warnings().forEach(w -> spec.commandLine().getErr().println(w));
    return ExitCodes.OK;
  }
}
