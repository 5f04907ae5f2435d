package dev.fairshare.benchmarks.report;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The gate's ratios of a set of runs: in each run (one JMH JSON file, where a benchmark and its
 * reference ran back to back), the median iteration time of the benchmark over the median iteration time
 * of its reference; across the runs, the median of those ratios. Medians, so that one iteration or one
 * fork disturbed by a neighbour (a GC, a page fault, another process on the core) does not move the
 * ratio. Times are the {@link Measurement#samples} (worker-thread CPU time per operation).
 */
public final class GateRatios {
  private GateRatios() {}

  /**
   * The median ratio of every benchmark that has its reference in the same run, in order of first
   * appearance; a benchmark whose reference is in no run has no ratio.
   */
  public static Map<String, Ratio> of(List<List<Measurement>> runs) {
    Map<String, double[]> perRun = new LinkedHashMap<>();
    for (List<Measurement> run : runs) {
      Pairing pairs = new Pairing(run);
      for (Measurement m : run) {
        Measurement ref = m.isReference() ? null : pairs.referenceOf(m);
        if (ref != null) {
          double ratio = median(m.samples()) / median(ref.samples());
          if (!Double.isNaN(ratio)) {
            perRun.merge(m.key(), new double[] {ratio}, GateRatios::concat);
          }
        }
      }
    }
    Map<String, Ratio> out = new LinkedHashMap<>();
    perRun.forEach((key, values) -> {
      double[] sorted = values.clone();
      Arrays.sort(sorted);
      out.put(key, new Ratio(median(values), sorted[0], sorted[sorted.length - 1], values.length));
    });
    return out;
  }

  private static double[] concat(double[] a, double[] b) {
    double[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  /** The median of some values (the mean of the middle two for an even count); NaN when empty. */
  public static double median(double[] values) {
    if (values.length == 0) {
      return Double.NaN;
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int mid = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  }
}
