package dev.fairshare.cli;

import com.google.inject.Module;
import com.typesafe.config.Config;
import dev.fairshare.command.BadInputException;
import dev.fairshare.command.CommandRoot;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.family.CommandServices;
import dev.fairshare.family.FamilyModules;
import dev.fairshare.family.SchedulerFamily;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code fairshare} command: its own subcommands, the native commands of every scheduler family on the
 * class path ({@code SchedulerFamily#commands}, added after its own, so this class names no family's), and
 * the options all of them take ({@code --config}, {@code -D}, {@code --debug}); failures become exit codes
 * through {@link Failures} (docs/errors.md).
 */
@Command(name = "fairshare", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
    description = "Hierarchical fair share for Slurm, PBS Professional, LSF and flux-accounting: compute, explain "
        + "and draw a tree's factors, compare algorithms, convert between schedulers, keep a usage ledger, and "
        + "each scheduler's own commands.",
    subcommands = {
        DemoCommand.class,
        ComputeCommand.class,
        CompareCommand.class,
        ExplainCommand.class,
        ViewCommand.class,
        ConvertCommand.class,
        dev.fairshare.cli.ledger.UsageCommand.class,
        AlgorithmsCommand.class,
        FormatsCommand.class
    })
public final class FairshareCommand implements Runnable, CommandRoot {

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @CommandLine.Mixin
  ConfigOptions configOptions = new ConfigOptions();

  @CommandLine.Option(names = "--debug", scope = CommandLine.ScopeType.INHERIT,
      description = "Print the stack trace of a failure (an internal error's is always in its report file).")
  boolean debug;

  private Config config;
  private Wiring wiring;
  /** Bindings that replace the modules' in this command line's wiring ({@code null}: none; tests). */
  private final Module overrides;

  /** The command as it runs. */
  public FairshareCommand() {
    this(null);
  }

  /** The command with some bindings of its wiring replaced ({@code null}: none), for tests. */
  FairshareCommand(Module overrides) {
    this.overrides = overrides;
  }

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
      wiring = Wiring.of(config(), overrides);
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
    return run(new FairshareCommand(), out, err, args);
  }

  /**
   * Runs the command line over {@code root} (one made with bindings replaced, in tests) with the given streams
   * and returns the exit code.
   */
  static int run(FairshareCommand root, PrintWriter out, PrintWriter err, String... args) {
    CommandLine cli = commandLine(root, out, err);
    List<String> argList = List.of(args);
    cli.setExecutionExceptionHandler((e, commandLine, parseResult) ->
        new Failures(err, root.debug, argList).handle(e, commandLine));
    CommandLine.IParameterExceptionHandler parseFailure = cli.getParameterExceptionHandler();
    // a native command's own exit for what it refuses while the command line is read (sshare's getopt: 1)
    cli.setParameterExceptionHandler((e, given) -> {
      if (e.getCause() instanceof BadInputException bad) {
        err.println(bad.getMessage());
        return ExitCodes.BAD_INPUT;
      }
      return parseFailure.handleParseException(e, given);
    });
    cli.setExecutionStrategy(new ConfigFirst(root, new CommandLine.RunLast()));
    int code;
    try {
      code = cli.execute(args);
    } catch (OutOfMemoryError | StackOverflowError e) {
      code = new Failures(err, root.debug, argList).handle(e, cli);
    }
    out.flush();
    err.flush();
    return code;
  }

  /**
   * The whole command line over {@code root}: its own subcommands, every family's native commands and
   * {@code help}, writing to the given streams (what {@link #run} executes; tests walk it).
   */
  static CommandLine commandLine(FairshareCommand root, PrintWriter out, PrintWriter err) {
    CommandLine cli = new CommandLine(root);
    Supplier<CommandServices> services = root::services;
    List<SchedulerFamily> families = new ArrayList<>();
    FamilyModules.discover().forEach(module -> families.add(module.family()));
    for (CommandLine own : cli.getSubcommands().values()) {
      if (own.getCommandSpec().userObject() instanceof FamilyExtensible extensible) {
        extensible.extend(own, families);
      }
    }
    for (SchedulerFamily family : families) {
      for (Object command : family.commands(services)) {
        cli.addSubcommand(command);
      }
    }
    cli.addSubcommand(new CommandLine.HelpCommand());
    // an unknown option after an option that takes several files (--tree a b --bogus) is misuse, not a file
    for (String name : List.of("compute", "explain", "view", "compare", "convert")) {
      cli.getSubcommands().get(name).setUnmatchedOptionsAllowedAsOptionParameters(false);
    }
    cli.setOut(out);
    cli.setErr(err);
    CommandLine pbsfs = cli.getSubcommands().get("pbsfs");
    if (pbsfs != null) {
      pbsfs.setEndOfOptionsDelimiter("\0");
    }
    return cli;
  }
}
