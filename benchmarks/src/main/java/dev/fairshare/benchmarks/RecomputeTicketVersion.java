package dev.fairshare.benchmarks;

import com.typesafe.config.ConfigFactory;
import dev.fairshare.algorithm.FairshareResult;
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
 * The full recompute of {@code slurm.ticket} for each Slurm release it reproduces
 * ({@code fairshare.algorithms.slurm.ticket.version}; docs/algorithms/slurm.md §11), as {@link Recompute#fast}
 * and {@link RecomputeParallel#recompute} run it: the previous cycle's result handed back, every user pending.
 * On {@code balanced-parents-N}, whose {@code parent} accounts make 14.11 take its own pass, {@code 14.11}
 * measures that pass beside 2.5's path on the same tree; on {@code balanced-N} every version takes 2.5's path.
 * {@code threads} as in {@link RecomputeParallel} (1: the sequential recompute).
 *
 * <p>Score: ns per recompute; divide by the node count at the end of the shape name for ns per node.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xms4g", "-Xmx4g", "-Xss1g"})
public class RecomputeTicketVersion extends RecomputeCycle {

  @Param({"2.5", "14.11"})
  public String version;

  @Param({"balanced-parents-1111111"})
  public String shape;

  @Param({"1"})
  public int threads;

  @Setup(Level.Trial)
  public void setUp() {
    String setting = "fairshare.algorithms.slurm.ticket.version = \"" + version + "\"";
    start(Registries.load().algorithms().create("slurm.ticket", ConfigFactory.parseString(setting)), shape, threads);
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    stop();
  }

  /** The recompute of this version, reusing the previous cycle's arrays. */
  @Benchmark
  public FairshareResult recompute() {
    return next();
  }
}
