package dev.fairshare.cli;

import com.typesafe.config.ConfigException;
import dev.fairshare.algorithm.UnknownNameException;
import dev.fairshare.command.BadInputException;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.command.MisuseException;
import dev.fairshare.command.UserIoException;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.io.ExistingFilesException;
import dev.fairshare.io.FileAccessException;
import dev.fairshare.io.FileTransaction;
import dev.fairshare.io.Limits;
import dev.fairshare.io.TooLargeException;
import dev.fairshare.ledger.LedgerException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import picocli.CommandLine;

/**
 * What the command prints and returns for a failure (docs/errors.md): bad input 1 with every problem, misuse
 * 2 with the usage or a hint (a bad configuration key too, given with {@code -D} or in a file, as a bad option
 * value is), 3 an I/O failure or a limit the user can fix (the path, the reason, how to
 * raise the limit), and 4 for anything else, which is a bug: one line, and a report with the stack trace
 * written to a file. No stack trace reaches the terminal unless {@code --debug} is given.
 */
final class Failures {
  private final PrintWriter err;
  private final boolean debug;
  private final List<String> args;

  Failures(PrintWriter err, boolean debug, List<String> args) {
    this.err = err;
    this.debug = debug;
    this.args = args;
  }

  /** Prints the failure and returns the exit code. */
  int handle(Throwable e, CommandLine commandLine) {
    if (debug) {
      e.printStackTrace(err);
    }
    if (e instanceof ConfigParseException || e instanceof BadInputException) {
      err.println(e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    if (e instanceof ConfigException config) {
      err.println("fairshare: bad configuration: " + config.getMessage());
      err.println("    hint: every key is documented, with the values it takes, in its module's reference.conf");
      return ExitCodes.MISUSE;
    }
    if (e instanceof MisuseException) {
      err.println(e.getMessage());
      return ExitCodes.MISUSE;
    }
    if (e instanceof ExistingFilesException existing) {
      err.println("fairshare: " + existing.getMessage());
      err.println("    hint: choose other output files (--out, --report, --html, --svg), or give --force");
      return ExitCodes.MISUSE;
    }
    if (e instanceof UnknownNameException || e instanceof CommandLine.ParameterException) {
      err.println("fairshare: " + e.getMessage());
      commandLine.usage(err);
      return ExitCodes.MISUSE;
    }
    if (e instanceof LedgerException ledger) {
      err.println("fairshare: " + ledger.getMessage() + " [" + ledger.code() + "]"
          + (ledger.hint().isEmpty() ? "" : "\n    hint: " + ledger.hint()));
      return ExitCodes.IO;
    }
    if (e instanceof UserIoException) {
      err.println(e.getMessage());
      return ExitCodes.IO;
    }
    if (e instanceof FileAccessException || e instanceof TooLargeException) {
      err.println("fairshare: " + e.getMessage());
      return ExitCodes.IO;
    }
    return internal(e);
  }

  private int internal(Throwable e) {
    String what = e instanceof OutOfMemoryError ? "out of memory; give it " + Limits.raise() : e.toString();
    err.println("fairshare: internal error (a bug): " + what);
    Path report = report(e);
    if (report != null) {
      err.println("    a report is in " + report + "; please send it, with the command and its inputs"
          + (debug ? "" : " (--debug prints the stack trace here)"));
    }
    return ExitCodes.INTERNAL;
  }

  private Path report(Throwable e) {
    StringWriter trace = new StringWriter();
    e.printStackTrace(new PrintWriter(trace));
    String text = "fairshare " + new VersionProvider().getVersion()[0] + "\n"
        + "java " + System.getProperty("java.version") + " on " + System.getProperty("os.name") + " "
        + System.getProperty("os.arch") + "\n"
        + "time " + Instant.now() + "\n"
        + "arguments " + args + "\n\n" + trace;
    Path file = Path.of(System.getProperty("java.io.tmpdir"),
        "fairshare-error-" + ProcessHandle.current().pid() + "-" + System.currentTimeMillis() + ".txt");
    try {
      FileTransaction.create().write(file, text.getBytes(StandardCharsets.UTF_8)).commit();
      return file;
    } catch (RuntimeException failed) {
      err.println("    (no report: " + failed.getMessage() + ")");
      return null;
    }
  }
}
