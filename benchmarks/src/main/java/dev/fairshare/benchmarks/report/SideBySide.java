package dev.fairshare.benchmarks.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rule of the gate that compares two builds on one machine (docs/performance.md, "The gate"): the base
 * commit's benchmarks and the candidate's run in interleaved forks, one pair of runs after the other; in
 * each pair, a benchmark's ratio is the candidate's median iteration time over the base's (worker-thread
 * CPU time); over the pairs, the median of those ratios. A regression is a difference between the two
 * codes measured minutes apart on the same processor, never a difference between machines.
 *
 * <p>A benchmark fails when its median ratio is more than the tolerance above 1; one that the base ran but
 * the candidate did not (it broke) fails too; one the base does not have (new, or an algorithm the base
 * lacks) is reported and passes.
 */
public final class SideBySide {
  private SideBySide() {}

  /** One pair of runs of the same benchmarks: the base's and the candidate's, back to back. */
  public record Pair(List<Measurement> base, List<Measurement> candidate) {}

  /**
   * The verdict on every benchmark of the pairs, in order of first appearance: the rows of
   * {@link GateCheck} with the base as the baseline (ratio 1).
   */
  public static List<GateCheck.Row> compare(List<Pair> pairs, double tolerance) {
    Map<String, List<Double>> ratios = new LinkedHashMap<>();
    Set<String> inBase = new LinkedHashSet<>();
    Set<String> inCandidate = new LinkedHashSet<>();
    for (Pair pair : pairs) {
      Map<String, Measurement> base = byKey(pair.base());
      for (Measurement c : pair.candidate()) {
        inCandidate.add(c.key());
        Measurement b = base.get(c.key());
        double ratio = b == null ? Double.NaN : GateRatios.median(c.samples()) / GateRatios.median(b.samples());
        if (!Double.isNaN(ratio)) {
          ratios.computeIfAbsent(c.key(), k -> new ArrayList<>()).add(ratio);
        }
      }
      inBase.addAll(base.keySet());
    }
    List<GateCheck.Row> rows = new ArrayList<>();
    for (String key : inCandidate) {
      rows.add(row(key, ratios.getOrDefault(key, List.of()), tolerance));
    }
    for (String key : inBase) {
      if (!inCandidate.contains(key)) {
        rows.add(new GateCheck.Row(key, GateCheck.Status.MISSING, null, 1.0));
      }
    }
    return rows;
  }

  /**
   * The verdict on one benchmark from its ratios (candidate over base, one per pair, or per fork of the
   * duel, {@link DuelRatios}): the median above {@code 1 + tolerance} is a regression, below {@code 1 -
   * tolerance} faster; no ratio at all (the base did not run it) is new.
   */
  public static GateCheck.Row row(String key, List<Double> ratios, double tolerance) {
    if (ratios.isEmpty()) {
      return new GateCheck.Row(key, GateCheck.Status.NEW, null, Double.NaN);
    }
    Ratio r = ratio(ratios);
    GateCheck.Status status = r.value() > 1 + tolerance ? GateCheck.Status.REGRESSION
        : r.value() < 1 - tolerance ? GateCheck.Status.FASTER : GateCheck.Status.PASS;
    return new GateCheck.Row(key, status, r, 1.0);
  }

  /**
   * The benchmarks worth measuring in more pairs before the verdict: the regressions, and those within
   * half the tolerance of it (a ratio above {@code 1 + tolerance/2}), whose few pairs could have fallen on
   * either side of the line.
   */
  public static List<String> suspects(List<GateCheck.Row> rows, double tolerance) {
    return rows.stream()
        .filter(r -> r.status() == GateCheck.Status.REGRESSION
            || (r.status() == GateCheck.Status.PASS && r.change() > tolerance / 2))
        .map(GateCheck.Row::key)
        .toList();
  }

  private static Ratio ratio(List<Double> values) {
    double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
    double low = Double.POSITIVE_INFINITY;
    double high = Double.NEGATIVE_INFINITY;
    for (double x : v) {
      low = Math.min(low, x);
      high = Math.max(high, x);
    }
    return new Ratio(GateRatios.median(v), low, high, v.length);
  }

  private static Map<String, Measurement> byKey(List<Measurement> run) {
    Map<String, Measurement> out = new LinkedHashMap<>();
    for (Measurement m : run) {
      out.put(m.key(), m);
    }
    return out;
  }
}
