package dev.fairshare.slurm.command;

import com.typesafe.config.ConfigFactory;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.command.LedgerBinding;
import dev.fairshare.command.LedgerOptions;
import dev.fairshare.command.MisuseException;
import dev.fairshare.command.Warnings;
import dev.fairshare.family.CommandServices;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.ledger.BoundUsage;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.slurm.conf.SlurmConfReader;
import dev.fairshare.slurm.conf.SlurmPriorityConfig;
import dev.fairshare.slurm.dump.SacctmgrDumpFormat;
import dev.fairshare.slurm.sshare.Parsable;
import dev.fairshare.slurm.sshare.SlurmVersion;
import dev.fairshare.slurm.sshare.SshareOptions;
import dev.fairshare.slurm.sshare.SshareRenderer;
import dev.fairshare.slurm.sshare.SshareRows;
import dev.fairshare.slurm.sshare.SshareUsage;
import dev.fairshare.slurm.sshare.SshareUsageMatcher;
import dev.fairshare.slurm.sshare.SshareViews;
import dev.fairshare.slurm.sshare.TresText;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.ResetSchedule;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code fairshare sshare}: what {@code sshare} prints for a slurm.conf, a {@code sacctmgr dump} and the
 * usage of an earlier sshare output or of a usage ledger (docs/ledger.md), byte for byte, with the rows its
 * {@code -a}, {@code -u}, {@code -A} and {@code -U} select ({@link SshareRowOptions})
 * (docs/algorithms/slurm.md §8). The dump and the sshare output are read a line at a time and the rows
 * written as they are made, so ten million associations fit in the launcher's heap (docs/scale.md). The algorithm is
 * the one the slurm.conf's PriorityType and PriorityFlags select, in the ticket mode with the release of
 * {@link TicketRelease} (§8.5, §10); bad input in any of the three files is reported all at once.
 */
@Command(name = "sshare", mixinStandardHelpOptions = true,
    description = "Print what `sshare` prints for a slurm.conf, associations and usage.")
public final class SshareCommand implements Callable<Integer> {
  private final Supplier<CommandServices> services;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--slurm-conf", required = true, paramLabel = "FILE", description = "The slurm.conf.")
  Path slurmConf;

  @Option(names = "--associations", required = true, paramLabel = "DUMP",
      description = "The associations: a `sacctmgr dump` file.")
  Path associations;

  @Option(names = "--usage", paramLabel = "SSHARE_OUTPUT",
      description = "The usage: the output of `sshare -a -P`, `sshare -a -l -P` or `sshare -a -l` (default: none; "
          + "give it or --ledger).")
  Path usage;

  @CommandLine.Mixin
  LedgerOptions ledger;

  @Option(names = "--clusters", paramLabel = "NAMES",
      description = "With --ledger: whose usage counts: the dump's cluster (default), a comma list, or all "
          + "(global fair share over every cluster of the ledger).")
  String clusters;

  @Option(names = "-l", description = "Long format (sshare -l).")
  boolean longFormat;

  @Option(names = "-p", description = "Parsable: every cell followed by | (sshare -p).")
  boolean parsable;

  @Option(names = "-P", description = "Parsable: | between cells (sshare -P).")
  boolean parsable2;

  @Option(names = "-n", description = "No header (sshare -n).")
  boolean noHeader;

  @Option(names = {"-a", "--all"}, description = "Every user's rows (sshare -a); without -a or -u, the "
      + "accounts and the rows of the user running the command (fairshare.slurm.sshare.user).")
  boolean allUsers;

  @Option(names = {"-u", "--users"}, paramLabel = "LIST",
      description = "The rows of these users, a comma list (sshare -u; -u -1 is -a); the accounts' rows stay.")
  List<String> userLists;

  @Option(names = {"-A", "--accounts"}, paramLabel = "LIST",
      description = "Only the rows of these accounts, a comma list: each account's own row and its users', not "
          + "its sub-accounts' (sshare -A).")
  List<String> accountLists;

  @Option(names = {"-U", "--Users"}, description = "The user rows only (sshare -U).")
  boolean usersOnly;

  @Option(names = "--slurm-version", paramLabel = "VERSION",
      description = "The Slurm release to reproduce: 22.05 or 25.11; in the ticket mode 2.5 "
          + "(PriorityType=priority/multifactor2), 2.6, 14.03 or 14.11 (PriorityFlags=TICKET_BASED). Default: "
          + "25.11; 2.5 for priority/multifactor2; 14.11 for TICKET_BASED (2.6 and 14.03 compute differently "
          + "only with FairShare=parent or a level whose shares sum to 0: name them).")
  String slurmVersion;

  /** The command, with the services of the command line it runs in. */
  public SshareCommand(Supplier<CommandServices> services) {
    this.services = services;
  }

  @Override
  public Integer call() {
    ledger.check();
    if ((usage == null) == (ledger.ledger == null)) {
      throw new CommandLine.ParameterException(spec.commandLine(), "give the usage with --usage or --ledger");
    }
    if (clusters != null && ledger.ledger == null) {
      throw new MisuseException("fairshare: --clusters says whose usage of --ledger counts, and no --ledger is "
          + "given\n    hint: give --ledger LEDGER, or leave out --clusters");
    }
    if (parsable && parsable2) {
      throw new CommandLine.ParameterException(spec.commandLine(), "-p and -P exclude each other");
    }
    SshareRows rows = SshareRowOptions.rows(spec.commandLine().getParseResult(), accountLists, usersOnly,
        services.get().config().getString("fairshare.slurm.sshare.user"));
    SlurmVersion given;
    try {
      given = slurmVersion == null ? null : SlurmVersion.parse(slurmVersion);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
    }
    List<Problem> problems = new ArrayList<>();
    SlurmPriorityConfig conf = attempt(problems, () -> SlurmConfReader.read(LineSource.read(slurmConf)));
    ShareTree tree = attempt(problems, () -> new SacctmgrDumpFormat().read(associations).tree());
    SshareUsage sshareUsage = tree == null || usage == null ? null
        : attempt(problems, () -> SshareUsageMatcher.match(tree, usage));
    if (!problems.isEmpty()) {
      throw new ConfigParseException(problems);
    }
    SlurmVersion version = TicketRelease.resolve(conf, given, spec.commandLine());
    Problem assumed = TicketRelease.assumedNote(conf, given, tree);
    if (assumed != null) {
      new Warnings(spec.commandLine().getErr()).add(assumed);
    }
    if (usage == null) {
      sshareUsage = fromLedger(tree, conf);
    }
    FairshareAlgorithm algorithm = services.get().algorithms().create(conf.algorithm(),
        conf.algorithmSettings(version.ticketVersion()));
    FairshareResult result = algorithm.compute(tree, sshareUsage.usage());
    Parsable mode = parsable ? Parsable.ENDING : parsable2 ? Parsable.NO_ENDING : Parsable.NONE;
    SshareOptions options = new SshareOptions(longFormat, mode, noHeader, conf.fairTree(), version,
        conf.dampeningFactor());
    PrintWriter out = spec.commandLine().getOut();
    SshareRenderer.render(SshareViews.of(tree, sshareUsage, result, TresText.names(conf.accountingTres()), mode),
        options, rows, out::append);
    out.flush();
    return ExitCodes.OK;
  }

  /** The usage of the dump's associations read from the ledger with slurm.conf's decay and reset. */
  private SshareUsage fromLedger(ShareTree tree, SlurmPriorityConfig conf) {
    ResetSchedule reset = ResetSchedule.parse(conf.usageResetPeriod()).orElse(ResetSchedule.NONE);
    SourceLocation resetAt = conf.at("PriorityUsageResetPeriod");
    LedgerSnapshot snapshot = ledger.read(new LedgerOptions.Defaults(ConfigFactory.parseMap(Map.of("decay",
        "slurm", "half-life", conf.decayHalfLifeSeconds() + "s")),
        reset, conf.calcPeriodSeconds(), null, resetAt != null ? resetAt : SourceLocation.of(conf.source())));
    BoundUsage bound = LedgerBinding.bind(snapshot, tree,
        LedgerBinding.matcher(services.get().families(), tree, clusters, "slurm"), spec.commandLine().getErr());
    return new SshareUsage(bound.snapshot(), null, null);
  }

  private interface Read<T> {
    T read();
  }

  private static <T> T attempt(List<Problem> problems, Read<T> read) {
    try {
      return read.read();
    } catch (ConfigParseException e) {
      problems.addAll(e.problems());
      return null;
    }
  }
}
