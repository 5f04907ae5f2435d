package dev.fairshare.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * A jqwik generator of whole {@code fairshare} command lines: a command taken from the command line's own tree
 * (every family's native command included, so a new one is fuzzed too), often its required options and
 * operands with valid values, then up to five random pieces: its options (any of their names, {@code --name
 * value} or {@code --name=value}) with valid or odd values, unknown options, stray words and, for
 * {@code pbsfs}, its own one-letter options. Options that name something to write get only paths inside the
 * {@link FuzzWorkspace}, and a writing command always names where it writes, so a fuzzed run changes
 * nothing outside it.
 */
final class CommandLines {
  /** Options whose value is a place that is written, created or changed. */
  private static final Set<String> WRITTEN = Set.of("--out", "--report", "--html", "--svg", "--ledger",
      "--path", "--sched-priv", "--lsf-conf");
  private static final List<String> ODD = List.of("nonsense", " ", "NaN", "1e400", "-1", "0",
      "99999999999999999999", "inf", "-0x10", "x".repeat(300), "\u00fc\u20ac\u0001", "lsf.nonsense:x",
      "fairshare.tsv:", ":", "a=b", "=", ",", ",,a", "-", "--", "9999-99-99T99:99:99Z", "P1D", "1e-400",
      "/nonexistent/x");
  private static final List<String> UNKNOWN = List.of("--bogus", "-z", "--", "-", "---", "--=x", "-@", "-s",
      "--debug=yes", "-Dx", "-D", "--config");
  private static final List<String> PBSFS = List.of("-s", "-g", "-c", "-t", "-p", "-d", "-e", "-I", "-z",
      "--", "pbsuser", "pbsuser2", "group1", "root", "5", "1e400", "NaN", "abc", "-3", "0x10");

  private final FuzzWorkspace ws;
  private final List<CommandSpec> commands = new ArrayList<>();

  CommandLines(FuzzWorkspace ws) {
    this.ws = ws;
    StringWriter sink = new StringWriter();
    CommandLine root = FairshareCommand.commandLine(new FairshareCommand(), new PrintWriter(sink),
        new PrintWriter(sink));
    collect(root);
  }

  private void collect(CommandLine cl) {
    commands.add(cl.getCommandSpec());
    cl.getSubcommands().forEach((name, sub) -> {
      if (!name.equals("help")) {
        collect(sub);
      }
    });
  }

  /** Every command of the tree, the root first. */
  List<CommandSpec> commands() {
    return commands;
  }

  /** Random command lines. */
  Arbitrary<List<String>> lines() {
    return Arbitraries.of(commands).flatMap(this::lineFor);
  }

  private Arbitrary<List<String>> lineFor(CommandSpec command) {
    Arbitrary<List<List<String>>> pieces = piece(command).list().ofMaxSize(5);
    return Combinators.combine(Arbitraries.of(true, true, true, true, false), pieces).as((complete, extra) -> {
      List<String> args = new ArrayList<>(path(command));
      List<String> tail = new ArrayList<>();
      if (complete) {
        tail.addAll(required(command));
      }
      extra.forEach(tail::addAll);
      args.addAll(safety(command, tail));
      args.addAll(tail);
      return args;
    });
  }

  private static List<String> path(CommandSpec command) {
    List<String> names = new ArrayList<>();
    for (CommandSpec c = command; c.parent() != null; c = c.parent()) {
      names.add(0, c.name());
    }
    return names;
  }

  /** Where a writing command writes, when the line does not say (their defaults are the working folder). */
  private List<String> safety(CommandSpec command, List<String> tail) {
    String name = command.name();
    String option = switch (name) {
      case "convert" -> "--out";
      case "pbsfs", "pbs-formula" -> "--sched-priv";
      default -> null;
    };
    if (option == null || tail.stream().anyMatch(t -> t.equals(option) || t.startsWith(option + "="))) {
      return List.of();
    }
    return List.of(option, name.equals("convert") ? ws.file("out") : ws.file("sched_priv"));
  }

  private List<String> required(CommandSpec command) {
    List<String> args = new ArrayList<>();
    for (OptionSpec o : command.options()) {
      if (o.required()) {
        args.add(o.longestName());
        if (o.arity().max() > 0) {
          args.add(valid(command, o).get(0));
        }
      }
    }
    for (PositionalParamSpec p : command.positionalParameters()) {
      if (p.required()) {
        args.add(operands(p).get(0));
      }
    }
    return args;
  }

  private Arbitrary<List<String>> piece(CommandSpec command) {
    List<OptionSpec> options = command.options().stream()
        .filter(o -> !o.longestName().equals("--debug")).toList();
    List<Arbitrary<List<String>>> kinds = new ArrayList<>();
    kinds.add(Arbitraries.of(UNKNOWN).map(List::of));
    kinds.add(Arbitraries.of(ODD).map(List::of));
    if (!options.isEmpty()) {
      kinds.add(Arbitraries.of(options).flatMap(o -> option(command, o)));
      kinds.add(Arbitraries.of(options).flatMap(o -> option(command, o)));
    }
    for (PositionalParamSpec p : command.positionalParameters()) {
      kinds.add(Arbitraries.of(operands(p)).map(List::of));
    }
    if (command.name().equals("pbsfs")) {
      kinds.add(Arbitraries.of(PBSFS).map(List::of));
      kinds.add(Arbitraries.of(PBSFS).map(List::of));
    }
    return Arbitraries.oneOf(kinds);
  }

  private Arbitrary<List<String>> option(CommandSpec command, OptionSpec o) {
    Arbitrary<String> name = Arbitraries.of(o.names());
    if (o.arity().max() == 0) {
      return name.map(List::of);
    }
    Arbitrary<String> value = Arbitraries.frequencyOf(
        Tuple.of(3, Arbitraries.of(valid(command, o))),
        Tuple.of(2, Arbitraries.of(odd(o))));
    return Combinators.combine(name, value, Arbitraries.of(true, false)).as((n, v, joined) ->
        joined && n.startsWith("--") ? List.of(n + "=" + v) : List.of(n, v));
  }

  /** Odd values; for an option that names a place written, only places inside the workspace. */
  private List<String> odd(OptionSpec o) {
    if (WRITTEN.contains(o.longestName())) {
      return List.of(ws.file("dir"), ws.file("empty"), ws.file("binary"), ws.file("missing/x/y"),
          ws.file("new-" + o.longestName().substring(2)), ws.file("seed.tsv"), "/nonexistent/x");
    }
    List<String> odd = new ArrayList<>(ODD);
    odd.addAll(List.of(ws.file("dir"), ws.file("empty"), ws.file("binary"), ws.file("missing"),
        "slurm.sacctmgr-dump:" + ws.file("seed.tsv"), "pbs.usage:" + ws.file("binary"),
        "fairshare.tsv:" + ws.file("empty")));
    return odd;
  }

  /** Valid values of an option, the first one used when the option is required. */
  private List<String> valid(CommandSpec command, OptionSpec o) {
    String tree = ws.file("seed.tsv");
    return switch (o.longestName()) {
      case "--tree", "--from" -> List.of(tree, "slurm.sacctmgr-dump:" + ws.file("slurm/assoc.cfg"),
          "pbs.resource-group:" + ws.file("sched_priv/resource_group"), "lsf.lsb-users:" + ws.file("lsf/lsb.users"),
          "flux.db:" + ws.file("flux.db"));
      case "--to" -> List.of("pbs", "slurm", "lsf", "flux");
      case "--algorithm" -> List.of("slurm.classic", "slurm.fair-tree", "pbs.fairshare", "lsf.fairshare",
          "slurm.depth-oblivious", "slurm.ticket", "flux.weighted-tree");
      case "--algorithms", "--compare" -> List.of("slurm.classic,slurm.fair-tree", "pbs.fairshare,lsf.fairshare");
      case "--sched-priv" -> List.of(ws.file("sched_priv"));
      case "--lsf-conf" -> List.of(ws.file("lsf"));
      case "--slurm-conf" -> List.of(ws.file("slurm/slurm.conf"));
      case "--associations" -> List.of(ws.file("slurm/assoc.cfg"));
      case "--usage" -> switch (command.name()) {
        case "bqueues", "bhpart" -> List.of(ws.file("lsf/lsb.acct"));
        case "sshare" -> List.of(ws.file("slurm/usage-P.txt"));
        default -> List.of("slurm.sshare:" + ws.file("slurm/usage-P.txt"), tree);
      };
      case "--events" -> List.of(ws.file("lsf/lsb.events"));
      case "--ledger" -> List.of(ws.file("ledger.db"), "memory:");
      case "--path" -> List.of(ws.file("flux.db"));
      case "--at", "--tick-origin" -> List.of("2024-03-02T00:00:00Z", "1700000000", "2024-03-02T00:00:00");
      case "--now" -> List.of("1700000000", "1700086400");
      case "--tz" -> List.of("UTC", "Europe/Paris");
      case "--decay" -> List.of("none", "slurm", "exponential", "pbs", "lsf", "flux");
      case "--half-life", "--calc-period", "--decay-tick" -> List.of("7d", "0", "604800", "300s", "12h");
      case "--reset-period" -> List.of("NONE", "WEEKLY", "MONTHLY");
      case "--format" -> List.of("table", "tsv", "json", "native");
      case "--top", "--max-items", "--batch" -> List.of("3", "1", "100");
      case "--svg-colour" -> List.of("factor", "ratio");
      case "--html" -> List.of(ws.file("out/view.html"));
      case "--svg" -> List.of(ws.file("out/view.svg"));
      case "--out" -> List.of(command.name().equals("convert") ? ws.file("out") : ws.file("export.tsv"));
      case "--report" -> List.of(ws.file("report.json"));
      case "--cluster", "--clusters", "--ledger-clusters" -> List.of("cluster", "c1");
      case "--queues" -> List.of("normal", "normal,short");
      case "--account" -> List.of("A", "D/E");
      case "--pending" -> List.of(ws.file("pending.txt"));
      case "--formula" -> List.of("fairshare_perc", "ncpus * 2 + fairshare_tree_usage", "1 +");
      case "--resource" -> List.of("ncpus=2", "walltime=3600");
      case "--cpu-normalization" -> List.of("auto", "on", "off");
      case "--columns" -> List.of("OPEN", "IBM");
      case "--ncpu-enforce" -> List.of("0", "1");
      case "--slurm-version" -> List.of("25.11", "23.02", "2.5");
      case "--family" -> List.of("neutral", "slurm");
      case "--title" -> List.of("T");
      case "--config" -> List.of(ws.file("empty"));
      case "-D" -> List.of("fairshare.algorithm=slurm.classic", "fairshare.algorithm=nonsense", "a=b",
          "fairshare.usage.decay=nonsense");
      default -> List.of("x");
    };
  }

  private List<String> operands(PositionalParamSpec p) {
    return switch (p.paramLabel()) {
      case "QUEUE" -> List.of("normal", "short", "nosuch");
      case "PARTITION" -> List.of("hp1", "nosuch");
      case "USER" -> List.of("user1", "user4", "nosuch");
      case "BANK" -> List.of("root", "nosuch");
      case "FORMAT:FILE" -> List.of("slurm.sacct:" + ws.file("sacct.txt"), ws.file("sacct.txt"),
          "slurm.sacct:" + ws.file("binary"));
      default -> List.of("x");
    };
  }
}
