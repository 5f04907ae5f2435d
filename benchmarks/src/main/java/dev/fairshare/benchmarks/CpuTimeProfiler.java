package dev.fairshare.benchmarks;

import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * A JMH profiler that adds {@code cpu.time.per.op}: the CPU time of the benchmark's JVM per operation, in
 * ns, beside JMH's wall-clock score. On a machine shared with other work the wall clock counts the time
 * the benchmark waited for a core; the CPU time does not (it still includes GC and compiler threads, small
 * once warm, and the cache misses other processes cause). Use with {@code -prof
 * dev.fairshare.benchmarks.CpuTimeProfiler}; {@code benchmarks/gate} always does.
 */
public final class CpuTimeProfiler implements InternalProfiler {
  /** The name of the secondary result. */
  public static final String RESULT = "cpu.time.per.op";

  private final com.sun.management.OperatingSystemMXBean os =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
  private long start;

  @Override
  public String getDescription() {
    return "process CPU time per operation";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    start = os.getProcessCpuTime();
  }

  @Override
  public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
      IterationParams iterationParams, IterationResult result) {
    long cpu = os.getProcessCpuTime() - start;
    long ops = result.getMetadata().getAllOps();
    double perOp = ops == 0 ? Double.NaN : (double) cpu / ops;
    return List.of(new ScalarResult(RESULT, perOp, "ns/op", AggregationPolicy.AVG));
  }
}
