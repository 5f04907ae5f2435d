package dev.fairshare.lsf.acct;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the JOB_FINISH records of an {@code lsb.acct} file in IBM's field order (docs/algorithms/lsf.md §8.2); other
 * record types are skipped. Fields after {@code chargedSAAP} (submitEXT, host rusage, runLimit, runTime,
 * numAllocSlots) are read when the record has them and used only if their types fit; older versions stop
 * earlier and are accepted.
 *
 * <p>The open LSF-compatible schedulers (OpenLava, Volclava: {@code writeJobFinish} in
 * {@code lsbatch/lib/lsb.log.c}) write their version as a whole number ({@code "22"}; IBM's have a dot,
 * {@code "10.1"}) and a shorter record: no {@code timeEvent}, nothing after {@code commandSpool} (so no
 * {@code chargedSAAP}: it reads as empty), and a {@code postExecCmd} right after {@code preExecCmd} when the
 * job's options have their {@code SUB_POST_EXEC} bit ({@code 0x40000000}, their {@code lsbatch.h}), which
 * moves every later field one place on.
 *
 * <p>Problems: {@code lsf.acct.bad-record} (fewer fields than a JOB_FINISH needs up to the rusage, or an
 * unclosed quote) and {@code lsf.acct.bad-number} (a number field that is not a number, or a negative
 * time).
 */
public final class LsbAcctReader {
  private static final int MIN_FIELDS = 24;
  /** {@code SUB_POST_EXEC} of the open schedulers' {@code lsbatch.h}: the record holds a postExecCmd. */
  private static final long OPEN_POST_EXEC = 0x40000000L;

  private LsbAcctReader() {}

  /** Every JOB_FINISH record of a source; throws a ConfigParseException listing every bad record. */
  public static List<JobFinish> read(LineSource source) {
    ProblemCollector problems = new ProblemCollector();
    List<JobFinish> out = read(source, problems);
    problems.throwIfErrors();
    return out;
  }

  /** Every good JOB_FINISH record of a source; each bad record is added to {@code problems} and left out. */
  public static List<JobFinish> read(LineSource source, ProblemCollector problems) {
    List<JobFinish> out = new ArrayList<>();
    for (LineSource.Line line : source.lines()) {
      String text = line.text().strip();
      if (text.isEmpty() || text.startsWith("#")) {
        continue;
      }
      AcctTokens t = new AcctTokens(line.text());
      if (!t.get(0).equals("JOB_FINISH")) {
        continue;
      }
      JobFinish job = new RecordCursor(t, source.name(), line.number(), problems).jobFinish();
      if (job != null) {
        out.add(job);
      }
    }
    return out;
  }

  /** Walks one record's fields in order. */
  private static final class RecordCursor {
    private final AcctTokens t;
    private final String source;
    private final int line;
    private final ProblemCollector problems;
    private int k;
    private boolean bad;

    RecordCursor(AcctTokens t, String source, int line, ProblemCollector problems) {
      this.t = t;
      this.source = source;
      this.line = line;
      this.problems = problems;
    }

    JobFinish jobFinish() {
      if (t.isUnterminated() || t.size() < MIN_FIELDS) {
        problems.error(SourceLocation.of(source, line, 1), "lsf.acct.bad-record", "JOB_FINISH record has "
            + (t.isUnterminated() ? "an unclosed quote" : "only " + t.size() + " fields"),
            "each record is one line: \"JOB_FINISH\" \"version\" eventTime jobId ...");
        return null;
      }
      String version = t.get(1);
      long eventTime = time(2);
      long jobId = integer(3);
      int numProcessors = (int) integer(6);
      long startTime = time(10);
      String user = t.get(11);
      String queue = t.get(12);
      boolean postExec = isOpen(version) && (integer(5) & OPEN_POST_EXEC) != 0;
      k = postExec ? 23 : 22;
      int asked = count();
      k += asked;
      int exec = count();
      List<String> hosts = new ArrayList<>();
      for (int h = 0; h < exec && k < t.size(); h++) {
        hosts.add(t.get(k++));
      }
      k++;
      double hostFactor = number();
      int idx = has(k) ? arrayIndex(t.get(k)) : 0;
      k += 2;
      double utime = number();
      double stime = number();
      k += 17;
      k += 3;
      int maxProcessors = has(k) ? (int) integer(k) : 0;
      k += 15;
      String saap = has(k) ? t.get(k) : "";
      if (bad) {
        return null;
      }
      long[] tail = tail(k + 1);
      double cpu = Math.max(0, utime) + Math.max(0, stime);
      return new JobFinish(version, eventTime, jobId, user, queue, startTime, numProcessors, hosts,
          hostFactor, cpu, maxProcessors, saap, tail[0], tail[1], (int) tail[2],
          SourceLocation.of(source, line, 1), idx);
    }

    /** Whether a record's version is an open scheduler's: a whole number, where IBM's have a dot. */
    private static boolean isOpen(String version) {
      if (version.isEmpty()) {
        return false;
      }
      for (int i = 0; i < version.length(); i++) {
        if (version.charAt(i) < '0' || version.charAt(i) > '9') {
          return false;
        }
      }
      return true;
    }

    /**
     * The array index in a job name: an element of a job array is named {@code NAME[IDX]} in its record (the
     * open LSF-compatible mbatchd's {@code fullJobName}; IBM's lsb.acct(5), jobName), any other job 0. The
     * name is read rather than the {@code idx} field, whose position differs between IBM's records (after
     * {@code timeEvent}) and the open ones (none).
     */
    private static int arrayIndex(String jobName) {
      int n = jobName.length();
      int open = jobName.lastIndexOf('[');
      if (n < 3 || jobName.charAt(n - 1) != ']' || open < 0 || open == n - 2) {
        return 0;
      }
      for (int i = open + 1; i < n - 1; i++) {
        if (jobName.charAt(i) < '0' || jobName.charAt(i) > '9') {
          return 0;
        }
      }
      return n - open - 2 > 9 ? 0 : Integer.parseInt(jobName.substring(open + 1, n - 1));
    }

    /** runLimit, runTime and numAllocSlots from the fields after chargedSAAP, -1 where absent [INF]. */
    private long[] tail(int from) {
      long[] none = {-1, -1, -1};
      try {
        int p = from + 11;
        int ext = Integer.parseInt(t.get(p++));
        p += 2 * ext;
        int hostRusage = Integer.parseInt(t.get(p++));
        p += 5 * hostRusage;
        p++;
        long runLimit = Long.parseLong(t.get(p++));
        p += 11;
        long runTime = Long.parseLong(t.get(p++));
        p++;
        int network = Integer.parseInt(t.get(p++));
        p += network + 6;
        long slots = p < t.size() ? Long.parseLong(t.get(p)) : -1;
        return new long[] {runLimit > 0 ? runLimit : -1, runTime, slots};
      } catch (RuntimeException e) {
        return none;
      }
    }

    private boolean has(int index) {
      return index < t.size();
    }

    private int count() {
      return (int) integer(k++);
    }

    private double number() {
      if (!has(k)) {
        k++;
        return 0;
      }
      String v = t.get(k);
      try {
        k++;
        return Double.parseDouble(v);
      } catch (NumberFormatException e) {
        fail(k - 1, "'" + v + "' is not a number");
        return 0;
      }
    }

    private long integer(int index) {
      if (!has(index)) {
        fail(index, "the record ends early");
        return 0;
      }
      try {
        return Long.parseLong(t.get(index));
      } catch (NumberFormatException e) {
        fail(index, "'" + t.get(index) + "' is not a whole number");
        return 0;
      }
    }

    private long time(int index) {
      long v = integer(index);
      if (v < 0) {
        fail(index, "time " + v + " is negative");
      }
      return v;
    }

    private void fail(int index, String message) {
      if (!bad) {
        problems.error(SourceLocation.of(source, line, t.column(Math.min(index, t.size() - 1))),
            "lsf.acct.bad-number", "JOB_FINISH field " + (index + 1) + ": " + message,
            "check that the record follows lsb.acct(5)");
      }
      bad = true;
    }
  }
}
