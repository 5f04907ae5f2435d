package dev.fairshare.cli;

import com.google.inject.Module;
import java.io.PrintWriter;
import java.io.StringWriter;

/** One run of the command in process: its exit code, standard output and standard error. */
public record CommandRun(int exitCode, String out, String err) {

  public static CommandRun of(String... args) {
    return of(new FairshareCommand(), args);
  }

  /** A run in a build whose wiring has these bindings replaced (one without a format, say). */
  public static CommandRun of(Module overrides, String... args) {
    return of(new FairshareCommand(overrides), args);
  }

  private static CommandRun of(FairshareCommand root, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = FairshareCommand.run(root, new PrintWriter(out), new PrintWriter(err), args);
    return new CommandRun(code, out.toString(), err.toString());
  }
}
