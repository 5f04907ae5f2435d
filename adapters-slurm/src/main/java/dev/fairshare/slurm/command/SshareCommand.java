package dev.fairshare.slurm.command;

import com.typesafe.config.ConfigFactory;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.command.BadInputException;
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
import dev.fairshare.slurm.sshare.SshareColumn;
import dev.fairshare.slurm.sshare.SshareField;
import dev.fairshare.slurm.sshare.SshareFieldList;
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
@Command(name = "sshare", preprocessor = SshareAbbreviations.class,
    description = "Print what `sshare` prints for a slurm.conf, associations and usage.")
public final class SshareCommand implements Callable<Integer> {
  private final Supplier<CommandServices> services;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--help", usageHelp = true,
      description = "Show this help message and exit (as sshare's --help; its -h is -n, and its --usage, which "
          + "prints its help too, is here the usage input).")
  boolean help;

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

  @Option(names = "--ledger-clusters", paramLabel = "NAMES",
      description = "With --ledger: whose usage counts: the dump's cluster (default), a comma list, or all "
          + "(global fair share over every cluster of the ledger).")
  String clusters;

  @Option(names = {"-M", "--clusters", "--cluster"}, paramLabel = "NAMES",
      description = "The clusters to ask (sshare -M): the dump's cluster, whose table then follows a `CLUSTER: "
          + "NAME` line from 15.08, as sshare prints it; another cluster or all is refused (no input holds their "
          + "associations). Default: the local cluster, no such line.")
  String slurmClusters;

  @Option(names = {"-v", "--verbose"}, description = "Also print the users and accounts asked for on standard "
      + "error, as sshare -v does; -vv and more are refused (the library's debug lines).")
  boolean[] verbose;

  @Option(names = {"-V", "--version"}, help = true,
      description = "Print what sshare -V prints, `slurm` and the release --slurm-version names with its patch "
          + "level (22.05.8), and exit; refused without a patch level, and after -v (its API version line).")
  boolean showVersion;

  @Option(names = "--json", arity = "0..1", paramLabel = "PARSER", hidden = true)
  String json;

  @Option(names = "--yaml", arity = "0..1", paramLabel = "PARSER", hidden = true)
  String yaml;

  @Option(names = {"-l", "--long"}, description = "Long format (sshare -l).")
  boolean longFormat;

  @Option(names = {"-p", "--parsable"}, description = "Parsable: every cell followed by | (sshare -p).")
  boolean parsable;

  @Option(names = {"-P", "--parsable2"}, description = "Parsable: | between cells (sshare -P).")
  boolean parsable2;

  @Option(names = {"-n", "-h", "--noheader"}, description = "No header (sshare -n, --noheader; sshare's -h is the "
      + "same in every release, --noheader's short name before 15.08).")
  boolean noHeader;

  @Option(names = {"-o", "--format"}, paramLabel = "FIELDS",
      description = "The fields to print, a comma list (sshare -o): each a prefix of a name -e lists, any case, "
          + "with %%WIDTH to set its width (negative: left-aligned), e.g. -o Account,User%%-12,FairShare%%12. "
          + "Not in the ticket mode's releases (before 15.08); ID and GrpTRESRaw are refused.")
  List<String> format;

  @Option(names = {"-e", "--helpformat"}, help = true,
      description = "Print the fields -o takes, as sshare -e does, and exit (no other input is needed).")
  boolean helpFormat;

  @Option(names = {"-m", "--partition"}, description = "The default columns with Partition after User "
      + "(sshare -m): a per-partition association's partition, else blank.")
  boolean partitions;

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

  /** The slurm.conf as {@link SshareAbbreviations} read it to know the release, or {@code null}. */
  SshareAbbreviations.ReadConf readConf;

  /** The command, with the services of the command line it runs in. */
  public SshareCommand(Supplier<CommandServices> services) {
    this.services = services;
  }

  @Override
  public Integer call() {
    SlurmVersion given;
    try {
      given = slurmVersion == null ? null : SlurmVersion.parse(slurmVersion);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
    }
    if (showVersion && !(helpFormat && firstOf("--helpformat", "--version"))) {
      return printVersion();
    }
    if (helpFormat) {
      if (given != null && !given.hasFormatOptions()) {
        throw notInRelease("-e", given);
      }
      PrintWriter out = spec.commandLine().getOut();
      out.print(SshareFieldList.helpFormat());
      out.flush();
      return ExitCodes.OK;
    }
    ledger.check();
    if ((usage == null) == (ledger.ledger == null)) {
      throw new CommandLine.ParameterException(spec.commandLine(), "give the usage with --usage or --ledger");
    }
    if (clusters != null && ledger.ledger == null) {
      throw new MisuseException("fairshare: --ledger-clusters says whose usage of --ledger counts, and no --ledger "
          + "is given\n    hint: give --ledger LEDGER, or leave out --ledger-clusters");
    }
    refuseStructuredOutput();
    if (verbose != null && verbose.length > 1) {
      throw new MisuseException("fairshare: -v given " + verbose.length + " times: from -vv sshare adds the "
          + "debug lines of Slurm's library (its plugins, its messages to the controller), which fairshare cannot "
          + "reproduce\n    hint: give -v once, or leave it out");
    }
    if (parsable && parsable2) {
      throw new CommandLine.ParameterException(spec.commandLine(), "-p and -P exclude each other");
    }
    List<Problem> problems = new ArrayList<>();
    SlurmPriorityConfig conf = readConf != null && readConf.path().equals(slurmConf) ? readConf.conf()
        : attempt(problems, () -> SlurmConfReader.read(LineSource.read(slurmConf)));
    ShareTree tree = attempt(problems, () -> new SacctmgrDumpFormat().read(associations).tree());
    SshareUsage sshareUsage = tree == null || usage == null ? null
        : attempt(problems, () -> SshareUsageMatcher.match(tree, usage));
    if (!problems.isEmpty()) {
      throw new ConfigParseException(problems);
    }
    SlurmVersion version = TicketRelease.resolve(conf, given, spec.commandLine());
    checkFormatOptions(version);
    SshareRows rows = SshareRowOptions.rows(spec.commandLine().getParseResult(), accountLists, usersOnly,
        services.get().config().getString("fairshare.slurm.sshare.user"), version);
    String clusterLine = SshareClusters.line(slurmClusters, tree, version);
    if (verbose != null) {
      spec.commandLine().getErr().print(SshareVerbose.lines(spec.commandLine().getParseResult(), accountLists,
          services.get().config().getString("fairshare.slurm.sshare.user"), version));
      spec.commandLine().getErr().flush();
    }
    List<SshareField> fields = fields(version);
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
        conf.dampeningFactor(), fields, partitions);
    PrintWriter out = spec.commandLine().getOut();
    if (clusterLine != null) {
      out.append(clusterLine);
    }
    SshareRenderer.render(SshareViews.of(tree, sshareUsage, result, TresText.names(conf.accountingTres()), mode),
        options, rows, out::append);
    out.flush();
    return ExitCodes.OK;
  }

  /** {@code -o} and {@code -m} exist from 15.08: before, getopt refuses them as it reads the command line. */
  private void checkFormatOptions(SlurmVersion version) {
    if (!version.hasFormatOptions()) {
      if (format != null) {
        throw notInRelease("-o", version);
      }
      if (partitions) {
        throw notInRelease("-m", version);
      }
    }
  }

  /**
   * The fields of {@code -o}, {@code null} without it. A name of no field is sshare's error and exit 1, which
   * {@code process} gives after {@code -v}'s lines; the ID and GrpTRESRaw fields are the database's and the
   * controller's, which no input holds, and a width above {@link SshareFieldList#MAX_WIDTH} is refused.
   */
  private List<SshareField> fields(SlurmVersion version) {
    if (format == null) {
      return null;
    }
    List<SshareField> fields;
    try {
      fields = SshareFieldList.parse(format, version);
    } catch (SshareFieldList.InvalidFieldException e) {
      throw new BadInputException("fairshare: -o: " + e.getMessage() + "\n    hint: the fields are those `fairshare "
          + "sshare -e` lists, each a prefix of one, any case, with %WIDTH after it if you like (Account%-30)");
    } catch (SshareFieldList.TooWideException e) {
      throw new MisuseException("fairshare: -o: " + e.getMessage() + "\n    hint: give a width of at most "
          + SshareFieldList.MAX_WIDTH);
    } catch (IllegalArgumentException e) {
      throw SshareRowOptions.listMisuse("-o", String.join(",", format), e);
    }
    for (SshareField field : fields) {
      if (field.column() == SshareColumn.ID) {
        throw new MisuseException("fairshare: -o: ID is the association's id in Slurm's database, which a "
            + "`sacctmgr dump` does not hold\n    hint: leave ID out of -o");
      }
      if (field.column() == SshareColumn.GRP_TRES_RAW) {
        throw new MisuseException("fairshare: -o: GrpTRESRaw is each TRES's raw usage as the controller keeps it, "
            + "which neither sshare's default nor -l output nor a ledger holds (they have one usage a row)\n"
            + "    hint: leave GrpTRESRaw out of -o; RawUsage is the billing usage");
      }
    }
    return fields;
  }

  /** Whether {@code a} comes before {@code b} on the command line (getopt acts on the first it meets). */
  private boolean firstOf(String a, String b) {
    for (CommandLine.Model.ArgSpec arg : spec.commandLine().getParseResult().matchedArgs()) {
      if (arg instanceof CommandLine.Model.OptionSpec option) {
        if (option.longestName().equals(a)) {
          return true;
        }
        if (option.longestName().equals(b)) {
          return false;
        }
      }
    }
    return false;
  }

  /**
   * {@code sshare -V}: {@code print_slurm_version}, {@code slurm} and the release's version string, which only a
   * {@code --slurm-version} with the patch level names; after {@code -v} sshare adds its library's API version.
   */
  private Integer printVersion() {
    if (verbose != null && firstOf("--verbose", "--version")) {
      throw new MisuseException("fairshare: -V after -v: sshare adds the API version of the Slurm library it runs "
          + "with (slurm_api_version), which no input names\n    hint: give -V before -v, or without it");
    }
    String text = slurmVersion == null ? "" : slurmVersion.strip();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,2})\\.(\\d{1,2})\\.(\\d{1,3})")
        .matcher(text);
    if (!m.matches()) {
      throw new MisuseException("fairshare: -V: sshare -V prints the version of the Slurm it belongs to, patch level "
          + "included (slurm 22.05.8), and " + (slurmVersion == null ? "no --slurm-version is given"
          : "--slurm-version " + text + " has no patch level")
          + "\n    hint: name the release with its patch level, e.g. --slurm-version 22.05.8");
    }
    int major = Integer.parseInt(m.group(1));
    int minor = Integer.parseInt(m.group(2));
    PrintWriter out = spec.commandLine().getOut();
    out.print("slurm " + (major < 10 ? major + "." + minor : String.format("%02d.%02d", major, minor)) + "."
        + Integer.parseInt(m.group(3)) + "\n");
    out.flush();
    return ExitCodes.OK;
  }

  /** {@code --json} and {@code --yaml} (23.11 on): refused, each release's reason given. */
  private void refuseStructuredOutput() {
    String option = json != null ? "--json" : yaml != null ? "--yaml" : null;
    if (option == null) {
      return;
    }
    SlurmVersion release = slurmVersion == null ? SlurmVersion.V25_11 : SlurmVersion.parse(slurmVersion);
    if (release.isBefore(new SlurmVersion(23, 11))) {
      throw new MisuseException("fairshare: " + option + ": sshare of Slurm " + release + " has no " + option
          + " (it came in 23.11)\n    hint: leave out " + option);
    }
    throw new MisuseException("fairshare: " + option + ": sshare prints it through Slurm's data_parser plugin "
        + "(OPENAPI_SHARES_RESP), with a meta block of the plugin's and the library's versions, the client's host, "
        + "user and group and its command line, which no input holds; fairshare does not reproduce it\n"
        + "    hint: use -P (| between cells) for a table a script reads");
  }

  /** {@code option} is not an option of this release's sshare (it came in 15.08). */
  private static MisuseException notInRelease(String option, SlurmVersion version) {
    return new MisuseException("fairshare: " + option + ": sshare of Slurm " + version + " has no " + option
        + " (it came in 15.08)\n    hint: leave out " + option + ", or name a later release with --slurm-version");
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
