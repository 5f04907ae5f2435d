package dev.fairshare.cli.lsf;

import com.typesafe.config.Config;
import dev.fairshare.algorithms.lsf.LsfFairshareAlgorithm;
import dev.fairshare.algorithms.lsf.LsfSettings;
import dev.fairshare.command.BadInputException;
import dev.fairshare.format.LineSource;
import dev.fairshare.lsf.acct.AcctDecay;
import dev.fairshare.lsf.acct.JobFinish;
import dev.fairshare.lsf.acct.LsbAcctReader;
import dev.fairshare.lsf.model.LsfConfiguration;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What {@code fairshare bqueues} and {@code fairshare bhpart} read: the LSF configuration directory, the
 * {@code lsb.acct} records and the instant usage is decayed to; and the algorithm with the cluster's
 * {@code lsb.params} factors.
 */
final class LsfInputs {
  final LsfConfiguration config;
  final List<JobFinish> jobs;
  final Instant at;

  private LsfInputs(LsfConfiguration config, List<JobFinish> jobs, Instant at) {
    this.config = config;
    this.jobs = jobs;
    this.at = at;
  }

  /** Reads the directory and the usage file (if any); throws ConfigParseException on bad input. */
  static LsfInputs load(Path dir, Path usage, String at) {
    if (!Files.isDirectory(dir)) {
      throw new BadInputException("fairshare: --lsf-conf " + dir + " is not a directory");
    }
    LsfConfiguration config = LsfConfiguration.load(dir);
    List<JobFinish> jobs = List.of();
    if (usage != null) {
      LineSource source = LineSource.read(usage);
      jobs = LsbAcctReader.read(source);
      if (jobs.isEmpty() && !source.text().isBlank()) {
        throw new BadInputException(usage + ": [lsf.acct.no-records] no JOB_FINISH record found\n"
            + "    hint: --usage takes an lsb.acct file; for bqueues -r output use `fairshare compute --tree "
            + "lsf.bqueues:" + usage + " --algorithm lsf.fairshare`");
      }
    }
    return new LsfInputs(config, jobs, instant(at));
  }

  /** An instant written as ISO-8601 ({@code 2026-01-01T00:00:00Z}) or epoch seconds; null is now. */
  static Instant instant(String text) {
    if (text == null) {
      return Instant.now();
    }
    try {
      return text.matches("\\d+") ? Instant.ofEpochSecond(Long.parseLong(text)) : Instant.parse(text);
    } catch (DateTimeParseException | NumberFormatException e) {
      throw new BadInputException("fairshare: --at '" + text
          + "' is neither an ISO-8601 instant (2026-01-01T00:00:00Z) nor epoch seconds");
    }
  }

  /** The users with a job in scope that had started by the instant, in record order. */
  Set<String> population(Predicate<JobFinish> inScope) {
    Set<String> users = new LinkedHashSet<>();
    long t = at.getEpochSecond();
    for (JobFinish j : jobs) {
      if (inScope.test(j) && j.started() && j.startTime() < t) {
        users.add(j.userName());
      }
    }
    return users;
  }

  /** The decay of a scope: its own HIST_HOURS (a queue's) over lsb.params'. */
  AcctDecay decay(String queueHistHours, Config appConfig) {
    double hist = queueHistHours != null ? Double.parseDouble(queueHistHours.strip()) : config.params().histHours();
    long tick = appConfig.getDuration("fairshare.usage.lsf.tick").getSeconds();
    return new AcctDecay(hist, tick, config.params().enableHistRunTime(), config.params().runTimeDecay(), true);
  }

  /** lsf.fairshare with the application's settings and lsb.params' factors (queue values come with the tree). */
  LsfFairshareAlgorithm algorithm(Config appConfig) {
    LsfSettings settings = LsfSettings.from(appConfig);
    return new LsfFairshareAlgorithm(settings.withFactors(settings.factors().overriddenBy(config.params().values())));
  }
}
