package dev.fairshare.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** One run of the command in process: its exit code, standard output and standard error. */
public record CommandRun(int exitCode, String out, String err) {

  public static CommandRun of(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = FairshareCommand.run(new PrintWriter(out), new PrintWriter(err), args);
    return new CommandRun(code, out.toString(), err.toString());
  }
}
