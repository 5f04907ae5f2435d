package dev.fairshare.benchmarks.report;

/**
 * One benchmark's gate ratio, its time over its reference's time (lower is better), as the median of
 * several runs, with the smallest and largest run so that a report shows how steady it was.
 *
 * @param value the median ratio over the runs (the value the gate compares)
 * @param low the smallest ratio of one run
 * @param high the largest ratio of one run
 * @param runs how many runs (JMH invocations) gave a ratio; 1 for a baseline value
 */
public record Ratio(double value, double low, double high, int runs) {

  /** A single ratio, such as a baseline's. */
  public static Ratio of(double value) {
    return new Ratio(value, value, value, 1);
  }

  /** The spread of the runs around the median, (high - low) / value; 0 for one run. */
  public double spread() {
    return (high - low) / value;
  }
}
