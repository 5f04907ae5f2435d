package dev.fairshare.cli;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.command.LedgerBinding;
import dev.fairshare.command.LedgerOptions;
import dev.fairshare.command.MisuseException;
import dev.fairshare.command.Warnings;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.conversion.MissingFormatException;
import dev.fairshare.conversion.OutputFile;
import dev.fairshare.conversion.TargetFiles;
import dev.fairshare.conversion.TargetOptions;
import dev.fairshare.conversion.engine.ConversionReport;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.Converter;
import dev.fairshare.convert.ReportJson;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.io.FileTransaction;
import dev.fairshare.ledger.LedgerSnapshot;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code fairshare convert}: one scheduler's fair-share configuration as another's, with the report of what
 * could not be carried over. The files and the report are written as one {@link FileTransaction}: all or
 * none, a missing {@code --out} directory appears with every file in it at once, and a failure or a kill
 * leaves what was there before; {@code --strict} turns any loss into an error (exit 1, nothing written).
 */
@Command(name = "convert", mixinStandardHelpOptions = true,
    description = "Convert a fair-share configuration to another scheduler and report every loss.")
final class ConvertCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--from", required = true, arity = "1..*", paramLabel = "[FORMAT:]PATH",
      description = "The inputs: one holds the tree, the others settings or usage (repeatable).")
  List<String> from;

  @Option(names = "--usage", paramLabel = "[FORMAT:]PATH",
      description = "Usage to carry (sshare, PBS usage, tsv); default: the inputs' own, if any; or --ledger.")
  String usage;

  @CommandLine.Mixin
  LedgerOptions ledger;

  @Option(names = "--to", required = true, paramLabel = "SCHEDULER",
      description = "The target family: any that `fairshare formats` lists (slurm, pbs, lsf, ...).")
  String to;

  @Option(names = "--out", defaultValue = ".", paramLabel = "DIR",
      description = "Where to write the files (default: ${DEFAULT-VALUE}, the current directory).")
  Path out;

  @Option(names = "--strict", description = "Any loss is an error: exit 1 and write nothing.")
  boolean strict;

  @Option(names = "--report", paramLabel = "FILE",
      description = "Also write the report as JSON to FILE (default: none; the report goes to standard output "
          + "only).")
  Path report;

  @Option(names = "--force", description = "Replace files that already exist in the output directory.")
  boolean force;

  @Option(names = "--cluster", defaultValue = "cluster", paramLabel = "NAME",
      description = "Slurm target: the cluster name (default: ${DEFAULT-VALUE}).")
  String cluster;

  @Option(names = "--queues", split = ",", paramLabel = "Q[,Q...]",
      description = "LSF target: the queue with FAIRSHARE, then the queues that share its tree.")
  List<String> queues;

  @Override
  public Integer call() {
    Wiring wiring = Wiring.forCommand(spec);
    Converter converter = wiring.injector().getInstance(Converter.class);
    List<String> targets = converter.targets();
    String target = to.toLowerCase(java.util.Locale.ROOT);
    if (!targets.contains(target)) {
      String known = targets.size() < 2 ? String.join("", targets) : String.join(", ",
          targets.subList(0, targets.size() - 1)) + " or " + targets.get(targets.size() - 1);
      throw new CommandLine.ParameterException(spec.commandLine(), "--to must be " + known + ", not '" + to + "'");
    }
    FamilyConversion conversion = converter.conversionOf(target);
    try {
      // misuse before any input is read: a build that cannot write the target's files is refused now
      TargetFiles.check(wiring.formats(), conversion.writer());
    } catch (MissingFormatException e) {
      spec.commandLine().getErr().println("fairshare: " + e.getMessage());
      return ExitCodes.MISUSE;
    }
    for (String field : new String[] {TargetOptions.CLUSTER, TargetOptions.QUEUES}) {
      String option = "--" + field;
      if (!conversion.writer().reads().contains(field)
          && spec.commandLine().getParseResult().hasMatchedOption(option)) {
        List<String> readers = converter.targets().stream()
            .filter(t -> converter.conversionOf(t).writer().reads().contains(field)).toList();
        String who = readers.isEmpty() ? "no registered target" : "the " + String.join(", ", readers) + " target"
            + (readers.size() == 1 ? "" : "s") + " only";
        throw new MisuseException("fairshare: " + option + " is read by " + who + ", and --to is " + target
            + "\n    hint: " + (readers.isEmpty() ? "" : "give --to " + String.join(" or ", readers) + ", or ")
            + "leave out " + option);
      }
    }
    ledger.check();
    if (ledger.given() && usage != null) {
      throw new CommandLine.ParameterException(spec.commandLine(), "give --usage or --ledger, not both");
    }
    ConversionSource source = ConversionSource.read(wiring.formats(), wiring.families(), from, usage);
    if (ledger.given()) {
      source = fromLedger(wiring, source);
    }
    Converter.Result result = converter.convert(source, target);
    TargetOptions options = new TargetOptions(cluster, queues == null ? List.of() : queues);
    // every format the writer declares was checked above: one it does not declare is a bug (an internal error)
    List<OutputFile> files = conversion.writer().write(result.converted(), wiring.formats(), options);
    ConversionReport done = result.report().withOutputs(files.stream().map(OutputFile::name).toList());
    new Warnings(spec.commandLine().getErr()).addAll(source.warnings().stream()
        .filter(p -> !p.code().equals(Converter.UNMATCHED_USAGE)).toList());
    if (strict && !done.losses().isEmpty()) {
      done.withOutputs(List.of()).writeText(spec.commandLine().getErr());
      spec.commandLine().getErr().println("fairshare: --strict: " + done.losses().size()
          + (done.losses().size() == 1 ? " loss" : " losses") + "; nothing written");
      return ExitCodes.BAD_INPUT;
    }
    FileTransaction write = FileTransaction.create().replaceExisting(force).createDirectory(out);
    files.forEach(f -> write.write(out.resolve(f.name()), f.body()));
    if (report != null) {
      write.write(report, json -> ReportJson.writeTo(done, json));
    }
    write.commit();
    done.writeText(spec.commandLine().getOut());
    return ExitCodes.OK;
  }

  /**
   * The source with the ledger's usage in place of its own: read at {@code --at}, decayed as the source's
   * scheduler decays it unless the command line names a decay, bound to the source's tree by the binding
   * {@code compute}, {@code explain}, {@code view} and {@code compare} use ({@link LedgerBinding#bind(FamilyRegistry,
   * ConversionSource, LedgerSnapshot, String, String, java.io.PrintWriter)}), once the tree has the accounts the
   * source's scheduler makes for the ledger's users ({@link FamilyConversion#ledgerAccounts}: LSF's {@code default}
   * accounts).
   */
  private ConversionSource fromLedger(Wiring wiring, ConversionSource source) {
    LedgerSnapshot snapshot = ledger.read(LedgerOptions.Defaults.of(source, wiring.families()));
    ConversionSource bound = LedgerBinding.bind(wiring.families(), source, snapshot, null,
        source.family().equals(FamilyRegistry.NEUTRAL) ? "neutral" : source.family(), spec.commandLine().getErr());
    List<String> inputs = new ArrayList<>(source.inputs());
    inputs.add(ledger.ledger);
    return new ConversionSource(bound.tree(), bound.usage(), source.settings(), source.warnings(), source.family(),
        source.treeFormat(), inputs, bound.losses(), ledger.ledger, null);
  }
}
