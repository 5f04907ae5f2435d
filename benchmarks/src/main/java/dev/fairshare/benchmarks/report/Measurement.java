package dev.fairshare.benchmarks.report;

import java.util.Map;

/**
 * One JMH result: the benchmark (class simple name and method), its parameters, the score in ns per
 * operation, and the allocation per operation when run with {@code -prof gc} (NaN otherwise).
 *
 * @param benchmark {@code Class.method}, such as {@code Recompute.fast}
 * @param params the JMH parameters, such as {@code algorithm} and {@code shape}
 * @param threads the JMH thread count
 * @param nsPerOp the average time per operation in ns
 * @param error the 99.9% confidence half-width in ns (NaN when JMH had too few iterations)
 * @param bytesPerOp the bytes allocated per operation ({@code gc.alloc.rate.norm}), or NaN
 * @param cpuNsPerOp the process CPU time per operation ({@code CpuTimeProfiler}), or NaN
 */
public record Measurement(String benchmark, Map<String, String> params, int threads, double nsPerOp,
    double error, double bytesPerOp, double cpuNsPerOp) {

  /**
   * The time per operation the gate and the tables use: the CPU time when measured (robust to a busy
   * machine), else the wall-clock score.
   */
  public double time() {
    return Double.isNaN(cpuNsPerOp) ? nsPerOp : cpuNsPerOp;
  }

  /** The key that pairs a benchmark with its reference and with the baseline: name and parameters. */
  public String key() {
    StringBuilder b = new StringBuilder(benchmark);
    params.forEach((k, v) -> b.append(' ').append(k).append('=').append(v));
    return b.toString();
  }

  /** A parameter's value, or {@code ""}. */
  public String param(String name) {
    return params.getOrDefault(name, "");
  }

  /** The class part of {@link #benchmark}. */
  public String className() {
    return benchmark.substring(0, benchmark.indexOf('.'));
  }

  /** The method part of {@link #benchmark}. */
  public String method() {
    return benchmark.substring(benchmark.indexOf('.') + 1);
  }

  /** Whether this is a reference (or floor) measurement rather than the code under test. */
  public boolean isReference() {
    return method().equals("reference") || method().endsWith("Reference");
  }
}
