package dev.fairshare.benchmarks.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Pairs each measurement with its reference measured in the same run: {@code C.m} is paired with
 * {@code C.mReference} if present, else with {@code CReference.reference}, with the same parameters.
 */
public final class Pairing {
  private final Map<String, Measurement> byKey = new LinkedHashMap<>();

  /** Indexes a run's measurements. */
  public Pairing(List<Measurement> run) {
    for (Measurement m : run) {
      byKey.put(m.key(), m);
    }
  }

  /** The reference of a measurement, or {@code null}. */
  public Measurement referenceOf(Measurement m) {
    Measurement same = byKey.get(rename(m, m.className() + "." + m.method() + "Reference").key());
    return same != null ? same : byKey.get(rename(m, m.className() + "Reference.reference").key());
  }

  /**
   * The ratio of a measurement to its reference (time over time: lower is better), or NaN; the process
   * CPU times when both have them, else the wall-clock scores (the tables of docs/performance.md).
   */
  public double ratio(Measurement m) {
    Measurement ref = referenceOf(m);
    if (ref == null) {
      return Double.NaN;
    }
    boolean cpu = !Double.isNaN(m.cpuNsPerOp()) && !Double.isNaN(ref.cpuNsPerOp());
    return cpu ? m.cpuNsPerOp() / ref.cpuNsPerOp() : m.nsPerOp() / ref.nsPerOp();
  }

  /**
   * The gate's ratio: worker-thread CPU times when both have them (no JIT or GC threads, the steadiest on a
   * shared machine), else {@link #ratio}.
   */
  public double gateRatio(Measurement m) {
    Measurement ref = referenceOf(m);
    if (ref == null) {
      return Double.NaN;
    }
    boolean worker = !Double.isNaN(m.workerNsPerOp()) && !Double.isNaN(ref.workerNsPerOp());
    return worker ? m.workerNsPerOp() / ref.workerNsPerOp() : ratio(m);
  }

  private static Measurement rename(Measurement m, String benchmark) {
    return new Measurement(benchmark, m.params(), m.threads(), 0, 0, 0, 0, 0, new double[0]);
  }
}
