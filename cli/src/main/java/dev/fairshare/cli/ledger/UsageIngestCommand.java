package dev.fairshare.cli.ledger;

import dev.fairshare.command.BadInputException;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.command.LedgerOptions;
import dev.fairshare.format.Problem;
import dev.fairshare.ledger.UsageLedger;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.ledger.ingest.IngestSummary;
import dev.fairshare.ledger.ingest.Ingestion;
import dev.fairshare.ledger.ingest.UsageIngester;
import dev.fairshare.ledger.ingest.UsageIngesters;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code fairshare usage ingest}: reads accounting into a ledger in batches, each one transaction; ingesting
 * the same files again, or exports that overlap, adds nothing already there (docs/ledger.md, "Ingesting").
 */
@Command(name = "ingest", mixinStandardHelpOptions = true,
    description = "Read accounting (FORMAT:FILE...) into the ledger; a summary of what was read, new, "
        + "already present and skipped.")
final class UsageIngestCommand implements Callable<Integer> {
  /** Problems printed before the rest are only counted. */
  static final int PRINTED_PROBLEMS = 20;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Mixin
  LedgerOptions reading;

  @Option(names = "--strict", description = "Any bad record is an error (exit 1) and nothing is written.")
  boolean strict;

  @Option(names = "--batch", defaultValue = "20000", paramLabel = "N",
      description = "Charges per transaction (default: ${DEFAULT-VALUE}).")
  int batch;

  @Option(names = "--progress", negatable = true, defaultValue = "true", fallbackValue = "true",
      description = "A progress bar on a terminal (default: on where standard error is one).")
  boolean progress;

  @Parameters(paramLabel = "FORMAT:FILE", arity = "1..*",
      description = "Accounting to read; formats: slurm.sacct, fairshare.charges (see --help of the family).")
  List<String> inputs;

  @Override
  public Integer call() {
    reading.check();
    if (!reading.given()) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--ledger is required");
    }
    reading.checkNoDecay("usage ingest");
    if (batch < 1) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--batch must be at least 1");
    }
    Map<String, UsageIngester> ingesters = UsageIngesters.all();
    Instant at = reading.instant();
    // every input's format is checked (misuse) before any input's file is
    for (String input : inputs) {
      int colon = input.indexOf(':');
      if (colon <= 0 || !ingesters.containsKey(input.substring(0, colon))) {
        throw new CommandLine.ParameterException(spec.commandLine(), "'" + input + "' names no accounting "
            + "format; give FORMAT:FILE with FORMAT one of " + String.join(", ", ingesters.keySet()));
      }
    }
    List<Ingestion.Source> sources = new ArrayList<>();
    for (String input : inputs) {
      int colon = input.indexOf(':');
      UsageIngester ingester = ingesters.get(input.substring(0, colon));
      Path path = Path.of(input.substring(colon + 1));
      if (!Files.isReadable(path)) {
        throw new dev.fairshare.command.BadInputException(path + ": [io.not-found] no such readable file\n"
            + "    hint: check the path");
      }
      sources.add(new Ingestion.Source(ingester, new IngestInput(path, at, reading.zone(), reading.config())));
    }
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    IngestProgress bar = progress && System.console() != null ? new IngestProgress(err) : null;
    IngestSummary summary;
    try (UsageLedger ledger = reading.open()) {
      summary = new Ingestion(ledger, batch).run(sources, strict, bar == null ? Ingestion.Progress.NONE : bar);
      ledger.logIngest(inputs, Instant.now().getEpochSecond(), summary);
    } finally {
      if (bar != null) {
        bar.finish();
      }
    }
    List<Problem> problems = summary.problems();
    for (int i = 0; i < Math.min(PRINTED_PROBLEMS, problems.size()); i++) {
      err.println(problems.get(i).render());
    }
    long bad = summary.badTotal();
    if (bad > PRINTED_PROBLEMS) {
      err.println("... and " + (bad - PRINTED_PROBLEMS) + " more bad records");
    }
    out.println(summary.line());
    return ExitCodes.OK;
  }
}
