package dev.fairshare.benchmarks;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * The full recompute of every registered algorithm, fast version, as a scheduler runs it every cycle: the
 * previous cycle's result is handed back so its arrays are reused (docs/performance.md, "Current figures").
 *
 * <p>Score: ns per recompute; divide by the node count at the end of the shape name for ns per node
 * ({@code benchmarks/gate --report} does). Every user has pending jobs, for the algorithms that read
 * demand. The {@code algorithm} list names every algorithm planned; {@code benchmarks/gate} passes only
 * the registered ones with {@code -p}, and an unregistered name fails its setup with a message that says
 * so.
 *
 * <p>{@code fast} is the recompute alone: the algorithms whose scheduler does not rank compute their RANK on
 * demand, so it does not sort them. {@code ranked} is the recompute and then every rank (the first read of
 * RANK, {@link FairshareResult#settle}): what a caller that reads ranks pays. For the algorithms that rank as
 * part of the recompute the two are the same work (docs/performance.md, "Ranks on demand").
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xms4g", "-Xmx4g", "-Xss1g"})
public class Recompute extends RecomputeCycle {

  @Param({"slurm.classic", "slurm.depth-oblivious", "slurm.fair-tree", "slurm.ticket", "pbs.fairshare",
      "lsf.fairshare", "flux.weighted-tree"})
  public String algorithm;

  @Param({"balanced-1111111", "chain-users-11011", "irregular-117000", "chain-100002"})
  public String shape;

  @Setup(Level.Trial)
  public void setUp() {
    start(Slowdown.fromProperty(Registries.algorithm(algorithm)), shape, 1);
  }

  /** The fast version, reusing the previous cycle's arrays. */
  @Benchmark
  public FairshareResult fast() {
    return next();
  }

  /** The fast version and then the ranks of every user. */
  @Benchmark
  public FairshareResult ranked() {
    FairshareResult result = next();
    result.settle(Metric.RANK);
    return result;
  }
}
