package dev.fairshare.lsf.model;

import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.syntax.KeyValues;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.lsf.syntax.LsfSection;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The cluster-wide fair-share parameters of {@code lsb.params} (the {@code Parameters} section;
 * docs/algorithms/lsf.md §2.3) as written, with typed views and LSF's defaults.
 *
 * <p>Problems: {@code lsf.params.bad-number} (a factor or HIST_HOURS that is not a number >= 0, an
 * MBD_SLEEP_TIME that is not a whole number) and
 * {@code lsf.params.bad-flag} (a Y/N switch with another value).
 */
public final class LsbParams {
  private final Map<String, String> values;
  private final Map<String, SourceLocation> places;

  private LsbParams(Map<String, String> values, Map<String, SourceLocation> places) {
    this.values = java.util.Collections.unmodifiableMap(values);
    this.places = java.util.Collections.unmodifiableMap(places);
  }

  /** No lsb.params: every default. */
  public static LsbParams defaults() {
    return new LsbParams(new LinkedHashMap<>(), new LinkedHashMap<>());
  }

  /** Reads the Parameters sections of a parsed file. */
  public static LsbParams read(LsfConfigFile file, ProblemCollector problems) {
    Map<String, String> values = new LinkedHashMap<>();
    Map<String, SourceLocation> places = new LinkedHashMap<>();
    for (LsfSection section : file.sections("Parameters")) {
      KeyValues kv = KeyValues.of(section, problems);
      for (KeyValues.Entry e : kv.entries()) {
        if (LsbQueuesReader.NUMBERS.contains(e.key()) && !LsbQueuesReader.isNonNegativeNumber(e.value())) {
          problems.error(e.valueAt(0), "lsf.params.bad-number", e.key() + " '" + e.value()
              + "' is not a number >= 0", "write a decimal number such as 0.7");
        }
        if (e.key().equals("MBD_SLEEP_TIME") && !isWholeNumber(e.value())) {
          problems.error(e.valueAt(0), "lsf.params.bad-number", "MBD_SLEEP_TIME '" + e.value()
              + "' is not a whole number", "write mbatchd's sleep in whole seconds, such as 10");
        }
        if ((e.key().equals("ENABLE_HIST_RUN_TIME") || e.key().equals("RUN_TIME_DECAY"))
            && !e.value().matches("[yYnN]")) {
          problems.error(e.valueAt(0), "lsf.params.bad-flag", e.key() + " '" + e.value()
              + "' is not Y or N", "write " + e.key() + " = Y or N");
        }
        values.put(e.key(), e.value());
        places.put(e.key(), e.valueAt(0));
      }
    }
    return new LsbParams(values, places);
  }

  private static boolean isWholeNumber(String v) {
    try {
      Long.parseLong(v.strip());
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /** Every parameter as written (keys in upper case). */
  public Map<String, String> values() {
    return values;
  }

  /** Where each parameter's value is written (keys as in {@link #values}). */
  public Map<String, SourceLocation> places() {
    return places;
  }

  /** HIST_HOURS (default 5). */
  public double histHours() {
    return number("HIST_HOURS", 5);
  }

  /** ENABLE_HIST_RUN_TIME (default N). */
  public boolean enableHistRunTime() {
    return flag("ENABLE_HIST_RUN_TIME");
  }

  /** RUN_TIME_DECAY (default N). */
  public boolean runTimeDecay() {
    return flag("RUN_TIME_DECAY");
  }

  private double number(String key, double fallback) {
    String v = values.get(key);
    try {
      return v == null ? fallback : Double.parseDouble(v.strip());
    } catch (NumberFormatException e) {
      return fallback;
    }
  }

  private boolean flag(String key) {
    String v = values.get(key);
    return v != null && v.strip().toUpperCase(Locale.ROOT).equals("Y");
  }
}
