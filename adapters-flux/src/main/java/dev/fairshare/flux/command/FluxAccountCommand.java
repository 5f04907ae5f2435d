package dev.fairshare.flux.command;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code fairshare flux-account}: flux-accounting's own commands on its database, doing and printing what
 * {@code flux account-update-usage}, {@code flux account-update-fshare} and
 * {@code flux account view-bank -t} do and print.
 */
@Command(name = "flux-account", mixinStandardHelpOptions = true,
    description = "flux-accounting's commands on its SQLite database: update-usage, update-fshare and"
        + " view-bank -t, as flux-accounting does and prints them.",
    subcommands = {UpdateUsageCommand.class, UpdateFshareCommand.class, ViewBankCommand.class})
public final class FluxAccountCommand implements Runnable {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "name a subcommand");
  }

  /** Runs the command line as {@code fairshare flux-account ARGS} would; returns the exit code. */
  public static int execute(String... args) {
    return new CommandLine(new FluxAccountCommand()).execute(args);
  }
}
