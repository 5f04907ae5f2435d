package dev.fairshare.lsf.ledger;

import com.typesafe.config.Config;
import dev.fairshare.command.BadInputException;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.lsf.acct.CpuNormalization;
import dev.fairshare.lsf.acct.JobFinish;
import dev.fairshare.lsf.model.LsfConfiguration;
import dev.fairshare.lsf.model.QueueDef;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How an LSF job record becomes a ledger charge, the same for {@code lsb.acct} and {@code lsb.events} so that a
 * job charged while running and later finished is one run (docs/ledger.md, "LSF"):
 *
 * <ul>
 *   <li>the identity is {@code queue, share-account path}: the record's {@code chargedSAAP}, else
 *       {@code /USER};</li>
 *   <li>the job key is {@code lsf/CLUSTER/JOBID@START}, or {@code lsf/CLUSTER/JOBID[IDX]@START} for the element
 *       {@code IDX} of a job array, the cluster being {@code fairshare.ledger.lsf.cluster} (LSF numbers jobs
 *       per cluster) and START the run's start (a requeued job's runs are distinct);</li>
 *   <li>the amount is the CPU seconds normalized as {@code bqueues} normalizes them ({@link CpuNormalization}:
 *       the record's host factor over the CPU factor of the scope's DEFAULT_HOST_SPEC) when
 *       {@code fairshare.ledger.lsf.conf-dir} names the configuration directory with the hosts' factors and
 *       {@code fairshare.usage.lsf.cpu-normalization} is not {@code off}; raw CPU seconds otherwise.</li>
 * </ul>
 */
final class LsfCharges {
  private final String cluster;
  private final String source;
  private final LsfConfiguration config;
  private final String mode;
  private final String confDir;
  private final Map<String, CpuNormalization> byQueue = new HashMap<>();

  private LsfCharges(String cluster, String source, LsfConfiguration config, String mode, String confDir) {
    this.cluster = cluster;
    this.source = source;
    this.config = config;
    this.mode = mode;
    this.confDir = confDir;
  }

  /** The charges of one input, with the settings' cluster and normalization; reads the configuration once. */
  static LsfCharges of(Config settings, String source) {
    String cluster = settings.getString("fairshare.ledger.lsf.cluster");
    String dir = settings.getString("fairshare.ledger.lsf.conf-dir");
    String mode = settings.getString("fairshare.usage.lsf.cpu-normalization");
    if (!List.of("auto", "on", "off").contains(mode)) {
      throw new BadInputException("fairshare: fairshare.usage.lsf.cpu-normalization must be auto, on or off, "
          + "not '" + mode + "'");
    }
    LsfConfiguration config = null;
    if (!dir.isEmpty() && !mode.equals("off")) {
      config = LsfConfiguration.load(Path.of(dir), new ProblemCollector());
      if (!config.hostFactors().known()) {
        config = null;
      }
    }
    return new LsfCharges(cluster, source, config, mode, dir);
  }

  /** The charge of a job's run, {@code cpu} raw CPU seconds consumed over {@code [start, end]}. */
  Charge charge(JobFinish job, double cpu, long end) {
    String path = job.chargedSaap().isEmpty() ? "/" + job.userName() : job.chargedSaap();
    String key = "lsf/" + cluster + "/" + job.jobId() + (job.idx() > 0 ? "[" + job.idx() + "]" : "") + "@"
        + job.startTime();
    double amount = normalization(job.queue()).apply(Math.max(0, cpu), job.hostFactor());
    return new Charge(UsageIdentity.of(LsbAcctIngester.FAMILY, job.queue(), path), source, key, amount,
        job.startTime(), Math.max(job.startTime(), end));
  }

  private CpuNormalization normalization(String queue) {
    if (config == null) {
      return CpuNormalization.off();
    }
    return byQueue.computeIfAbsent(queue, q -> {
      QueueDef own = config.queues().queue(q);
      QueueDef policy = own == null ? null : config.queues().policyOf(q);
      String spec = policy != null ? policy.parameters().value("DEFAULT_HOST_SPEC") : null;
      if (spec == null) {
        spec = config.params().values().get("DEFAULT_HOST_SPEC");
      }
      return CpuNormalization.decide(mode, config.hostFactors(), spec, Double.NaN, confDir);
    });
  }
}
