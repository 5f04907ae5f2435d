package dev.fairshare.cli.ledger;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.command.MisuseException;
import dev.fairshare.io.FileTransaction;
import dev.fairshare.ledger.ChargesTsv;
import dev.fairshare.ledger.UsageLedger;
import dev.fairshare.ledger.UsageLedgers;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code fairshare usage export}: every charge of the ledger in the ledger's text form ({@link ChargesTsv}),
 * to standard output (written whole to a temporary file first, then copied, so that a ledger that cannot be
 * opened or read prints nothing) or to a file written whole or not at all ({@link FileTransaction});
 * {@code usage ingest fairshare.charges:FILE} reads it back (a backup, or a move between stores). The charges are
 * written as appended, so the reading options of {@code usage show} ({@code --at}, {@code --decay}...) are not
 * options here: given, they are misuse.
 */
@Command(name = "export", mixinStandardHelpOptions = true,
    description = {"Write every charge of the ledger (fairshare.charges format) to --out or standard output.",
        "The charges as appended: no instant, decay or reset applies (--at, --decay and the other reading "
            + "options of usage show are refused)."})
final class UsageExportCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--ledger", paramLabel = "LEDGER", required = true,
      description = "The usage ledger: a SQLite file, jdbc:postgresql://HOST[:PORT]/DB?user=U, or memory:.")
  String ledger;

  @Option(names = "--out", paramLabel = "FILE", description = "The file to write (default: standard output).")
  Path out;

  @Option(names = "--force", description = "Replace --out if it exists.")
  boolean force;

  @Override
  public Integer call() throws IOException {
    if (out == null && force) {
      throw new MisuseException("fairshare: --force replaces the file of --out, and no --out is given (the charges "
          + "go to standard output)\n    hint: give --out FILE, or leave out --force");
    }
    if (out == null) {
      Path spool = Files.createTempFile("fairshare-export-", ".tsv");
      try {
        try (Writer w = Files.newBufferedWriter(spool, StandardCharsets.UTF_8)) {
          export(w);
        }
        PrintWriter w = spec.commandLine().getOut();
        try (Reader r = Files.newBufferedReader(spool, StandardCharsets.UTF_8)) {
          r.transferTo(w);
        }
        w.flush();
      } finally {
        Files.deleteIfExists(spool);
      }
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
    try (UsageLedger l = UsageLedgers.open(ledger)) {
      l.forEach(c -> {
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
