package dev.fairshare.cli.ledger;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.command.LedgerOptions;
import dev.fairshare.io.FileTransaction;
import dev.fairshare.ledger.ChargesTsv;
import dev.fairshare.ledger.UsageLedger;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code fairshare usage export}: every charge of the ledger in the ledger's text form ({@link ChargesTsv}),
 * to standard output or to a file written whole or not at all ({@link FileTransaction}); {@code usage ingest fairshare.charges:FILE}
 * reads it back (a backup, or a move between stores).
 */
@Command(name = "export", mixinStandardHelpOptions = true,
    description = "Write every charge of the ledger (fairshare.charges format) to --out or standard output.")
final class UsageExportCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Mixin
  LedgerOptions reading;

  @Option(names = "--out", paramLabel = "FILE", description = "The file to write (default: standard output).")
  Path out;

  @Option(names = "--force", description = "Replace --out if it exists.")
  boolean force;

  @Override
  public Integer call() throws IOException {
    reading.check();
    if (!reading.given()) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--ledger is required");
    }
    if (out == null) {
      PrintWriter w = spec.commandLine().getOut();
      export(w);
      w.flush();
      return ExitCodes.OK;
    }
    FileTransaction.create().replaceExisting(force).write(out, stream -> {
      Writer w = new OutputStreamWriter(stream, StandardCharsets.UTF_8);
      export(w);
      w.flush();
    }).commit();
    return ExitCodes.OK;
  }

  private void export(Writer w) throws IOException {
    StringBuilder line = new StringBuilder(256);
    w.write(ChargesTsv.HEADER + "\n");
    IOException[] failure = new IOException[1];
    try (UsageLedger ledger = reading.open()) {
      ledger.forEach(c -> {
        if (failure[0] != null) {
          return;
        }
        line.setLength(0);
        ChargesTsv.write(c, line);
        try {
          w.write(line.toString());
        } catch (IOException e) {
          failure[0] = e;
        }
      });
    }
    if (failure[0] != null) {
      throw failure[0];
    }
  }
}
