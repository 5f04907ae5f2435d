package dev.fairshare.cli.explain;

import dev.fairshare.algorithms.slurm.JobPriority;
import dev.fairshare.algorithms.slurm.PriorityFactors;
import dev.fairshare.command.BadInputException;
import dev.fairshare.explain.Section;
import dev.fairshare.slurm.conf.SlurmPriorityConfig;
import dev.fairshare.slurm.sprio.SprioLong;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Slurm job of the explained user, described by {@code explain --job KEY=VALUE,...}, and its priority terms
 * as {@code sprio -l} shows them: the weights come from {@code slurm.conf}, the fair-share factor from the
 * algorithm, the other factors from the keys through Slurm's own formulas ({@link PriorityFactors}), the sum
 * from {@link JobPriority}.
 *
 * <p>Keys: {@code id}, {@code partition}; {@code age} (seconds since the job became eligible);
 * {@code cpus}, {@code nodes}, {@code time-limit} (minutes), {@code cluster-cpus}, {@code cluster-nodes}
 * for the job size factor; {@code partition-priority}, {@code qos-priority}, {@code assoc-priority} as
 * {@code P/MAX} (the raw priority and the largest one); {@code nice}, {@code site}. A key not given is 0
 * (empty for the names).
 */
final class SlurmJob {
  static final List<String> KEYS = List.of("id", "partition", "age", "cpus", "nodes", "time-limit",
      "cluster-cpus", "cluster-nodes", "partition-priority", "qos-priority", "assoc-priority", "nice", "site");

  private final Map<String, String> values;

  private SlurmJob(Map<String, String> values) {
    this.values = values;
  }

  /** Reads {@code KEY=VALUE} pairs; an unknown key or a bad number is bad input. */
  static SlurmJob parse(List<String> pairs) {
    Map<String, String> values = new LinkedHashMap<>();
    for (String pair : pairs) {
      int eq = pair.indexOf('=');
      String key = eq < 0 ? pair : pair.substring(0, eq).strip();
      if (eq < 0 || !KEYS.contains(key)) {
        throw new BadInputException("fairshare: [explain.bad-job] --job '" + pair + "': expected KEY=VALUE with"
            + " KEY one of " + String.join(", ", KEYS) + "\n    hint: --job id=42,partition=debug,age=3600");
      }
      values.put(key, pair.substring(eq + 1).strip());
    }
    return new SlurmJob(values);
  }

  private long number(String key) {
    String text = values.get(key);
    if (text == null || text.isEmpty()) {
      return 0;
    }
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new BadInputException("fairshare: [explain.bad-job] --job " + key + "=" + text
          + " is not an integer\n    hint: --job " + key + "=0");
    }
  }

  /** A {@code P/MAX} value as Slurm's normalized factor. */
  private double normalized(String key, boolean noNormal) {
    String text = values.getOrDefault(key, "0/0");
    String[] parts = text.split("/", -1);
    try {
      long p = Long.parseLong(parts[0].strip());
      long max = parts.length > 1 ? Long.parseLong(parts[1].strip()) : p;
      return PriorityFactors.normalized(p, max, noNormal);
    } catch (NumberFormatException e) {
      throw new BadInputException("fairshare: [explain.bad-job] --job " + key + "=" + text
          + " is not P/MAX\n    hint: --job " + key + "=10/100");
    }
  }

  /** The {@code sprio -l} section for a user with a fair-share factor, under a {@code slurm.conf}. */
  Section section(SlurmPriorityConfig conf, String user, double fairshare) {
    Map<String, Long> w = conf.weights();
    JobPriority.Weights weights = JobPriority.Weights.of(w.getOrDefault("Age", 0L), w.getOrDefault("Assoc", 0L),
        w.getOrDefault("Fairshare", 0L), w.getOrDefault("JobSize", 0L), w.getOrDefault("Partition", 0L),
        w.getOrDefault("QOS", 0L));
    boolean all = conf.flags().contains("NO_NORMAL_ALL");
    long accrue = 1_000_000_000L;
    double age = values.containsKey("age") ? PriorityFactors.age(accrue + number("age"), accrue,
        conf.maxAgeSeconds()) : 0;
    long limit = number("time-limit");
    double jobSize = PriorityFactors.jobSize(number("cpus"), number("nodes"), limit == 0 ? 1 : limit,
        number("cluster-nodes"), number("cluster-cpus"), conf.favorSmall(),
        conf.flags().contains("SMALL_RELATIVE_TO_TIME"));
    JobPriority.Factors factors = JobPriority.Factors.of(age,
        normalized("assoc-priority", all || conf.flags().contains("NO_NORMAL_ASSOC")), fairshare, jobSize,
        normalized("partition-priority", all || conf.flags().contains("NO_NORMAL_PART")),
        normalized("qos-priority", all || conf.flags().contains("NO_NORMAL_QOS")))
        .withSiteAndNice(number("site"), number("nice"));
    JobPriority.Terms t = JobPriority.terms(weights, factors);
    SprioLong.Row row = new SprioLong.Row(values.getOrDefault("id", "0"), values.getOrDefault("partition", ""),
        user, t.priority(), t.site(), t.age(), t.assoc(), t.fairshare(), t.jobSize(), t.partition(), t.qos(),
        t.nice(), "");
    List<String> cells = List.of(row.jobId(), row.partition(), user, Long.toString(t.priority()),
        Long.toString(t.site()), SprioLong.integer(t.age()), SprioLong.integer(t.assoc()),
        SprioLong.integer(t.fairshare()), SprioLong.integer(t.jobSize()), SprioLong.integer(t.partition()),
        SprioLong.integer(t.qos()), Long.toString(t.nice()), "");
    return new Section("slurm.job-priority", "the job's priority terms as sprio -l shows them (weights from"
        + " slurm.conf; " + (conf.weightTres() == null ? "no TRES weights" : "TRES terms not given: 0") + ")",
        List.of("JOBID", "PARTITION", "USER", "PRIORITY", "SITE", "AGE", "ASSOC", "FAIRSHARE", "JOBSIZE",
            "PARTITION", "QOS", "NICE", "TRES"), List.of(cells), SprioLong.text(row));
  }
}
