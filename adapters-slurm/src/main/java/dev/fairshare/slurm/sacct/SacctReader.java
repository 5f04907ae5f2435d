package dev.fairshare.slurm.sacct;

import dev.fairshare.format.ByteOrderMark;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.io.ByteLines;
import dev.fairshare.io.ByteScan;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestSink;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
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
 *
 * <p>The text is read as UTF-8 bytes and a row's cells are read where they lie ({@link ByteLines}): only the
 * job key and the names of an identity not seen before become strings (docs/performance-history.md,
 * "`SacctParse.read`: the sacct export read as bytes").
 * Problem columns count characters, as in the decoded line.
 */
public final class SacctReader {
  /** The identity family of Slurm. */
  public static final String FAMILY = "slurm";

  private static final long BARS = ByteScan.pattern('|');
  private static final byte[] KEY_PREFIX = "slurm/".getBytes(StandardCharsets.US_ASCII);

  private final String name;
  private final LocalTimes times;
  private final long at;
  private final IngestSink sink;
  private final IdentityTable identities = new IdentityTable();
  private final Map<String, String> names = new HashMap<>();
  private int[] cuts = new int[16];
  private byte[] key = new byte[64];

  /** A reader of one input. */
  public SacctReader(String name, ZoneId zone, Instant at, IngestSink sink) {
    this.name = name;
    this.times = new LocalTimes(zone);
    this.at = at.getEpochSecond();
    this.sink = sink;
  }

  /** Reads every line of a UTF-8 stream. */
  public void read(InputStream in) throws IOException {
    ByteLines lines = new ByteLines(in, 1 << 16);
    SacctHeader header = null;
    int number = 0;
    while (lines.next()) {
      number++;
      byte[] b = lines.bytes();
      int from = lines.from();
      int to = lines.to();
      if (number == 1 && ByteOrderMark.startsWith(b, from, to)) {
        from += 3;
      }
      if (blank(b, from, to)) {
        continue;
      }
      if (header == null) {
        SacctHeader.Parsed parsed = SacctHeader.parse(text(b, from, to));
        if (parsed.header() == null) {
          sink.problem(Problem.error(SourceLocation.of(name, number, 1), "slurm.sacct.missing-column",
              "the header has no column " + String.join(", ", parsed.missing()),
              "export with sacct -a -X -D -P -o " + String.join(",", SacctHeader.REQUIRED)));
          return;
        }
        header = parsed.header();
        continue;
      }
      row(header, b, from, to, number);
      if ((number & 0xFFFF) == 0) {
        sink.progress(lines.consumed());
      }
    }
    sink.progress(lines.consumed());
  }

  private void row(SacctHeader h, byte[] b, int line, int lineEnd, int number) {
    int count = split(b, line, lineEnd, h.count());
    if (count != h.count()) {
      problem(number, 1, "slurm.sacct.column-count", "the line has " + count + " columns, the header "
          + h.count(), "every line of sacct -P output has the header's columns, separated by |");
      return;
    }
    int rawFrom = cuts[h.jobIdRaw()];
    int rawTo = cuts[h.jobIdRaw() + 1] - 1;
    if (contains(b, rawFrom, rawTo, '.')) {
      sink.skip("job-step");
      return;
    }
    if (!isDigits(b, rawFrom, rawTo)) {
      problem(number, column(b, line, h.jobIdRaw()), "slurm.sacct.bad-job-id", "JobIDRaw '"
          + cell(b, h.jobIdRaw()) + "' is not a job number", "JobIDRaw is the job's number, as sacct prints it");
      return;
    }
    int state = JobStates.of(b, cuts[h.state()], cuts[h.state() + 1] - 1);
    if (state == JobStates.UNKNOWN) {
      problem(number, column(b, line, h.state()), "slurm.sacct.unknown-state", "unknown job state '"
          + cell(b, h.state()) + "'", "State is one of Slurm's job states (COMPLETED, RUNNING, CANCELLED, ...)");
      return;
    }
    int startFrom = cuts[h.start()];
    int startTo = cuts[h.start() + 1] - 1;
    if (JobStates.pending(state) || notATime(b, startFrom, startTo)) {
      sink.skip("not-started");
      return;
    }
    long start = times.parse(b, startFrom, startTo);
    if (start == LocalTimes.INVALID) {
      problem(number, column(b, line, h.start()), "slurm.sacct.bad-time", "Start '" + cell(b, h.start())
          + "' is not a time", "times read YYYY-MM-DDTHH:MM:SS (Slurm's default time format)");
      return;
    }
    int endFrom = cuts[h.end()];
    int endTo = cuts[h.end() + 1] - 1;
    long end;
    if (notATime(b, endFrom, endTo)) {
      if (!JobStates.unfinished(state)) {
        problem(number, column(b, line, h.end()), "slurm.sacct.bad-time", "a " + JobStates.name(state)
            + " job has End '" + cell(b, h.end()) + "'", "only a job that has not ended has no End");
        return;
      }
      if (at <= start) {
        sink.skip("started-after-at");
        return;
      }
      end = at;
    } else {
      end = times.parse(b, endFrom, endTo);
      if (end == LocalTimes.INVALID || end < start) {
        problem(number, column(b, line, h.end()), "slurm.sacct.bad-time", "End '" + cell(b, h.end())
            + (end == LocalTimes.INVALID ? "' is not a time" : "' is before Start"),
            "times read YYYY-MM-DDTHH:MM:SS (Slurm's default time format)");
        return;
      }
    }
    double billing = billing(b, cuts[h.allocTres()], cuts[h.allocTres() + 1] - 1);
    if (!(billing >= 0) || Double.isInfinite(billing)) {
      problem(number, column(b, line, h.allocTres()), "slurm.sacct.bad-amount", "AllocTRES '"
          + cell(b, h.allocTres()) + "' gives no billing >= 0",
          "AllocTRES lists billing=N or cpu=N for a job that ran");
      return;
    }
    UsageIdentity identity = identity(h, b, line, number);
    if (identity == null) {
      return;
    }
    sink.charge(new Charge(identity, name, jobKey(b, cuts[h.cluster()], cuts[h.cluster() + 1] - 1, rawFrom,
        rawTo, start), billing * (end - start), start, end));
  }

  /** The row's identity, or null after reporting a missing or unclean name. */
  private UsageIdentity identity(SacctHeader h, byte[] b, int line, int number) {
    int clusterFrom = cuts[h.cluster()];
    int clusterTo = cuts[h.cluster() + 1] - 1;
    int accountFrom = cuts[h.account()];
    int accountTo = cuts[h.account() + 1] - 1;
    int userFrom = cuts[h.user()];
    int userTo = cuts[h.user() + 1] - 1;
    if (clusterFrom == clusterTo || accountFrom == accountTo || userFrom == userTo) {
      boolean noCluster = clusterFrom == clusterTo;
      boolean noAccount = accountFrom == accountTo;
      problem(number, column(b, line, noCluster ? h.cluster() : noAccount ? h.account() : h.user()),
          "slurm.sacct.unknown-identity", "the job has no " + (noCluster ? "cluster"
              : noAccount ? "account" : "user"), "a job runs under a cluster, an account and a user");
      return null;
    }
    int partitionFrom = h.partition() < 0 ? 0 : cuts[h.partition()];
    int partitionTo = h.partition() < 0 ? 0 : cuts[h.partition() + 1] - 1;
    identities.key(b, clusterFrom, clusterTo, accountFrom, accountTo, userFrom, userTo, partitionFrom, partitionTo);
    UsageIdentity id = identities.find();
    if (id != null) {
      return id;
    }
    String cluster = text(b, clusterFrom, clusterTo);
    String account = text(b, accountFrom, accountTo);
    String user = text(b, userFrom, userTo);
    String partition = text(b, partitionFrom, partitionTo);
    if (!clean(cluster) || !clean(account) || !clean(user) || !clean(partition)) {
      problem(number, 1, "slurm.sacct.unknown-identity", "a name holds a tab", "names have no tabs");
      return null;
    }
    id = new UsageIdentity(FAMILY, List.of(intern(cluster), intern(account), intern(user), intern(partition)));
    identities.add(id);
    return id;
  }

  private String intern(String s) {
    String there = names.putIfAbsent(s, s);
    return there == null ? s : there;
  }

  /** {@code slurm/CLUSTER/JOBIDRAW@START}, made from the cells' bytes. */
  private String jobKey(byte[] b, int clusterFrom, int clusterTo, int rawFrom, int rawTo, long start) {
    int n = KEY_PREFIX.length + (clusterTo - clusterFrom) + (rawTo - rawFrom) + 2 + 20;
    if (key.length < n) {
      key = new byte[Math.max(n, key.length * 2)];
    }
    System.arraycopy(KEY_PREFIX, 0, key, 0, KEY_PREFIX.length);
    int p = KEY_PREFIX.length;
    System.arraycopy(b, clusterFrom, key, p, clusterTo - clusterFrom);
    p += clusterTo - clusterFrom;
    key[p++] = '/';
    System.arraycopy(b, rawFrom, key, p, rawTo - rawFrom);
    p += rawTo - rawFrom;
    key[p++] = '@';
    p = decimal(start, p);
    return new String(key, 0, p, StandardCharsets.UTF_8);
  }

  /** Writes {@code v} in decimal at {@code key[p]}; returns the end. */
  private int decimal(long v, int p) {
    if (v < 0) {
      key[p++] = '-';
      v = -v;
    }
    int digits = 1;
    for (long t = v; t >= 10; t /= 10) {
      digits++;
    }
    int end = p + digits;
    for (int i = end - 1; i >= p; i--) {
      key[i] = (byte) ('0' + v % 10);
      v /= 10;
    }
    return end;
  }

  /** Splits {@code b[from, to)} on {@code |}: cell k is {@code [cuts[k], cuts[k+1] − 1)}; returns the count. */
  private int split(byte[] b, int from, int to, int expected) {
    if (cuts.length < expected + 2) {
      cuts = new int[expected + 2];
    }
    int[] c = cuts;
    int k = 0;
    c[k++] = from;
    int i = from;
    for (; i + 8 <= to; i += 8) {
      long bars = ByteScan.matches(ByteScan.word(b, i), BARS);
      while (bars != 0) {
        if (k < c.length) {
          c[k] = i + ByteScan.first(bars) + 1;
        }
        k++;
        bars &= bars - 1;
      }
    }
    for (; i < to; i++) {
      if (b[i] == '|') {
        if (k < c.length) {
          c[k] = i + 1;
        }
        k++;
      }
    }
    if (k < c.length) {
      c[k] = to + 1;
    }
    return k;
  }

  private String cell(byte[] b, int index) {
    return text(b, cuts[index], cuts[index + 1] - 1);
  }

  /** The column of cell {@code index}: characters before it in the decoded line, plus one. */
  private int column(byte[] b, int line, int index) {
    return text(b, line, cuts[index]).length() + 1;
  }

  private static String text(byte[] b, int from, int to) {
    return new String(b, from, to - from, StandardCharsets.UTF_8);
  }

  /** Whether a line is empty or white space only ({@link String#isBlank()} of the decoded line). */
  private static boolean blank(byte[] b, int from, int to) {
    boolean ascii = true;
    for (int i = from; i < to; i++) {
      int c = b[i];
      if (c < 0) {
        ascii = false;
      } else if (!Character.isWhitespace(c)) {
        return false;
      }
    }
    return ascii || text(b, from, to).isBlank();
  }

  private static boolean notATime(byte[] b, int from, int to) {
    int n = to - from;
    return n == 0 || (n == 7 && is(b, from, "Unknown")) || (n == 4 && is(b, from, "None"));
  }

  private static boolean is(byte[] b, int from, String ascii) {
    for (int i = 0; i < ascii.length(); i++) {
      if (b[from + i] != ascii.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /** The value of {@code billing=}, else of {@code cpu=}, in {@code b[from, to)}; NaN if neither. */
  static double billing(byte[] b, int from, int to) {
    double cpu = Double.NaN;
    int i = from;
    while (i < to) {
      int stop = i;
      int eq = -1;
      while (stop < to && b[stop] != ',') {
        if (eq < 0 && b[stop] == '=') {
          eq = stop;
        }
        stop++;
      }
      if (eq > i) {
        if (eq - i == 7 && is(b, i, "billing")) {
          return number(b, eq + 1, stop);
        }
        if (eq - i == 3 && is(b, i, "cpu")) {
          cpu = number(b, eq + 1, stop);
        }
      }
      i = stop + 1;
    }
    return cpu;
  }

  private static double number(byte[] b, int from, int to) {
    if (from == to) {
      return Double.NaN;
    }
    long v = 0;
    for (int i = from; i < to; i++) {
      int c = b[i] - '0';
      if (c < 0 || c > 9 || v > 1L << 50) {
        try {
          return Double.parseDouble(text(b, from, to));
        } catch (NumberFormatException e) {
          return Double.NaN;
        }
      }
      v = v * 10 + c;
    }
    return v;
  }

  private static boolean contains(byte[] b, int from, int to, char c) {
    for (int i = from; i < to; i++) {
      if (b[i] == c) {
        return true;
      }
    }
    return false;
  }

  private static boolean isDigits(byte[] b, int from, int to) {
    if (from == to) {
      return false;
    }
    for (int i = from; i < to; i++) {
      if (b[i] < '0' || b[i] > '9') {
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
