package dev.fairshare.cli;

import picocli.CommandLine;

/**
 * The execution of a command line that checks its configuration first ({@link ConfigOptions#config}: every
 * known key's value, whatever the command reads), so that a bad value is misuse before the command reads or
 * writes anything; a request for help or the version, and {@code help}, run without it.
 */
final class ConfigFirst implements CommandLine.IExecutionStrategy {
  private final FairshareCommand root;
  private final CommandLine.IExecutionStrategy then;

  ConfigFirst(FairshareCommand root, CommandLine.IExecutionStrategy then) {
    this.root = root;
    this.then = then;
  }

  @Override
  public int execute(CommandLine.ParseResult parseResult) {
    Integer help = CommandLine.executeHelpRequest(parseResult);
    if (help != null) {
      return help;
    }
    CommandLine.ParseResult last = parseResult;
    while (last.subcommand() != null) {
      last = last.subcommand();
    }
    if (!(last.commandSpec().userObject() instanceof CommandLine.HelpCommand)) {
      try {
        root.config();
      } catch (RuntimeException e) {
        throw new CommandLine.ExecutionException(last.commandSpec().commandLine(), e.getMessage(), e);
      }
    }
    return then.execute(parseResult);
  }
}
