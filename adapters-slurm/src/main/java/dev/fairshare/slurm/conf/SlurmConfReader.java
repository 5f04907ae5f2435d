package dev.fairshare.slurm.conf;

import dev.fairshare.format.ByteOrderMark;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.slurm.dump.DumpLexer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads the priority parameters of a {@code slurm.conf} (docs/algorithms/slurm.md §10;
 * {@code src/common/read_config.c}, {@code src/common/parse_config.c}), tolerating the rest of the file: {@code #}
 * comments (unless escaped), backslash continuations, {@code Include} lines (relative to the including file's
 * directory), case-insensitive keys, several {@code key=value} pairs a line, and NodeName/PartitionName/... lines, of
 * which only a partition's TRESBillingWeights is kept. Unknown keys are ignored.
 *
 * <p>Problems: {@code slurm.conf.bad-line} (a token that is not {@code key=value}),
 * {@code slurm.conf.bad-time}, {@code slurm.conf.bad-number}, {@code slurm.conf.bad-boolean},
 * {@code slurm.conf.bad-reset-period}, {@code slurm.conf.no-decay-no-reset} (half-life 0 without a reset
 * period), {@code slurm.conf.bad-tres-weights}, {@code slurm.conf.include-missing}.
 */
public final class SlurmConfReader {
  private static final Set<String> MULTI_KEY_LINES =
      Set.of("nodename", "partitionname", "frontendname", "downnodes", "nodeset", "switchname");
  private static final List<String> FLAGS = List.of("ACCRUE_ALWAYS", "SMALL_RELATIVE_TO_TIME",
      "CALCULATE_RUNNING", "DEPTH_OBLIVIOUS", "NO_FAIR_TREE", "INCR_ONLY", "MAX_TRES", "MAX_TRES_GRES",
      "NO_NORMAL_ALL", "NO_NORMAL_ASSOC", "NO_NORMAL_PART", "NO_NORMAL_QOS", "NO_NORMAL_TRES");
  private static final List<String> WEIGHTS =
      List.of("Age", "Assoc", "Fairshare", "JobSize", "Partition", "QOS");
  private static final Set<String> RESET_PERIODS =
      Set.of("NONE", "NOW", "DAILY", "WEEKLY", "MONTHLY", "QUARTERLY", "YEARLY");

  private record Value(String text, SourceLocation at) {}

  /**
   * Slurm's parser (parse_config.c) reads a byte order mark as part of the first line, whatever that line
   * is: no key matches it, and what is left is not white space, so the file does not parse.
   */
  static final ByteOrderMark BYTE_ORDER_MARK = ByteOrderMark.always("which Slurm reads as part of line 1: "
      + "'Parse error in file ... line 1', and slurmctld does not start");

  private final ProblemCollector problems = new ProblemCollector();
  private final Map<String, Value> values = new HashMap<>();
  private final Map<String, String> billing = new LinkedHashMap<>();
  private final Map<String, Value> billingAt = new LinkedHashMap<>();
  private String defaultBilling;

  private SlurmConfReader() {}

  /** Reads a source; throws a {@link ConfigParseException} with every problem. */
  public static SlurmPriorityConfig read(LineSource source) {
    SlurmConfReader reader = new SlurmConfReader();
    reader.readSource(source, 0);
    SlurmPriorityConfig config = reader.interpret(source.name());
    reader.problems.throwIfErrors();
    return config;
  }

  /** Reads one file (and the files it includes) into the collected values. */
  private void readSource(LineSource source, int depth) {
    BYTE_ORDER_MARK.check(source.name(), source.bom(), source.firstLine()).ifPresent(problems::add);
    StringBuilder pending = null;
    int first = 0;
    for (LineSource.Line line : source.lines()) {
      String text = DumpLexer.stripComment(line.text());
      int cut = DumpLexer.continuationCut(text);
      if (pending == null) {
        pending = new StringBuilder();
        first = line.number();
      }
      if (cut >= 0) {
        pending.append(text, 0, cut);
        continue;
      }
      pending.append(text);
      readLine(source, first, DumpLexer.unescape(pending.toString()), depth);
      pending = null;
    }
    if (pending != null) {
      readLine(source, first, DumpLexer.unescape(pending.toString()), depth);
    }
  }

  private void readLine(LineSource source, int number, String text, int depth) {
    String t = text.strip();
    if (t.isEmpty()) {
      return;
    }
    if (t.length() > 7 && t.substring(0, 7).equalsIgnoreCase("include")
        && Character.isWhitespace(t.charAt(7))) {
      include(source, number, t.substring(8).strip(), depth);
      return;
    }
    ConfLine line = ConfLine.split(source.name(), number, text);
    if (line.bad() != null) {
      problems.error(source.at(number, line.badColumn()), "slurm.conf.bad-line",
          "'" + line.bad() + "' is not key=value", "slurm.conf lines are Key=Value pairs");
    }
    if (line.pairs().isEmpty()) {
      return;
    }
    String first = line.pairs().get(0).key().toLowerCase(Locale.ROOT);
    if (MULTI_KEY_LINES.contains(first)) {
      if (first.equals("partitionname")) {
        partition(source, line);
      }
      return;
    }
    for (ConfLine.Pair pair : line.pairs()) {
      values.put(pair.key().toLowerCase(Locale.ROOT),
          new Value(pair.value(), source.at(number, pair.column())));
    }
  }

  private void partition(LineSource source, ConfLine line) {
    String name = line.pairs().get(0).value();
    String weights = name.equalsIgnoreCase("DEFAULT") ? null : defaultBilling;
    for (ConfLine.Pair pair : line.pairs()) {
      if (pair.key().equalsIgnoreCase("TRESBillingWeights")) {
        weights = pair.value();
        billingAt.put(name, new Value(pair.value(), source.at(line.number(), pair.column())));
      }
    }
    if (name.equalsIgnoreCase("DEFAULT")) {
      defaultBilling = weights;
    } else if (weights != null) {
      billing.put(name, weights);
    }
  }

  private void include(LineSource source, int number, String file, int depth) {
    Path base = Path.of(source.name()).toAbsolutePath().getParent();
    Path path = base == null ? Path.of(file) : base.resolve(file);
    if (depth > 10 || !Files.isReadable(path)) {
      problems.error(source.at(number, 1), "slurm.conf.include-missing",
          depth > 10 ? "includes nest too deeply" : "included file " + file + " cannot be read",
          "Include names a readable file, relative to the including file's directory");
      return;
    }
    readSource(LineSource.read(path), depth + 1);
  }

  private SlurmPriorityConfig interpret(String name) {
    Value type = values.get("prioritytype");
    List<String> flags = flags(values.get("priorityflags"));
    long halfLife = time("prioritydecayhalflife", 604800, false);
    long calc = time("prioritycalcperiod", 300, true);
    long maxAge = time("prioritymaxage", 604800, false);
    String reset = "NONE";
    Value resetValue = values.get("priorityusageresetperiod");
    if (resetValue != null) {
      reset = resetValue.text().toUpperCase(Locale.ROOT);
      if (!RESET_PERIODS.contains(reset)) {
        problems.error(resetValue.at(), "slurm.conf.bad-reset-period",
            "bad PriorityUsageResetPeriod '" + resetValue.text() + "'",
            "one of NONE, NOW, DAILY, WEEKLY, MONTHLY, QUARTERLY, YEARLY");
      }
    } else if (halfLife == 0) {
      Value hl = values.get("prioritydecayhalflife");
      problems.error(hl.at(), "slurm.conf.no-decay-no-reset",
          "PriorityDecayHalfLife is 0 and PriorityUsageResetPeriod is not set",
          "Slurm refuses this (usage would grow without bound): set a reset period or a half-life");
    }
    boolean favorSmall = bool("priorityfavorsmall");
    int damp = (int) number("fairsharedampeningfactor", 1, false);
    Map<String, Long> weights = new LinkedHashMap<>();
    for (String w : WEIGHTS) {
      weights.put(w, number("priorityweight" + w.toLowerCase(Locale.ROOT), 0, true));
    }
    Value weightTres = values.get("priorityweighttres");
    if (weightTres != null) {
      TresWeights.check(weightTres.text(), weightTres.at(), problems);
    }
    billingAt.forEach((p, v) -> TresWeights.check(v.text(), v.at(), problems));
    Value acct = values.get("accountingstoragetres");
    Map<String, SourceLocation> locations = new java.util.TreeMap<>();
    values.forEach((key, value) -> locations.put(key, value.at()));
    return new SlurmPriorityConfig(type == null ? null : type.text(), flags, halfLife, calc, maxAge, reset,
        favorSmall, damp, weights, weightTres == null ? null : weightTres.text(), billing,
        acct == null ? null : acct.text(), java.util.Collections.unmodifiableMap(locations), name);
  }

  /**
   * The PriorityFlags that are set. {@code TICKET_BASED} (2.6 to 14.11) is matched as the other keywords are and,
   * as in 14.03's and 14.11's {@code read_config.c} ({@code if TICKET_BASED ... else if DEPTH_OBLIVIOUS ... else if
   * FAIR_TREE}), wins over the keywords that pick another algorithm: with it neither {@code FAIR_TREE} nor
   * {@code DEPTH_OBLIVIOUS} is set.
   */
  private static List<String> flags(Value value) {
    List<String> out = new ArrayList<>();
    String text = value == null ? "" : value.text().toUpperCase(Locale.ROOT);
    boolean ticket = text.contains(SlurmPriorityConfig.TICKET_BASED);
    boolean fairTree = !ticket && !text.contains("DEPTH_OBLIVIOUS") && !text.contains("NO_FAIR_TREE");
    if (fairTree) {
      out.add("FAIR_TREE");
    }
    for (String flag : FLAGS) {
      if (text.contains(flag) && !(ticket && flag.equals("DEPTH_OBLIVIOUS"))) {
        out.add(flag);
      }
    }
    if (ticket) {
      out.add(SlurmPriorityConfig.TICKET_BASED);
    }
    return List.copyOf(out);
  }

  private long time(String key, long defaultSeconds, boolean atLeastOneMinute) {
    Value v = values.get(key);
    if (v == null) {
      return defaultSeconds;
    }
    int minutes = SlurmTime.minutes(v.text());
    boolean bad = atLeastOneMinute ? minutes < 1 : minutes < 0 && minutes != SlurmTime.INFINITE;
    if (bad) {
      problems.error(v.at(), "slurm.conf.bad-time", "bad time '" + v.text() + "'",
          "a Slurm time: M, M:S, H:M:S, D-H, D-H:M, D-H:M:S or INFINITE"
              + (atLeastOneMinute ? ", at least one minute" : ""));
      return defaultSeconds;
    }
    return Integer.toUnsignedLong(minutes * 60);
  }

  private long number(String key, long defaultValue, boolean uint32) {
    Value v = values.get(key);
    if (v == null) {
      return defaultValue;
    }
    long n = uint32 ? CNumberParse.uint32(v.text()) : CNumberParse.uint16(v.text());
    if (n < 0) {
      problems.error(v.at(), "slurm.conf.bad-number", "bad number '" + v.text() + "'",
          "an unsigned integer (decimal, 0x hex or 0 octal" + (uint32 ? ", k suffix" : "")
              + ") or UNLIMITED, at most " + (uint32 ? "4294967295" : "65535"));
      return defaultValue;
    }
    return n;
  }

  private boolean bool(String key) {
    Value v = values.get(key);
    if (v == null) {
      return false;
    }
    String t = v.text().toLowerCase(Locale.ROOT);
    if (Set.of("yes", "up", "true", "1").contains(t)) {
      return true;
    }
    if (!Set.of("no", "down", "false", "0").contains(t)) {
      problems.error(v.at(), "slurm.conf.bad-boolean", "bad boolean '" + v.text() + "'",
          "yes/up/true/1 or no/down/false/0");
    }
    return false;
  }
}
