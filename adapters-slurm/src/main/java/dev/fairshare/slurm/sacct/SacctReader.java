package dev.fairshare.slurm.sacct;

import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestSink;
import java.io.BufferedReader;
import java.io.IOException;
import java.time.Instant;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads {@code sacct -a -X -D -P -o Cluster,JobIDRaw,JobID,Account,User,Partition,QOS,Submit,Start,End,State,
 * AllocTRES} output (any order, any further columns, a header first) into charges (docs/ledger.md,
 * "Slurm"):
 *
 * <ul>
 *   <li>the amount is billing × seconds: {@code billing=} of AllocTRES, else its {@code cpu=} (Slurm's
 *       {@code calc_job_billable_tres} without TRESBillingWeights), times {@code End − Start};</li>
 *   <li>a job that has not ended ({@code End} is {@code Unknown}, a running or suspended state) is charged up
 *       to the reading instant; its key is that of its run, so the complete record read later replaces it;
 *       </li>
 *   <li>the job key is {@code slurm/CLUSTER/JobIDRaw@Start}: array tasks and heterogeneous components have
 *       their own JobIDRaw, and each run of a requeued job (shown once per run by {@code -D}) its own Start,
 *       so each counts once;</li>
 *   <li>pending and never-started jobs ({@code Start} is {@code Unknown} or {@code None}) and job steps
 *       (a JobIDRaw with a dot: the export lacked {@code -X}) are skipped and counted;</li>
 *   <li>bad rows are positioned problems: {@code slurm.sacct.column-count}, {@code slurm.sacct.bad-time},
 *       {@code slurm.sacct.unknown-state}, {@code slurm.sacct.bad-amount} (no billing or cpu, negative, not a
 *       number), {@code slurm.sacct.unknown-identity} (no cluster, account or user),
 *       {@code slurm.sacct.bad-job-id}; a header without a needed column is
 *       {@code slurm.sacct.missing-column} and ends the file.</li>
 * </ul>
 */
public final class SacctReader {
  /** The identity family of Slurm. */
  public static final String FAMILY = "slurm";

  private final String name;
  private final LocalTimes times;
  private final long at;
  private final IngestSink sink;
  private final Map<String, UsageIdentity> identities = new HashMap<>();
  private final Map<String, String> names = new HashMap<>();
  private int[] cuts = new int[16];

  /** A reader of one input. */
  public SacctReader(String name, ZoneId zone, Instant at, IngestSink sink) {
    this.name = name;
    this.times = new LocalTimes(zone);
    this.at = at.getEpochSecond();
    this.sink = sink;
  }

  /** Reads every line. */
  public void read(BufferedReader in) throws IOException {
    SacctHeader header = null;
    int number = 0;
    long bytes = 0;
    String line;
    while ((line = in.readLine()) != null) {
      number++;
      bytes += line.length() + 1;
      if (line.isBlank()) {
        continue;
      }
      if (header == null) {
        SacctHeader.Parsed parsed = SacctHeader.parse(line);
        if (parsed.header() == null) {
          sink.problem(Problem.error(SourceLocation.of(name, number, 1), "slurm.sacct.missing-column",
              "the header has no column " + String.join(", ", parsed.missing()),
              "export with sacct -a -X -D -P -o " + String.join(",", SacctHeader.REQUIRED)));
          return;
        }
        header = parsed.header();
        continue;
      }
      row(header, line, number);
      if ((number & 0xFFFF) == 0) {
        sink.progress(bytes);
      }
    }
    sink.progress(bytes);
  }

  private void row(SacctHeader h, String line, int number) {
    int count = split(line, h.count());
    if (count != h.count()) {
      problem(number, 1, "slurm.sacct.column-count", "the line has " + count + " columns, the header "
          + h.count(), "every line of sacct -P output has the header's columns, separated by |");
      return;
    }
    String raw = cell(line, h.jobIdRaw());
    if (raw.indexOf('.') >= 0) {
      sink.skip("job-step");
      return;
    }
    if (!isDigits(raw)) {
      problem(number, column(h.jobIdRaw()), "slurm.sacct.bad-job-id", "JobIDRaw '" + raw
          + "' is not a job number", "JobIDRaw is the job's number, as sacct prints it");
      return;
    }
    String stateCell = cell(line, h.state());
    String state = JobStates.word(stateCell);
    if (!JobStates.known(state)) {
      problem(number, column(h.state()), "slurm.sacct.unknown-state", "unknown job state '" + stateCell + "'",
          "State is one of Slurm's job states (COMPLETED, RUNNING, CANCELLED, ...)");
      return;
    }
    int startFrom = cuts[h.start()];
    int startTo = cuts[h.start() + 1] - 1;
    if (JobStates.pending(state) || notATime(line, startFrom, startTo)) {
      sink.skip("not-started");
      return;
    }
    long start = times.parse(line, startFrom, startTo);
    if (start == LocalTimes.INVALID) {
      problem(number, column(h.start()), "slurm.sacct.bad-time", "Start '" + cell(line, h.start())
          + "' is not a time", "times read YYYY-MM-DDTHH:MM:SS (Slurm's default time format)");
      return;
    }
    int endFrom = cuts[h.end()];
    int endTo = cuts[h.end() + 1] - 1;
    long end;
    if (notATime(line, endFrom, endTo)) {
      if (!JobStates.unfinished(state)) {
        problem(number, column(h.end()), "slurm.sacct.bad-time", "a " + state + " job has End '"
            + cell(line, h.end()) + "'", "only a job that has not ended has no End");
        return;
      }
      if (at <= start) {
        sink.skip("started-after-at");
        return;
      }
      end = at;
    } else {
      end = times.parse(line, endFrom, endTo);
      if (end == LocalTimes.INVALID || end < start) {
        problem(number, column(h.end()), "slurm.sacct.bad-time", "End '" + cell(line, h.end())
            + (end == LocalTimes.INVALID ? "' is not a time" : "' is before Start"),
            "times read YYYY-MM-DDTHH:MM:SS (Slurm's default time format)");
        return;
      }
    }
    double billing = billing(line, cuts[h.allocTres()], cuts[h.allocTres() + 1] - 1);
    if (!(billing >= 0) || Double.isInfinite(billing)) {
      problem(number, column(h.allocTres()), "slurm.sacct.bad-amount", "AllocTRES '" + cell(line, h.allocTres())
          + "' gives no billing >= 0", "AllocTRES lists billing=N or cpu=N for a job that ran");
      return;
    }
    String cluster = cell(line, h.cluster());
    String account = cell(line, h.account());
    String user = cell(line, h.user());
    if (cluster.isEmpty() || account.isEmpty() || user.isEmpty()) {
      problem(number, column(cluster.isEmpty() ? h.cluster() : account.isEmpty() ? h.account() : h.user()),
          "slurm.sacct.unknown-identity", "the job has no " + (cluster.isEmpty() ? "cluster"
              : account.isEmpty() ? "account" : "user"), "a job runs under a cluster, an account and a user");
      return;
    }
    String partition = h.partition() < 0 ? "" : cell(line, h.partition());
    if (!clean(cluster) || !clean(account) || !clean(user) || !clean(partition)) {
      problem(number, 1, "slurm.sacct.unknown-identity", "a name holds a tab", "names have no tabs");
      return;
    }
    UsageIdentity identity = identity(cluster, account, user, partition);
    String key = "slurm/" + cluster + "/" + raw + "@" + start;
    sink.charge(new Charge(identity, name, key, billing * (end - start), start, end));
  }

  private UsageIdentity identity(String cluster, String account, String user, String partition) {
    String key = cluster + '\t' + account + '\t' + user + '\t' + partition;
    UsageIdentity id = identities.get(key);
    if (id == null) {
      id = new UsageIdentity(FAMILY, List.of(intern(cluster), intern(account), intern(user), intern(partition)));
      identities.put(key, id);
    }
    return id;
  }

  private String intern(String s) {
    String there = names.putIfAbsent(s, s);
    return there == null ? s : there;
  }

  /** Splits on {@code |}: cell k is {@code [cuts[k], cuts[k+1] − 1)}; returns the number of cells. */
  private int split(String line, int expected) {
    if (cuts.length < expected + 2) {
      cuts = new int[expected + 2];
    }
    int k = 0;
    cuts[k++] = 0;
    int from = 0;
    while (true) {
      int bar = line.indexOf('|', from);
      if (bar < 0) {
        break;
      }
      if (k < cuts.length) {
        cuts[k] = bar + 1;
      }
      k++;
      from = bar + 1;
    }
    if (k < cuts.length) {
      cuts[k] = line.length() + 1;
    }
    return k;
  }

  private String cell(String line, int index) {
    return line.substring(cuts[index], cuts[index + 1] - 1);
  }

  private int column(int index) {
    return cuts[index] + 1;
  }

  private static boolean notATime(String line, int from, int to) {
    int n = to - from;
    return n == 0 || (n == 7 && line.startsWith("Unknown", from)) || (n == 4 && line.startsWith("None", from));
  }

  /** The value of {@code billing=}, else of {@code cpu=}, in {@code text[from, to)}; NaN if neither. */
  static double billing(String text, int from, int to) {
    double cpu = Double.NaN;
    int i = from;
    while (i < to) {
      int comma = text.indexOf(',', i);
      int stop = comma < 0 || comma > to ? to : comma;
      int eq = text.indexOf('=', i);
      if (eq > i && eq < stop) {
        if (eq - i == 7 && text.startsWith("billing", i)) {
          return number(text, eq + 1, stop);
        }
        if (eq - i == 3 && text.startsWith("cpu", i)) {
          cpu = number(text, eq + 1, stop);
        }
      }
      i = stop + 1;
    }
    return cpu;
  }

  private static double number(String text, int from, int to) {
    if (from == to) {
      return Double.NaN;
    }
    long v = 0;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9' || v > 1L << 50) {
        try {
          return Double.parseDouble(text.substring(from, to));
        } catch (NumberFormatException e) {
          return Double.NaN;
        }
      }
      v = v * 10 + (c - '0');
    }
    return v;
  }

  private static boolean isDigits(String s) {
    if (s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  private static boolean clean(String s) {
    return s.indexOf('\t') < 0;
  }

  private void problem(int line, int column, String code, String message, String hint) {
    sink.problem(Problem.error(SourceLocation.of(name, line, column), code, message, hint));
  }
}
