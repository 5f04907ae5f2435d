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
 * @param workerNsPerOp the CPU time of JMH's worker threads per operation, or NaN
 * @param samples the gate's time of every measured iteration (of every fork), in ns per operation: the
 *     worker-thread CPU time when measured, else the wall clock; empty when the JSON has no raw data
 */
public record Measurement(String benchmark, Map<String, String> params, int threads, double nsPerOp,
    double error, double bytesPerOp, double cpuNsPerOp, double workerNsPerOp, double[] samples) {

  /** The time the gate compares: worker-thread CPU time, else process CPU time, else wall clock. */
  public double gateTime() {
    return !Double.isNaN(workerNsPerOp) ? workerNsPerOp : time();
  }

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
