package dev.fairshare.cli;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.cli.render.JsonRenderer;
import dev.fairshare.cli.render.ResultRenderer;
import dev.fairshare.command.BadInputException;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.command.LedgerOptions;
import dev.fairshare.command.Warnings;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.io.OutputLimit;
import dev.fairshare.usage.UsageSnapshot;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/** {@code fairshare compute}: one algorithm over a tree and its usage, every node's values. */
@Command(name = "compute", mixinStandardHelpOptions = true,
    description = "Compute the fair-share values of every node of a tree with one algorithm.")
final class ComputeCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--tree", required = true, arity = "1..*", paramLabel = "[FORMAT:]FILE",
      description = "The tree (and usage): a fairshare.tsv file, or FORMAT:PATH for another format; more "
          + "inputs may carry its parts and settings (LSF's lsb.users and lsb.queues); --ledger replaces the "
          + "usage, decayed as the inputs' scheduler decays it (--decay, --half-life to choose).")
  List<String> tree;

  @Option(names = "--algorithm", paramLabel = "NAME",
      description = "The algorithm (see `fairshare algorithms`); default: the one the inputs' scheduler runs "
          + "(a slurm.conf's PriorityType and PriorityFlags, else slurm.fair-tree; pbs.fairshare, lsf.fairshare, "
          + "flux.weighted-tree); for a fairshare.tsv tree slurm.classic, as fairshare.algorithm sets it.")
  String algorithm;

  @Option(names = "--pending", paramLabel = "FILE",
      description = "Nodes with pending jobs, one path a line (# comments), for the algorithms that take them "
          + "(slurm.ticket, lsf.fairshare; with another it is misuse); default: none.")
  Path pending;

  @CommandLine.Mixin
  LedgerOptions ledger;

  @CommandLine.Mixin
  LedgerUsage ledgerUsage;

  @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
      description = "Output: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  OutputFormat format;

  @Override
  public Integer call() {
    ledgerUsage.check(ledger, null, null);
    Wiring wiring = Wiring.forCommand(spec);
    // misuse before any input is read: a named algorithm's --pending refusal now, the default's once the
    // inputs that select it are read, before the ledger is
    FairshareAlgorithm named = algorithm != null ? wiring.algorithms().create(algorithm) : null;
    Consumer<ConversionSource> refusePending = s -> PendingFile.refuseUnlessTaken(pending,
        List.of(named != null ? named : wiring.defaultAlgorithm(s)), wiring.algorithms());
    if (named != null) {
      refusePending.accept(null);
    }
    ConversionSource source = ledger.given()
        ? ledgerUsage.read(wiring, ledger, tree, named == null && pending != null ? refusePending : null)
        : tree.size() > 1 ? ConversionSource.readAsScheduled(wiring.formats(), wiring.families(), tree, null)
        : alone(wiring, tree.get(0));
    FairshareAlgorithm alg = named != null ? named : wiring.defaultAlgorithm(source);
    PendingFile.refuseUnlessTaken(pending, List.of(alg), wiring.algorithms());
    TreeDocument doc = new TreeDocument(source.tree(), source.usage(), source.settings(), source.warnings());
    UsageSnapshot usage = doc.usage() != null ? doc.usage() : UsageSnapshot.zero(doc.tree());
    Demand demand = pending == null ? Demand.none() : PendingFile.read(pending, doc.tree());
    FairshareResult result = alg.compute(doc.tree(), usage, demand);
    ResultRenderer.checkSize(result, format == OutputFormat.table, OutputLimit.of(wiring.config()));
    new Warnings(spec.commandLine().getErr()).addAll(doc.warnings());
    PrintWriter out = spec.commandLine().getOut();
    switch (format) {
      case tsv -> ResultRenderer.tsv(result, out);
      case json -> JsonRenderer.render(result, out);
      case table -> ResultRenderer.table(result, out);
      default -> throw new IllegalStateException(format.toString());
    }
    out.flush();
    return ExitCodes.OK;
  }

  /** One tree input read as its format reads it, with the family its format belongs to. */
  private static ConversionSource alone(Wiring wiring, String spec) {
    FormatRegistry.Input input = wiring.formats().open(spec);
    TreeDocument doc = input.document();
    if (doc.tree() == null) {
      throw new BadInputException("fairshare: " + spec + " holds no share tree");
    }
    String format = input.format() == null ? null : input.format().name();
    String family = format == null ? FamilyRegistry.NEUTRAL
        : wiring.families().ofName(format).map(SchedulerFamily::name).orElse(FamilyRegistry.NEUTRAL);
    return new ConversionSource(doc.tree(), doc.usage() != null ? doc.usage() : UsageSnapshot.zero(doc.tree()),
        doc.settings(), doc.warnings(), family, format, List.of(spec));
  }
}
