package dev.fairshare.benchmarks;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Parallelism;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The full recompute of every registered algorithm on N threads ({@link Parallelism}; docs/performance.md,
 * "Parallel recompute"), as {@link Recompute#fast} runs it: the previous cycle's result handed back, every
 * user pending. {@code threads=1} is the sequential recompute itself; above, the tree is cut into subtrees
 * computed on a pool of {@code threads − 1} workers and the benchmark thread (the tree is split whatever its
 * size, so that the small shapes of {@code gate --smoke} run the parallel path too).
 *
 * <p>Score: ns per recompute (wall time: the work of every thread); divide by the node count at the end of
 * the shape name for ns per node. {@code benchmarks/gate --parallel} runs 1, 2, 4, 8 and 16 threads on the
 * 1.1M tree and prints each algorithm's speed-up over one thread.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xms4g", "-Xmx4g", "-Xss1g"})
public class RecomputeParallel extends RecomputeCycle {

  @Param({"slurm.classic", "slurm.depth-oblivious", "slurm.fair-tree", "slurm.ticket", "pbs.fairshare",
      "lsf.fairshare"})
  public String algorithm;

  @Param({"balanced-1111111"})
  public String shape;

  @Param({"1", "2", "4", "8", "16"})
  public int threads;

  @Setup(Level.Trial)
  public void setUp() {
    start(Registries.algorithm(algorithm), shape, threads);
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    stop();
  }

  /** The recompute on {@code threads} threads, reusing the previous cycle's arrays. */
  @Benchmark
  public FairshareResult recompute() {
    return next();
  }
}
