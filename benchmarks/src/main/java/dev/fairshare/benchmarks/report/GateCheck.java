package dev.fairshare.benchmarks.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The gate's rule (docs/performance.md, "The gate"): a benchmark fails when its ratio to its reference is more
 * than the tolerance (15%) above the baseline's ratio; a benchmark of the baseline that the run did not
 * measure fails too (it broke, or was renamed: rewrite the baseline); a benchmark the baseline does not
 * know is reported as new and does not fail.
 */
public final class GateCheck {
  /** What became of one benchmark. */
  public enum Status {
    /** Within the tolerance. */
    PASS(false),
    /** Faster than the baseline by more than the tolerance: passes; the baseline may be rewritten. */
    FASTER(false),
    /** More than the tolerance slower, relative to its reference, than the baseline. */
    REGRESSION(true),
    /** In the baseline, not measured by this run. */
    MISSING(true),
    /** Measured, not in the baseline. */
    NEW(false);

    private final boolean fails;

    Status(boolean fails) {
      this.fails = fails;
    }

    /** Whether this status fails the gate. */
    public boolean fails() {
      return fails;
    }
  }

  /**
   * One benchmark's line of the verdict.
   *
   * @param key the benchmark and its parameters
   * @param status what became of it
   * @param measured its ratio in this run, or null when {@link Status#MISSING}
   * @param baseline the baseline ratio, or NaN when {@link Status#NEW}
   */
  public record Row(String key, Status status, Ratio measured, double baseline) {
    /** The relative change of the ratio against the baseline (+0.16 is 16% slower), or NaN. */
    public double change() {
      return measured == null || Double.isNaN(baseline) ? Double.NaN : measured.value() / baseline - 1;
    }
  }

  private GateCheck() {}

  /**
   * Compares measured ratios with the baseline's: the measured benchmarks in their order, then the
   * baseline's benchmarks that were not measured.
   */
  public static List<Row> compare(Map<String, Ratio> baseline, Map<String, Ratio> measured,
      double tolerance) {
    List<Row> rows = new ArrayList<>();
    measured.forEach((key, ratio) -> {
      Ratio expected = baseline.get(key);
      if (expected == null) {
        rows.add(new Row(key, Status.NEW, ratio, Double.NaN));
        return;
      }
      double base = expected.value();
      double change = ratio.value() / base - 1;
      Status status = change > tolerance ? Status.REGRESSION
          : change < -tolerance ? Status.FASTER : Status.PASS;
      rows.add(new Row(key, status, ratio, base));
    });
    baseline.forEach((key, base) -> {
      if (!measured.containsKey(key)) {
        rows.add(new Row(key, Status.MISSING, null, base.value()));
      }
    });
    return rows;
  }

  /** Whether any row fails the gate. */
  public static boolean failed(List<Row> rows) {
    return rows.stream().anyMatch(r -> r.status().fails());
  }

  /** The keys of the regressions: the benchmarks worth measuring once more before failing. */
  public static List<String> suspects(List<Row> rows) {
    return rows.stream().filter(r -> r.status() == Status.REGRESSION).map(Row::key).toList();
  }
}
