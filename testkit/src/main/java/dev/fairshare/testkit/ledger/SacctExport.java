package dev.fairshare.testkit.ledger;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A generated {@code sacct -a -X -D -P} export over two clusters, as Slurm writes one (times in UTC): plain
 * jobs, array tasks (JobID {@code N_k}, their own JobIDRaw), heterogeneous components ({@code N+k}), requeued
 * jobs (one row per run, the earlier ones {@code REQUEUED}), running jobs ({@code End=Unknown}), pending
 * array remainders and jobs cancelled before they started.
 *
 * <p>The generator keeps, as it writes each row, the usage that row stands for: {@code billing × (End − Start)}
 * with a running job's End taken as {@link #at()}. {@link #expected()} sums it per association
 * ({@code cluster, account, user, partition}); nothing of the code under test computes it.
 */
public final class SacctExport {
  /** The export's header: the columns of the documented command, in its order. */
  public static final String HEADER =
      "Cluster|JobIDRaw|JobID|Account|User|Partition|QOS|Submit|Start|End|State|AllocTRES";

  private static final java.time.format.DateTimeFormatter TIME =
      java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss");

  private final List<String> rows;
  private final List<Map<String, Double>> usage;
  private final Instant at;

  private SacctExport(List<String> rows, List<Map<String, Double>> usage, Instant at) {
    this.rows = rows;
    this.usage = usage;
    this.at = at;
  }

  /** About {@code n} rows (whole jobs are kept together), from a seed. */
  public static SacctExport generate(int n, long seed) {
    Random r = new Random(seed);
    long t0 = 1_704_067_200L; // 2024-01-01T00:00:00Z
    long span = 30L * 86400;
    Instant at = Instant.ofEpochSecond(t0 + span);
    List<String> rows = new ArrayList<>(n + 8);
    List<Map<String, Double>> usage = new ArrayList<>(n + 8);
    String[] clusters = {"tux", "kestrel"};
    int[] nextId = {1000, 5000000};
    while (rows.size() < n) {
      int c = r.nextInt(2);
      String cluster = clusters[c];
      String account = "acct" + r.nextInt(40);
      String user = "user" + r.nextInt(400);
      String partition = r.nextInt(5) == 0 ? "gpu" : "batch";
      String qos = r.nextBoolean() ? "normal" : "high";
      int kind = r.nextInt(100);
      long submit = t0 + r.nextInt((int) span - 7200);
      int id = nextId[c]++;
      if (kind < 60) {
        long start = submit + r.nextInt(3600);
        long end = start + 1 + r.nextInt(86400);
        end = Math.min(end, t0 + span - 1);
        add(rows, usage, cluster, id, Integer.toString(id), account, user, partition, qos, submit, start, end,
            pick(r, "COMPLETED", "FAILED", "TIMEOUT", "CANCELLED by 1000", "OUT_OF_MEMORY"), r);
      } else if (kind < 75) {
        int tasks = 2 + r.nextInt(6);
        for (int k = 0; k < tasks; k++) {
          int raw = k == 0 ? id : nextId[c]++;
          long start = submit + r.nextInt(7200);
          long end = Math.min(start + r.nextInt(20000), t0 + span - 1);
          add(rows, usage, cluster, raw, id + "_" + k, account, user, partition, qos, submit, start, end,
              "COMPLETED", r);
        }
        add(rows, usage, cluster, id, id + "_[" + tasks + "-" + (tasks + 4) + "]", account, user, partition, qos,
            submit, -1, -1, "PENDING", r);
      } else if (kind < 83) {
        int parts = 2 + r.nextInt(2);
        long start = submit + r.nextInt(600);
        long end = Math.min(start + 1 + r.nextInt(40000), t0 + span - 1);
        for (int k = 0; k < parts; k++) {
          int raw = k == 0 ? id : nextId[c]++;
          add(rows, usage, cluster, raw, id + "+" + k, account, user, partition, qos, submit, start, end,
              "COMPLETED", r);
        }
      } else if (kind < 91) {
        int runs = 2 + r.nextInt(2);
        submit = t0 + r.nextInt((int) span - 86400);
        long start = submit + r.nextInt(600);
        for (int k = 0; k < runs; k++) {
          long end = start + 1 + r.nextInt(5000);
          add(rows, usage, cluster, id, Integer.toString(id), account, user, partition, qos, submit, start, end,
              k < runs - 1 ? "REQUEUED" : "COMPLETED", r);
          start = end + 1 + r.nextInt(300);
        }
      } else if (kind < 96) {
        long start = t0 + span - 1 - r.nextInt(86400);
        add(rows, usage, cluster, id, Integer.toString(id), account, user, partition, qos, Math.min(submit, start),
            start, -1, "RUNNING", r);
      } else {
        add(rows, usage, cluster, id, Integer.toString(id), account, user, partition, qos, submit, -1,
            r.nextBoolean() ? submit + 60 : -1, r.nextBoolean() ? "PENDING" : "CANCELLED by 1000", r);
      }
    }
    return new SacctExport(rows, usage, at);
  }

  private static String pick(Random r, String... states) {
    return states[r.nextInt(states.length)];
  }

  private static void add(List<String> rows, List<Map<String, Double>> usage, String cluster, int raw, String jobId,
      String account, String user, String partition, String qos, long submit, long start, long end, String state,
      Random r) {
    boolean started = start >= 0;
    int cpus = 1 + r.nextInt(64);
    boolean billed = r.nextInt(4) != 0;
    int billing = billed ? cpus * (1 + r.nextInt(3)) : cpus;
    String tres = !started ? "" : (billed ? "billing=" + billing + "," : "") + "cpu=" + cpus + ",mem=" + cpus * 4
        + "G,node=1";
    rows.add(cluster + "|" + raw + "|" + jobId + "|" + account + "|" + user + "|" + partition + "|" + qos + "|"
        + time(submit) + "|" + time(start) + "|" + time(end) + "|" + state + "|" + tres);
    Map<String, Double> u = new HashMap<>(2);
    if (started) {
      long stop = end >= 0 ? end : rowsAt();
      u.put(cluster + "\t" + account + "\t" + user + "\t" + partition, (double) billing * (stop - start));
    }
    usage.add(u);
  }

  /** The reading instant of every export: 2024-01-31T00:00:00Z. */
  private static long rowsAt() {
    return 1_704_067_200L + 30L * 86400;
  }

  private static String time(long epoch) {
    return epoch < 0 ? "Unknown" : LocalDateTime.ofEpochSecond(epoch, 0, ZoneOffset.UTC).format(TIME);
  }

  /** The instant running jobs are charged up to (give it as {@code --at}). */
  public Instant at() {
    return at;
  }

  /** The number of rows. */
  public int size() {
    return rows.size();
  }

  /** Writes rows {@code [from, to)} after the header. */
  public void write(Path file, int from, int to) throws IOException {
    try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      w.write(HEADER);
      w.write('\n');
      for (int i = from; i < to; i++) {
        w.write(rows.get(i));
        w.write('\n');
      }
    }
  }

  /** Writes every row. */
  public void write(Path file) throws IOException {
    write(file, 0, rows.size());
  }

  /**
   * The usage of every association ({@code cluster\taccount\tuser\tpartition}): the sum of billing × seconds
   * of the rows, each row counted once.
   */
  public Map<String, Double> expected() {
    Map<String, Double> sums = new HashMap<>();
    for (Map<String, Double> u : usage) {
      u.forEach((k, v) -> sums.merge(k, v, Double::sum));
    }
    return sums;
  }
}
