package dev.fairshare.pbs.command;

import dev.fairshare.algorithms.pbs.PbsNodeValues;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.pbs.pbsfs.PbsfsText;
import dev.fairshare.pbs.schedconfig.PbsSchedConfig;
import dev.fairshare.pbs.state.PbsFairshareState;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code fairshare pbsfs}: OpenPBS's {@code pbsfs} on a {@code sched_priv} folder, with the same output byte
 * for byte, the same messages and exit codes, and the same writes of {@code usage}, {@code usage.bak} and
 * {@code usage.touch} (docs/algorithms/pbs.md §10, §11; {@code pbsfs.cpp}).
 *
 * <p>Differences, on purpose: a {@code resource_group} line PBS would drop, or a {@code usage} file that is
 * truncated or not a usage file, is bad input (every problem, file:line:col or byte offset, exit 1, nothing
 * written) unless {@code --lenient} asks for PBS's behaviour (its messages, then go on); our warnings go to
 * stderr except with {@code --lenient}. Misuse (an unknown option, which pbsfs reports and then ignores, a
 * {@code --xxx} option, a wrong number of operands) prints pbsfs's message and exits 2, pbsfs's own codes
 * with {@code --lenient}; a {@code -s} value that is not a finite number {@code >= 0} is refused before
 * anything is read ({@link UsageValue}). The files are written as one {@code FileTransaction}. There is no
 * server: {@code -I} fails as pbsfs does without one, and the running user is not checked. Without {@code --sched-priv}
 * the folder is {@code $PBS_HOME/sched_priv}, as for pbsfs's default scheduler; {@code --help} prints this command's
 * help.
 */
@Command(name = "pbsfs", description = {"Print or change PBS fair-share data as OpenPBS's pbsfs does.",
    "Usage: fairshare pbsfs --sched-priv DIR [-p | -t | -g ENTITY | -c E1 E2 | -s ENTITY VALUE | -d | -e]"
        + " [-I NAME]"})
public final class PbsfsCommand implements Callable<Integer> {
  CommandLine.Model.CommandSpec spec;

  /** Takes the command's spec and adds the description of pbsfs's own options to its help. */
  @CommandLine.Spec
  void spec(CommandLine.Model.CommandSpec commandSpec) {
    this.spec = commandSpec;
    PbsfsHelp.addTo(commandSpec);
  }

  @Option(names = "--sched-priv", paramLabel = "DIR",
      description = "The sched_priv folder (resource_group, usage, sched_config); default: "
          + "$PBS_HOME/sched_priv, as pbsfs's default scheduler.")
  Path schedPriv;

  @Option(names = "--lenient", description = "Treat bad resource_group lines and usage files as pbsfs does "
          + "(its messages, then go on; pbsfs's exit codes); without it they are bad input, exit 1, nothing written.")
  boolean lenient;

  @Option(names = "--now", hidden = true, description = "The current time in epoch seconds (for -d and -e).")
  Long now;

  /** pbsfs's own arguments, as getopt sees them ({@code --} included: the command line does not take it). */
  @CommandLine.Unmatched
  List<String> args = new ArrayList<>();

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (args.contains("--help")) {
      spec.commandLine().usage(out);
      return ExitCodes.OK;
    }
    if (schedPriv == null) {
      String home = System.getenv("PBS_HOME");
      if (home == null || home.isEmpty()) {
        throw new CommandLine.ParameterException(spec.commandLine(),
            "give --sched-priv DIR (PBS_HOME is not set)");
      }
      schedPriv = Path.of(home, "sched_priv");
    }
    if (args.size() == 1 && args.get(0).equals("--version")) {
      out.println("pbs_version = fairshare");
      return ExitCodes.OK;
    }
    PbsfsArguments a = PbsfsArguments.parse(args, err);
    if (a.longOption()) {
      return misuse(err, "Usage: pbsfs --version");
    }
    if (a.badOption() && !lenient) {
      return misuse(err, "Usage: pbsfs -[ptdgcs] [-I sched_name]");
    }
    String countUsage = switch (a.action()) {
      case 'p', 't' -> a.operands().size() != 0 ? "Usage: pbsfs -[ptdgcs] [-I sched_name]" : null;
      case 'g' -> a.operands().size() != 1 ? "Usage: pbsfs [-I sched_name] -g <fairshare_entity>" : null;
      case 's' -> a.operands().size() != 2 ? "Usage: pbsfs [-I sched_name] -s <fairshare_entity> <usage>" : null;
      case 'c' -> a.operands().size() != 2 ? "Usage: pbsfs [-I sched_name] -c <entity1> <entity2>" : null;
      default -> null;
    };
    if (countUsage != null) {
      return misuse(err, countUsage);
    }
    Double value = a.action() == 's' ? UsageValue.parse(a.operands().get(1), lenient) : null;
    if (!a.schedName().equals("default")) {
      err.println("Can't connect to the server");
      return ExitCodes.BAD_INPUT;
    }
    if (!Files.isDirectory(schedPriv)) {
      err.println("Unable to access fairshare data: "
          + (Files.exists(schedPriv) ? "Not a directory" : "No such file or directory"));
      return lenient ? ExitCodes.BAD_INPUT : ExitCodes.IO;
    }
    return run(a, value, new SchedPriv(schedPriv), out, err);
  }

  private int run(PbsfsArguments a, Double value, SchedPriv dir, PrintWriter out, PrintWriter err) {
    PbsData data = PbsData.load(dir, lenient, a.action() == 'e', false, err);
    PbsSchedConfig config = data.config();
    PbsFairshareState state = data.state();
    long clock = now != null ? now : System.currentTimeMillis() / 1000;
    if (a.action() == 'e') {
      state = state.withLastDecay(clock);
    }
    PbsNodeValues values = "gc".indexOf(a.action()) >= 0 ? data.nodeValues(state) : null;
    PbsfsText text = a.action() == 'p' ? new PbsfsText(state, data.percentages(state), config.usageResource())
        : new PbsfsText(state, values, config.usageResource());
    switch (a.action()) {
      case 't' -> text.tree(out);
      case 'p' -> text.table(out);
      case 'd' -> state = state.decayed(config.decayFactor()).withLastDecay(clock);
      case 'g', 'c', 's' -> {
        int first = find(state, a.operands().get(0), err);
        if (first < 0) {
          return ExitCodes.BAD_INPUT;
        }
        if (a.action() == 'c') {
          int second = find(state, a.operands().get(1), err);
          if (second < 0) {
            return ExitCodes.BAD_INPUT;
          }
          out.print(text.comparison(first, second, values.comparePath(first, second)));
        } else if (a.action() == 'g') {
          out.print(text.entity(first));
        } else if (value != null) {
          state = state.withUsage(first, value);
        }
      }
      default -> { }
    }
    if ("sde".indexOf(a.action()) >= 0) {
      dir.writeUsage(state, err);
    }
    return ExitCodes.OK;
  }

  private static int find(PbsFairshareState state, String name, PrintWriter err) {
    int node = state.find(name);
    if (node < 0) {
      err.println("Fairshare Entity " + name + " does not exist.");
    }
    return node;
  }

  /** pbsfs's usage message; exit 2 (misuse), or pbsfs's own 1 with {@code --lenient}. */
  private int misuse(PrintWriter err, String message) {
    err.println(message);
    return lenient ? ExitCodes.BAD_INPUT : ExitCodes.MISUSE;
  }
}
