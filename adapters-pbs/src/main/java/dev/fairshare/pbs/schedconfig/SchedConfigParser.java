package dev.fairshare.pbs.schedconfig;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads the fair-share keys of {@code sched_config} as {@code parse_config} does (docs/algorithms/pbs.md §9;
 * {@code parse.cpp}, {@code misc.cpp}: {@code skip_line}, {@code res_to_num}).
 *
 * <p>A line is {@code name: value [prime]}; {@code #} and {@code *} lines are comments; a value is a quoted
 * string or a run of non-blanks. A value reads as a number: {@code true}/{@code false} in any case are 1/0, a
 * value starting with a digit is {@code strtol}, anything else is −1, which a boolean key takes as true. PBS
 * logs {@code Error reading line N: …} and goes on; we report those lines, and the values PBS reads in a way
 * the admin probably did not mean, as positioned warnings. Other keys are not fair share and are ignored.
 */
public final class SchedConfigParser {
  private static final Set<String> ENTITIES = Set.of("euser", "egroup", "Account_Name", "queue", "egroup:euser");

  private final String source;
  private final List<Problem> problems = new ArrayList<>();
  private final List<String> messages = new ArrayList<>();
  private boolean prime;
  private boolean nonPrime;
  private int unknownShares;
  private SourceLocation unknownSharesAt;
  private SourceLocation decayTimeAt;
  private SourceLocation decayFactorAt;
  private String usageResource = "cput";
  private String entity = "euser";
  private long decayTime = 86400;
  private float decayFactor = 0.5f;
  private boolean enforceNoShares = true;
  private final List<String> sortKeys = new ArrayList<>();

  private SchedConfigParser(String source) {
    this.source = source;
  }

  /**
   * What PBS reads from a sched_config, its log messages, our warnings, and where the keys {@code convert}
   * reports on were set ({@code null} when the file sets none of them).
   */
  public record Result(PbsSchedConfig config, List<String> pbsMessages, List<Problem> problems,
      PbsSchedConfigOrigins origins) {}

  /** Parses a whole file. */
  public static Result parse(LineSource input) {
    SchedConfigParser p = new SchedConfigParser(input.name());
    for (LineSource.Line line : input.lines()) {
      p.line(line.number(), line.text());
    }
    PbsSchedConfig config = new PbsSchedConfig(p.prime, p.nonPrime, p.unknownShares, p.usageResource, p.entity,
        p.decayTime, p.decayFactor, p.enforceNoShares, p.sortKeys);
    SourceLocation decayAt = p.decayTimeAt != null ? p.decayTimeAt : p.decayFactorAt;
    PbsSchedConfigOrigins origins = p.unknownSharesAt == null && decayAt == null ? null
        : new PbsSchedConfigOrigins(p.unknownSharesAt, decayAt);
    return new Result(config, List.copyOf(p.messages), List.copyOf(p.problems), origins);
  }

  private void line(int number, String text) {
    String trimmed = text.stripLeading();
    if (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("*")) {
      return;
    }
    ConfigScanner scan = new ConfigScanner(text);
    ConfigScanner.Token name = scan.next(':');
    ConfigScanner.Token value = scan.next(' ');
    ConfigScanner.Token primeValue = scan.next(' ');
    if (name == null || value == null) {
      pbsError(number, 1, "Config line invalid", "write 'name: value [prime]'");
      return;
    }
    String v = value.text();
    long num = v.equalsIgnoreCase("true") ? 1 : v.equalsIgnoreCase("false") ? 0
        : !v.isEmpty() && Character.isDigit(v.charAt(0)) ? CNumbers.strtol(v) : -1;
    int[] primeOk = {1, 1};
    if (primeValue != null) {
      switch (primeValue.text()) {
        case "prime", "PRIME" -> primeOk[1] = 0;
        case "non_prime", "NON_PRIME" -> primeOk[0] = 0;
        case "all", "ALL" -> { }
        case "none", "NONE" -> primeOk = new int[] {0, 0};
        default -> pbsError(number, primeValue.column(), "Invalid prime keyword: " + primeValue.text(),
            "use prime, non_prime, all or none");
      }
    }
    int col = value.column();
    switch (name.text()) {
      case "fair_share" -> {
        boolean on = num != 0;
        if (primeOk[0] == 1) {
          prime = on;
        }
        if (primeOk[1] == 1) {
          nonPrime = on;
        }
        booleanWarning(number, col, v, num);
      }
      case "fairshare_enforce_no_shares" -> {
        enforceNoShares = num != 0;
        booleanWarning(number, col, v, num);
      }
      case "unknown_shares" -> {
        unknownShares = (int) num;
        unknownSharesAt = SourceLocation.of(source, number, col);
        if (num == -1 && !v.equals("-1")) {
          warn(number, col, "pbs.sched-config.not-a-number", "unknown_shares '" + v + "' reads as -1 (PBS "
              + "takes only values that start with a digit)", "write a whole number >= 0");
        }
      }
      case "fairshare_usage_res" -> usageResource = v;
      case "fairshare_entity" -> {
        if (!ENTITIES.contains(v)) {
          pbsError(number, col, "fairshare_entity " + v + " is erroneous (or deprecated).",
              "PBS still uses it when a job attribute has that name; documented: " + String.join(", ",
                  ENTITIES.stream().sorted().toList()));
        }
        entity = v;
      }
      case "fairshare_decay_time", "half_life" -> {
        decayTimeAt = SourceLocation.of(source, number, col);
        decayTime(number, name.text(), col, v);
      }
      case "fairshare_decay_factor" -> {
        decayFactorAt = SourceLocation.of(source, number, col);
        decayFactor(number, col, v);
      }
      case "job_sort_key" -> {
        sortKeys.add(v);
        if (v.toLowerCase(Locale.ROOT).startsWith("fairshare_perc")) {
          warn(number, col, "pbs.sched-config.sort-key-fairshare-perc", "job_sort_key 'fairshare_perc' is "
              + "not a resource PBS knows, so it sorts every job as 0", "write fair_share_perc");
        }
      }
      default -> { }
    }
  }

  private void decayTime(int number, String key, int col, String v) {
    if (key.equals("half_life")) {
      messages.add("Obsolete config name half_life, instead use fairshare_decay_time and "
          + "fairshare_decay_factor instead");
      warn(number, 1, "pbs.sched-config.obsolete", "half_life is obsolete; PBS reads it as "
          + "fairshare_decay_time", "use fairshare_decay_time and fairshare_decay_factor");
    }
    CNumbers.ResNum parsed = CNumbers.resToNum(v);
    if (parsed == null) {
      pbsError(number, col, "Invalid time " + v, "write HH:MM:SS; this value is not a number, PBS's result "
          + "is undefined and we keep " + decayTime + " s");
      return;
    }
    decayTime = (long) parsed.value();
    if (!parsed.time()) {
      pbsError(number, col, "Invalid time " + v, "PBS still uses it (" + decayTime + " s); write HH:MM:SS");
    }
  }

  private void decayFactor(int number, int col, String v) {
    Double d = CNumbers.strtodWhole(v);
    if (d == null) {
      pbsError(number, col, "Invalid fairshare_decay_factor", "write a number between 0 and 1, such as 0.5");
      return;
    }
    float f = (float) (double) d;
    if (f <= 0 || f >= 1) {
      pbsError(number, col, "fairshare_decay_factor: Invalid value: " + CNumbers.floatDigits2(f)
          + ".  Valid values are between 0 and 1.", "write a number between 0 and 1, such as 0.5");
      return;
    }
    decayFactor = f;
  }

  private void booleanWarning(int number, int col, String v, long num) {
    if (num == -1 && !v.equals("-1")) {
      warn(number, col, "pbs.sched-config.reads-as-true", "'" + v + "' is not true, false or a number, so PBS "
          + "reads it as -1, which means true", "write true or false");
    }
  }

  private void pbsError(int number, int col, String text, String hint) {
    messages.add("Error reading line " + number + ": " + text);
    warn(number, col, "pbs.sched-config.error-line", text + " (PBS logs: Error reading line " + number + ")",
        hint);
  }

  private void warn(int number, int col, String code, String text, String hint) {
    problems.add(Problem.warning(SourceLocation.of(source, number, col), code, text, hint));
  }
}
