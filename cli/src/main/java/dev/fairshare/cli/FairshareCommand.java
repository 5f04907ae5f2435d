package dev.fairshare.cli;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import dev.fairshare.algorithm.UnknownNameException;
import dev.fairshare.command.BadInputException;
import dev.fairshare.command.CommandRoot;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.command.UserIoException;
import dev.fairshare.family.CommandServices;
import dev.fairshare.family.FamilyModule;
import dev.fairshare.family.FamilyModules;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.io.ExistingFilesException;
import dev.fairshare.io.FileAccessException;
import dev.fairshare.ledger.LedgerException;
import java.io.PrintWriter;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code fairshare} command: its own subcommands, the native commands of every scheduler family on the
 * class path ({@code SchedulerFamily#commands}, added after its own, so this class names no family's), and
 * the mapping of failures to exit codes (bad input 1 with every problem on stderr, misuse 2 with a usage
 * message, never a stack trace).
 */
@Command(name = "fairshare", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
    description = "Hierarchical fair share for Slurm, PBS Professional and LSF: compute, compare, convert.",
    subcommands = {
        DemoCommand.class,
        ComputeCommand.class,
        CompareCommand.class,
        ExplainCommand.class,
        ViewCommand.class,
        ConvertCommand.class,
        dev.fairshare.cli.ledger.UsageCommand.class,
        AlgorithmsCommand.class,
        FormatsCommand.class,
        dev.fairshare.cli.lsf.BqueuesCommand.class,
        dev.fairshare.cli.lsf.BhpartCommand.class
    })
public final class FairshareCommand implements Runnable, CommandRoot {

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @CommandLine.Mixin
  ConfigOptions configOptions = new ConfigOptions();

  private Config config;
  private Wiring wiring;

  /** This command line's validated configuration, read on first use. */
  @Override
  public Config config() {
    if (config == null) {
      config = configOptions.config();
    }
    return config;
  }

  /** The wiring over this command line's configuration, made on first use. */
  @Override
  public Wiring services() {
    if (wiring == null) {
      wiring = Wiring.of(config());
    }
    return wiring;
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "a subcommand is required");
  }

  /** Runs the command line with the process's streams and returns the exit code. */
  public static int run(String... args) {
    return run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
  }

  /** Runs the command line with the given streams and returns the exit code. */
  public static int run(PrintWriter out, PrintWriter err, String... args) {
    FairshareCommand root = new FairshareCommand();
    CommandLine cli = new CommandLine(root);
    Supplier<CommandServices> services = root::services;
    for (FamilyModule module : FamilyModules.discover()) {
      for (Object command : module.family().commands(services)) {
        cli.addSubcommand(command);
      }
    }
    cli.addSubcommand(new CommandLine.HelpCommand());
    cli.setOut(out);
    cli.setErr(err);
    cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> handle(e, commandLine, err));
    int code = cli.execute(args);
    out.flush();
    err.flush();
    return code;
  }

  private static int handle(Exception e, CommandLine commandLine, PrintWriter err) {
    if (e instanceof ConfigParseException parse) {
      err.println(parse.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    if (e instanceof UserIoException io) {
      err.println(io.getMessage());
      return ExitCodes.IO;
    }
    if (e instanceof BadInputException bad) {
      err.println(bad.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    if (e instanceof LedgerException ledger) {
      err.println("fairshare: " + ledger.getMessage() + " [" + ledger.code() + "]"
          + (ledger.hint().isEmpty() ? "" : "\n    hint: " + ledger.hint()));
      return ExitCodes.IO;
    }
    if (e instanceof ExistingFilesException existing) {
      err.println("fairshare: " + existing.getMessage());
      err.println("    hint: choose other output files (--out, --report, --html, --svg), or give --force");
      return ExitCodes.MISUSE;
    }
    if (e instanceof FileAccessException access) {
      err.println("fairshare: " + access.getMessage());
      return ExitCodes.IO;
    }
    if (e instanceof UnknownNameException unknown) {
      err.println("fairshare: " + unknown.getMessage());
      commandLine.usage(err);
      return ExitCodes.MISUSE;
    }
    if (e instanceof ConfigException config) {
      err.println("fairshare: bad configuration: " + config.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    if (e instanceof CommandLine.ParameterException misuse) {
      err.println("fairshare: " + misuse.getMessage());
      commandLine.usage(err);
      return ExitCodes.MISUSE;
    }
    err.println("fairshare: internal error: " + e);
    return ExitCodes.IO;
  }
}
