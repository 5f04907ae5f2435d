package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.fairshare.command.ExitCodes;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

/**
 * Every command and subcommand (taken from the command line as it runs, every family's native commands
 * included, so a new one is walked too) answers misuse with
 * exit 2 and a message naming what was wrong: an unknown option, and every option that takes a name from a
 * fixed set (a format, an input's {@code FORMAT:} prefix, a target scheduler, an algorithm, an instant) given
 * one that does not exist. The other required options get valid values, so only the bad one is wrong.
 */
class MisuseWalkTest {
  @TempDir
  Path dir;

  private Map<String, String> valid;

  @BeforeEach
  void inputs() throws IOException {
    Path tree = dir.resolve("seed.tsv");
    Files.writeString(tree, DemoCommand.load());
    Path slurm = Path.of("src/test/resources/slurm/test24.1");
    Path flux = Files.copy(Path.of("../examples/flux/FluxAccounting.db"), dir.resolve("flux.db"));
    valid = Map.ofEntries(
        Map.entry("--tree", tree.toString()),
        Map.entry("--from", tree.toString()),
        Map.entry("--to", "pbs"),
        Map.entry("--algorithms", "slurm.classic,slurm.fair-tree"),
        Map.entry("--sched-priv", "src/test/resources/pbs/sample/sched_priv"),
        Map.entry("--lsf-conf", "src/test/resources/lsf/cluster"),
        Map.entry("--slurm-conf", slurm.resolve("slurm.conf").toString()),
        Map.entry("--associations", slurm.resolve("assoc.cfg").toString()),
        Map.entry("--usage", slurm.resolve("usage-P.txt").toString()),
        Map.entry("--algorithm", "slurm.classic"),
        Map.entry("--html", dir.resolve("view.html").toString()),
        Map.entry("--ledger", dir.resolve("ledger.db").toString()),
        Map.entry("--path", flux.toString()));
  }

  /** Every command of the command line as it runs (every family's native commands too), subcommands included. */
  private static List<CommandSpec> commands() {
    StringWriter sink = new StringWriter();
    List<CommandSpec> all = new ArrayList<>();
    collect(FairshareCommand.commandLine(new FairshareCommand(), new PrintWriter(sink), new PrintWriter(sink)),
        all);
    return all;
  }

  private static void collect(CommandLine cl, List<CommandSpec> all) {
    cl.getSubcommands().forEach((name, sub) -> {
      if (!name.equals("help")) {
        all.add(sub.getCommandSpec());
        collect(sub, all);
      }
    });
  }

  /** The command's names from the root's first subcommand down. */
  private static List<String> path(CommandSpec command) {
    List<String> names = new ArrayList<>();
    for (CommandSpec c = command; c.parent() != null; c = c.parent()) {
      names.add(0, c.name());
    }
    return names;
  }

  /**
   * A value for {@code option} that names nothing that exists, or null if the option does not take a name
   * from a fixed set (a cluster or an identity family is any name).
   */
  private static String badValue(OptionSpec option) {
    String label = option.paramLabel();
    if (label.startsWith("[FORMAT:]")) {
      return "lsf.nonsense:x";
    }
    if (option.type().isEnum()) {
      return "nonsense";
    }
    return switch (label) {
      case "FORMAT", "SCHEDULER", "MODEL", "PERIOD", "ZONE", "DURATION" -> "nonsense";
      case "NAME" -> option.longestName().startsWith("--algorithm") ? "nonsense" : null;
      case "TIME" -> "yesterday";
      default -> null;
    };
  }

  /** The command's name, its required operands and options with valid values, {@code option} set to {@code value}. */
  private List<String> line(CommandSpec command, OptionSpec option, String value) {
    List<String> args = new ArrayList<>(path(command));
    for (var operand : command.positionalParameters()) {
      if (operand.required()) {
        args.add(switch (operand.paramLabel()) {
          case "QUEUE" -> "normal";
          case "USER" -> "user1";
          case "BANK" -> "root";
          case "FORMAT:FILE" -> "slurm.sacct:src/test/resources/ledger/later.txt";
          default -> throw new AssertionError("give MisuseWalkTest a valid " + operand.paramLabel() + " for "
              + command.name());
        });
      }
    }
    Set<Object> groupsGiven = new HashSet<>();
    if (option != null && option.group() != null) {
      groupsGiven.add(option.group());
    }
    for (OptionSpec o : command.options()) {
      String name = o.longestName();
      if (o == option) {
        args.add(name);
        args.add(value);
      } else if (o.group() != null && o.group().exclusive() && !groupsGiven.add(o.group())) {
        continue;
      } else if (o.required() || name.equals("--sched-priv") || name.equals("--html")
          || name.equals("--ledger") && !(option != null && option.longestName().equals("--usage"))) {
        // --ledger and --usage are two sources of the usage: giving both is misuse of its own
        if (!valid.containsKey(name)) {
          fail("give MisuseWalkTest a valid value for %s %s", command.name(), name);
        }
        args.add(name);
        if (o.arity().max() > 0) {
          args.add(valid.get(name));
        }
      }
    }
    return args;
  }

  @Test
  void anUnknownOptionIsMisuseInEveryCommand() {
    for (CommandSpec command : commands()) {
      List<String> args = line(command, null, null);
      args.add("--no-such-option");
      CommandRun run = CommandRun.of(args.toArray(String[]::new));
      assertThat(run.exitCode()).as("%s: %s", args, run.err()).isEqualTo(ExitCodes.MISUSE);
      assertThat(run.err()).as("%s", args).containsAnyOf("--no-such-option", "Usage: pbsfs --version");
      assertThat(run.out()).as("%s", args).isEmpty();
    }
  }

  @Test
  void aNameFromNoKnownSetIsMisuseInEveryOptionThatTakesOne() {
    int walked = 0;
    for (CommandSpec command : commands()) {
      for (OptionSpec option : command.options()) {
        String bad = badValue(option);
        if (bad == null) {
          continue;
        }
        walked++;
        List<String> args = line(command, option, bad);
        CommandRun run = CommandRun.of(args.toArray(String[]::new));
        assertThat(run.exitCode()).as("%s: %s", args, run.err()).isEqualTo(ExitCodes.MISUSE);
        assertThat(run.err()).as("%s", args).contains(bad.startsWith("lsf.") ? "lsf.nonsense" : bad);
        assertThat(run.err()).as("%s", args).doesNotContain("Exception").doesNotContain("\tat ");
      }
    }
    assertThat(walked).as("options walked").isGreaterThanOrEqualTo(12);
  }

  @Test
  void anUnknownFormatPrefixListsTheFormats() {
    CommandRun run = CommandRun.of("compute", "--tree", "lsf.nonsense:" + valid.get("--tree"));
    assertThat(run.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.err()).startsWith("fairshare: unknown format 'lsf.nonsense'; known: fairshare.tsv, ");
  }

  @Test
  void aFileWhoseNameHasAColonIsStillAFile() throws IOException {
    Path odd = dir.resolve("fairshare.x:y.tsv");
    Files.writeString(odd, DemoCommand.load());
    CommandRun run = CommandRun.of("compute", "--tree", odd.toString().replace(dir.toString(), dir.toString()));
    assertThat(run.exitCode()).as(run.err()).isZero();
  }
}
