package dev.fairshare.cli.ledger;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code fairshare usage}: the usage ledger's commands. */
@Command(name = "usage", mixinStandardHelpOptions = true,
    description = "The usage ledger: ingest accounting, show usage as of an instant, export.",
    subcommands = {UsageIngestCommand.class, UsageShowCommand.class, UsageExportCommand.class})
public final class UsageCommand implements Runnable {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "a subcommand is required: ingest, show, export");
  }
}
