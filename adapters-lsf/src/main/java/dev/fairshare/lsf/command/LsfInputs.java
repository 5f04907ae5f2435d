package dev.fairshare.lsf.command;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.lsf.LsfFairshareAlgorithm;
import dev.fairshare.algorithms.lsf.LsfSettings;
import dev.fairshare.command.BadInputException;
import dev.fairshare.command.InstantText;
import dev.fairshare.command.MisuseException;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.io.InputFiles;
import dev.fairshare.lsf.acct.AcctDecay;
import dev.fairshare.lsf.acct.AcctUsageBuilder;
import dev.fairshare.lsf.acct.CpuNormalization;
import dev.fairshare.lsf.acct.JobFinish;
import dev.fairshare.lsf.acct.LsbAcctReader;
import dev.fairshare.lsf.events.LsbEventsReplay;
import dev.fairshare.lsf.model.LsfConfiguration;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What {@code fairshare bqueues} and {@code fairshare bhpart} read: the LSF configuration directory, the jobs
 * (finished ones from {@code lsb.acct}, running ones from {@code lsb.events}, or both from lsb.events when
 * no lsb.acct is given), the instant usage is decayed to, mbatchd's start that decay ticks count from, and
 * the algorithm with the cluster's {@code lsb.params} factors.
 */
final class LsfInputs {
  final LsfConfiguration config;
  final List<JobFinish> jobs;
  final Instant at;
  final List<Problem> warnings;
  private final List<LsbEventsReplay.Submission> submissions;
  private final Config appConfig;
  private final LsfViewOptions options;
  private final long tickOrigin;

  private LsfInputs(LsfConfiguration config, List<JobFinish> jobs, Instant at, long tickOrigin,
      List<Problem> warnings, List<LsbEventsReplay.Submission> submissions, Config appConfig,
      LsfViewOptions options) {
    this.submissions = submissions;
    this.config = config;
    this.jobs = jobs;
    this.at = at;
    this.tickOrigin = tickOrigin;
    this.warnings = warnings;
    this.appConfig = appConfig;
    this.options = options;
  }

  /**
   * Reads everything the options name, from a directory that must hold {@code required} (the command's scopes
   * come from it); bad input throws ConfigParseException or BadInputException.
   */
  static LsfInputs load(LsfViewOptions options, String required, Config appConfig) {
    Path dir = options.confDir;
    if (!Files.isDirectory(dir)) {
      throw new BadInputException("fairshare: --lsf-conf " + dir + " is not a directory");
    }
    if (!Files.exists(dir.resolve(required))) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(dir.resolve(required).toString()),
          "lsf.config.missing-file", required + " is missing from " + dir,
          "--lsf-conf names LSF's configuration directory (LSF_CONFDIR/lsbatch/CLUSTER/configdir), which holds "
              + "lsb.users, lsb.queues, lsb.params and lsb.hosts"));
    }
    LsfConfiguration config = LsfConfiguration.load(dir);
    List<Problem> warnings = new ArrayList<>(config.warnings());
    Instant at = instant("--at", options.at);
    List<JobFinish> finished = List.of();
    if (options.usage != null) {
      LineSource source = LineSource.read(options.usage);
      finished = LsbAcctReader.read(source);
      if (finished.isEmpty() && !source.text().isBlank()) {
        throw new BadInputException(options.usage + ": [lsf.acct.no-records] no JOB_FINISH record found\n"
            + "    hint: --usage takes an lsb.acct file; for bqueues -r output use `fairshare compute --tree "
            + "lsf.bqueues:" + options.usage + " --algorithm lsf.fairshare`");
      }
    }
    List<JobFinish> jobs = new ArrayList<>();
    long origin = Long.MIN_VALUE;
    List<LsbEventsReplay.Submission> submissions = List.of();
    if (options.events != null) {
      LsbEventsReplay replay = LsbEventsReplay.replay(options.events.toString(), read(options.events),
          at.getEpochSecond());
      warnings.addAll(replay.warnings());
      submissions = replay.submissions();
      origin = replay.lastMbdStart() >= 0 ? replay.lastMbdStart() : Long.MIN_VALUE;
      Set<Long> running = new LinkedHashSet<>();
      replay.running().forEach(j -> running.add(j.jobId()));
      if (options.usage == null) {
        jobs.addAll(replay.finished());
      } else {
        finished.stream().filter(j -> !running.contains(j.jobId()) || j.eventTime() <= at.getEpochSecond())
            .forEach(jobs::add);
      }
      jobs.addAll(replay.running());
    } else {
      jobs.addAll(finished);
    }
    if (options.tickOrigin != null) {
      origin = instant("--tick-origin", options.tickOrigin).getEpochSecond();
    }
    return new LsfInputs(config, List.copyOf(jobs), at, origin, warnings, submissions, appConfig, options);
  }

  private static String read(Path file) {
    return InputFiles.readText(file);
  }

  /** The instant of a time option ({@link InstantText}, a local time in UTC); null is now. */
  static Instant instant(String option, String text) {
    return text == null ? Instant.now() : InstantText.parse(option, text, java.time.ZoneOffset.UTC);
  }

  /**
   * The users with a job in the scope's queues: from lsb.events, every job submitted by the instant, in
   * submission order (mbatchd makes their {@code default} accounts on arrival); then the users of the
   * accounting records whose jobs had started by the instant, in record order.
   */
  Set<String> population(Predicate<JobFinish> inScope, Predicate<String> queueInScope) {
    Set<String> users = new LinkedHashSet<>();
    for (LsbEventsReplay.Submission s : submissions) {
      if (queueInScope.test(s.queue())) {
        users.add(s.user());
      }
    }
    long t = at.getEpochSecond();
    for (JobFinish j : jobs) {
      if (inScope.test(j) && j.started() && j.startTime() <= t) {
        users.add(j.userName());
      }
    }
    return users;
  }

  /**
   * The decay tick in seconds: --decay-tick (a duration, checked when parsed), else fairshare.usage.lsf.tick; a
   * negative one is misuse, and a key that is not a duration is bad configuration (both exit 2).
   */
  long tickSeconds() {
    if (options.decayTick == null) {
      long s = appConfig.getDuration("fairshare.usage.lsf.tick").getSeconds();
      if (s < 0) {
        throw new ConfigException.BadValue(appConfig.getValue("fairshare.usage.lsf.tick").origin(),
            "fairshare.usage.lsf.tick", "the decay tick must be a duration >= 0");
      }
      return s;
    }
    long s = ConfigFactory.parseString("t = \"" + options.decayTick + "\"").getDuration("t").getSeconds();
    if (s < 0) {
      throw new MisuseException("fairshare: --decay-tick must be a duration >= 0\n    hint: give mbatchd's tick, "
          + "such as 900s or 15m, or 0 to decay continuously");
    }
    return s;
  }

  /**
   * The decay of a scope: its own HIST_HOURS (a queue's) over lsb.params', ticking from mbatchd's start.
   * Without a start (no MBD_START in --events, no --tick-origin) ticks count from the earliest job start of
   * the scope and {@code warnings} says so; a scope without a job has nothing to decay and no warning.
   */
  AcctDecay decay(String queueHistHours, Predicate<JobFinish> inScope, List<Problem> notes) {
    double hist = queueHistHours != null ? Double.parseDouble(queueHistHours.strip())
        : config.params().histHours();
    long tick = tickSeconds();
    long origin = tickOrigin;
    if (tick > 0 && hist > 0 && origin == Long.MIN_VALUE) {
      java.util.OptionalLong first = jobs.stream().filter(inScope).filter(JobFinish::started)
          .mapToLong(JobFinish::startTime).min();
      origin = first.orElse(at.getEpochSecond());
      if (first.isPresent()) {
        notes.add(Problem.warning(SourceLocation.of(options.events != null ? options.events.toString()
            : "--tick-origin"), "lsf.tick.origin-guessed", "mbatchd's start is unknown: decay ticks are counted "
            + "from the first job start, " + Instant.ofEpochSecond(origin), "give --events lsb.events (its "
            + "MBD_START) or --tick-origin TIME, or --decay-tick 0 for continuous decay"));
      }
    }
    return new AcctDecay(hist, tick, tickPeriod(tick), origin, config.params().enableHistRunTime(),
        config.params().runTimeDecay());
  }

  /** The clock time between ticks: fairshare.usage.lsf.tick-period, "mbatchd" as its loop spaces them. */
  private long tickPeriod(long tick) {
    String key = "fairshare.usage.lsf.tick-period";
    String text = appConfig.getString(key);
    if (tick == 0) {
      return 0;
    }
    if (text.equals("mbatchd")) {
      String sleep = config.params().values().get("MBD_SLEEP_TIME");
      long m = 2;
      try {
        m = sleep == null ? 2 : Long.parseLong(sleep.strip());
      } catch (NumberFormatException e) {
        throw new BadInputException("fairshare: lsb.params MBD_SLEEP_TIME '" + sleep + "' is not a whole number");
      }
      return AcctDecay.mbatchdPeriod(tick, m);
    }
    long period = appConfig.getDuration(key).getSeconds();
    if (period < tick) {
      throw new BadInputException("fairshare: " + key + " " + text + " is shorter than the tick (" + tick + " s)");
    }
    return period;
  }

  /** A scope's usage at the instant and the priorities lsf.fairshare gives over it. */
  record ScopeFactors(UsageSnapshot snapshot, FairshareResult result) {}

  /**
   * The usage of the scope's accounting records on its tree (CPU normalized with the queue's or the cluster's
   * DEFAULT_HOST_SPEC, decayed with the queue's or lsb.params' HIST_HOURS, every slot of a parallel job or one
   * per job) and lsf.fairshare's result over it; the normalization's guess and the builder's warnings go to
   * {@code notes}.
   */
  ScopeFactors factors(ShareTree tree, Predicate<JobFinish> inScope, String queueHostSpec, String queueHistHours,
      boolean allSlots, List<Problem> notes) {
    CpuNormalization cpu = cpuNormalization(queueHostSpec, inScope);
    cpu.note().ifPresent(notes::add);
    AcctUsageBuilder builder = new AcctUsageBuilder(tree, config.users(), decay(queueHistHours, inScope, notes),
        allSlots, cpu);
    UsageSnapshot snapshot = builder.build(jobs, inScope, at);
    notes.addAll(builder.warnings());
    return new ScopeFactors(snapshot, algorithm().compute(tree, snapshot));
  }

  /** The CPU normalization of a scope, whose queue may set DEFAULT_HOST_SPEC. */
  CpuNormalization cpuNormalization(String queueHostSpec, Predicate<JobFinish> inScope) {
    String mode = options.cpuNormalization != null ? options.cpuNormalization
        : appConfig.getString("fairshare.usage.lsf.cpu-normalization");
    String spec = queueHostSpec != null ? queueHostSpec : config.params().values().get("DEFAULT_HOST_SPEC");
    double fastest = jobs.stream().filter(inScope).mapToDouble(JobFinish::hostFactor).max().orElse(Double.NaN);
    try {
      return CpuNormalization.decide(mode, config.hostFactors(), spec, fastest, options.confDir.toString());
    } catch (IllegalArgumentException e) {
      throw new BadInputException("fairshare: fairshare.usage.lsf.cpu-normalization: " + e.getMessage());
    }
  }

  /**
   * lsf.fairshare with the application's settings and lsb.params' factors (queue values come with the tree),
   * in single precision as mbatchd computes unless {@code fairshare.algorithms.lsf.arithmetic} was set (by a
   * file or {@code -D}, not the reference default).
   */
  LsfFairshareAlgorithm algorithm() {
    LsfSettings settings = LsfSettings.from(appConfig);
    String key = "fairshare.algorithms.lsf.arithmetic";
    if ("reference.conf".equals(appConfig.getValue(key).origin().resource())) {
      settings = new LsfSettings(settings.version(), settings.factors(), true);
    }
    return new LsfFairshareAlgorithm(settings.withFactors(settings.factors().overriddenBy(config.params().values())));
  }
}
