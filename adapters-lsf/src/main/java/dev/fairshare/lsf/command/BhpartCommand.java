package dev.fairshare.lsf.command;

import com.typesafe.config.Config;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.command.Warnings;
import dev.fairshare.family.CommandServices;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.io.OutputLimit;
import dev.fairshare.lsf.acct.JobFinish;
import dev.fairshare.lsf.model.HostPartitionDef;
import dev.fairshare.lsf.model.LsfScopes;
import dev.fairshare.lsf.view.PartitionShareView;
import dev.fairshare.lsf.view.ShareInfoColumns;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code fairshare bhpart [-r] [PARTITION...] --lsf-conf DIR [--usage lsb.acct] [--at TIME]}: host
 * partitions with their share accounts and computed priorities (docs/algorithms/lsf.md §6.3, §7.3). A job counts in
 * a partition when its first execution host is in it.
 */
@Command(name = "bhpart", mixinStandardHelpOptions = true,
    description = "Show host partitions' fair-share accounts as `bhpart -r` does, with computed priorities.")
public final class BhpartCommand implements Callable<Integer> {
  private final Supplier<CommandServices> services;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @CommandLine.Mixin
  LsfViewOptions options;

  @Option(names = "-r", description = "Show every level of the share tree (default: the top level).")
  boolean recursive;

  @Parameters(paramLabel = "PARTITION", arity = "0..*", description = "Partitions to show (default: all).")
  List<String> partitions = new ArrayList<>();

  @Option(names = "--columns", defaultValue = "IBM", paramLabel = "SET",
      description = "Columns: IBM (with RESERVED and ADJUST) or OPEN (default: ${DEFAULT-VALUE}).")
  ShareInfoColumns columns;

  /** The command, with the services of the command line it runs in. */
  public BhpartCommand(Supplier<CommandServices> services) {
    this.services = services;
  }

  @Override
  public Integer call() {
    options.check(spec.commandLine(), "--columns", "-r");
    Config appConfig = services.get().config();
    LsfInputs in = LsfInputs.load(options, "lsb.hosts", appConfig);
    LsfScopes scopes = new LsfScopes(in.config);
    List<Problem> notes = new ArrayList<>(in.warnings);
    List<String> names = partitions.isEmpty() ? new ArrayList<>(in.config.hosts().partitions().keySet())
        : partitions;
    if (names.isEmpty()) {
      notes.add(Problem.warning(SourceLocation.of(options.confDir.resolve("lsb.hosts").toString()),
          "lsf.bhpart.no-partition", "no host partition: lsb.hosts has no HostPartition section, so there is "
              + "nothing to show", "a queue's fair share (FAIRSHARE in lsb.queues) shows with `fairshare bqueues -r`"));
    }
    ShareInfoOutput output = new ShareInfoOutput(options.json(), columns, recursive, OutputLimit.of(appConfig));
    for (String name : names) {
      HostPartitionDef hp = scopes.partition(name);
      Predicate<JobFinish> inScope = j -> !j.execHosts().isEmpty()
          && hp.covers(j.execHosts().get(0), in.config.hosts().hostGroups());
      ShareTree tree = scopes.partitionTree(name, in.population(inScope, q -> false));
      LsfInputs.ScopeFactors factors = in.factors(tree, inScope, null, null, true, notes);
      output.add(name, List.of(), tree, factors, (out, first) -> {
        if (!first) {
          out.append('\n');
        }
        PartitionShareView.write(out, hp, tree, factors.result(), factors.snapshot(), recursive, columns);
      });
    }
    new Warnings(spec.commandLine().getErr()).addAll(notes);
    output.write(spec.commandLine().getOut());
    return ExitCodes.OK;
  }
}
