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
 * ns, beside JMH's wall-clock score, and {@code worker.cpu.time.per.op}: the CPU time of JMH's worker
 * threads alone (no JIT compiler or GC threads), which the gate's ratios use. On a machine shared with other work the
 * wall clock counts the time the benchmark waited for a core; the CPU time does not (it still includes GC and compiler
 * threads, small once warm, and the cache misses other processes cause). Use with {@code -prof
 * dev.fairshare.benchmarks.CpuTimeProfiler}; {@code benchmarks/gate} always does.
 */
public final class CpuTimeProfiler implements InternalProfiler {
  /** The name of the secondary result: process CPU time per operation. */
  public static final String RESULT = "cpu.time.per.op";
  /** The name of the secondary result: CPU time of the benchmark's worker threads per operation. */
  public static final String WORKER_RESULT = "worker.cpu.time.per.op";

  private final com.sun.management.OperatingSystemMXBean os =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
  private final java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
  private final java.util.Map<Long, Long> workerStart = new java.util.HashMap<>();
  private long start;

  @Override
  public String getDescription() {
    return "process CPU time per operation";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    workerStart.clear();
    workerTimes(workerStart);
    start = os.getProcessCpuTime();
  }

  /** The CPU time of every live JMH worker thread (threads named {@code ...jmh-worker...}), by id. */
  private void workerTimes(java.util.Map<Long, Long> into) {
    for (java.lang.management.ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
      if (info != null && info.getThreadName().contains("jmh-worker")) {
        into.put(info.getThreadId(), threads.getThreadCpuTime(info.getThreadId()));
      }
    }
  }

  @Override
  public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
      IterationParams iterationParams, IterationResult result) {
    long cpu = os.getProcessCpuTime() - start;
    java.util.Map<Long, Long> end = new java.util.HashMap<>();
    workerTimes(end);
    long worker = 0;
    for (java.util.Map.Entry<Long, Long> e : end.entrySet()) {
      worker += e.getValue() - workerStart.getOrDefault(e.getKey(), 0L);
    }
    long ops = result.getMetadata().getAllOps();
    double perOp = ops == 0 ? Double.NaN : (double) cpu / ops;
    double workerPerOp = ops == 0 || end.isEmpty() ? Double.NaN : (double) worker / ops;
    return List.of(new ScalarResult(RESULT, perOp, "ns/op", AggregationPolicy.AVG),
        new ScalarResult(WORKER_RESULT, workerPerOp, "ns/op", AggregationPolicy.AVG));
  }
}
