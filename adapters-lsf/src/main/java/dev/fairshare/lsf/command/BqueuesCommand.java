package dev.fairshare.lsf.command;

import com.typesafe.config.Config;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.command.Warnings;
import dev.fairshare.family.CommandServices;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.io.OutputLimit;
import dev.fairshare.lsf.acct.JobFinish;
import dev.fairshare.lsf.model.LsfScopes;
import dev.fairshare.lsf.model.QueueDef;
import dev.fairshare.lsf.view.QueueShareView;
import dev.fairshare.lsf.view.ShareInfoColumns;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/**
 * {@code fairshare bqueues -r QUEUE --lsf-conf DIR [--usage lsb.acct] [--events lsb.events] [--at TIME]}: the
 * fair-share view of {@code bqueues -l/-r} for a queue, with priorities computed by {@code lsf.fairshare}
 * from the configuration, the {@code lsb.acct} usage decayed to the instant at mbatchd's ticks and the jobs
 * {@code lsb.events} shows running then (docs/algorithms/lsf.md §7.2). A queue of a cross-queue set shows the set's
 * one tree and usage. What had to be guessed (CPU normalization, mbatchd's start) and the running jobs
 * whose CPU time is unknown are told on standard error.
 */
@Command(name = "bqueues", mixinStandardHelpOptions = true,
    description = "Show a queue's fair-share accounts as `bqueues -r` does, with computed priorities.")
public final class BqueuesCommand implements Callable<Integer> {
  private final Supplier<CommandServices> services;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @CommandLine.Mixin
  LsfViewOptions options;

  @Option(names = "-r", description = "Show every level of the share tree (default: the top level, as -l).")
  boolean recursive;

  @Option(names = "-l", description = "Long format (the top level only); the default.")
  boolean longFormat;

  @Parameters(paramLabel = "QUEUE", arity = "0..*",
      description = "The queues to show (default: every queue with a fair-share policy, its own or its "
          + "cross-queue set's, highest PRIORITY first, as bqueues -r lists all queues).")
  List<String> queues = new ArrayList<>();

  @Option(names = "--columns", defaultValue = "OPEN", paramLabel = "SET",
      description = "Columns: OPEN (the open bqueues: no RESERVED/ADJUST) or IBM (default: ${DEFAULT-VALUE}).")
  ShareInfoColumns columns;

  @Option(names = "--ncpu-enforce", defaultValue = "1", paramLabel = "0|1",
      description = "lsf.conf LSB_NCPU_ENFORCE: 1 counts every slot of a parallel job, 0 one per job "
          + "(default: ${DEFAULT-VALUE}, as the LSF installer sets it).")
  int ncpuEnforce;

  /** The command, with the services of the command line it runs in. */
  public BqueuesCommand(Supplier<CommandServices> services) {
    this.services = services;
  }

  @Override
  public Integer call() {
    options.check(spec.commandLine(), "--columns", "-r", "-l");
    Config appConfig = services.get().config();
    LsfInputs in = LsfInputs.load(options, "lsb.queues", appConfig);
    LsfScopes scopes = new LsfScopes(in.config);
    List<Problem> notes = new ArrayList<>(in.warnings);
    List<String> names = queues.isEmpty() ? allFairshareQueues(in) : queues;
    ShareInfoOutput output = new ShareInfoOutput(options.json(), columns, recursive, OutputLimit.of(appConfig));
    for (String name : names) {
      QueueDef policy = scopes.policyOf(name);
      List<String> set = in.config.queues().setOf(policy);
      Predicate<JobFinish> inScope = j -> set.contains(j.queue());
      ShareTree tree = scopes.queueTree(name, in.population(inScope, set::contains));
      LsfInputs.ScopeFactors factors = in.factors(tree, inScope, policy.parameters().value("DEFAULT_HOST_SPEC"),
          policy.parameters().value("HIST_HOURS"), ncpuEnforce == 1, notes);
      output.add(name, set, tree, factors, (out, first) -> {
        if (!first) {
          out.append("-".repeat(78)).append('\n');
        }
        QueueShareView.write(out, in.config.queues().queue(name), policy, set, tree, factors.result(),
            factors.snapshot(), recursive, columns);
      });
    }
    new Warnings(spec.commandLine().getErr()).addAll(notes);
    output.write(spec.commandLine().getOut());
    return ExitCodes.OK;
  }

  /** Every fair-share queue of the configuration, in mbatchd's order; none is bad input. */
  private static List<String> allFairshareQueues(LsfInputs in) {
    List<String> all = in.config.queues().fairshareQueuesByPriority();
    if (all.isEmpty()) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(in.config.file("lsb.queues")),
          "lsf.queues.no-fairshare",
          "no queue of lsb.queues has a fair-share policy",
          "set FAIRSHARE = USER_SHARES[...] in a queue, or name the queues to show"));
    }
    return all;
  }
}
