package dev.fairshare.benchmarks;

import dev.fairshare.testkit.TreeShapes.Shape;
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
 * The testkit reference version of each algorithm on the same shapes as {@link Recompute}, measured in
 * the same run so that the ratio fast/reference does not depend on how busy the machine was.
 *
 * <p>The reference versions recurse (the fork gets a 1 GiB thread stack) and walk up from every node,
 * so they are quadratic on chains: the 100,000-deep chain is measured only by {@code --report}, with one
 * operation. PBS's reference ranks by comparing every pair of users and is run only on shapes of up to
 * 11,111 nodes ({@link References#runsOn}). An algorithm without a reference version fails its setup with a message;
 * {@code benchmarks/gate} passes only the algorithms that have one.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(value = 1, jvmArgs = {"-Xms4g", "-Xmx4g", "-Xss1g"})
public class RecomputeReference {

  @Param({"slurm.classic", "slurm.depth-oblivious", "slurm.fair-tree", "slurm.ticket", "pbs.fairshare",
      "lsf.fairshare", "flux.weighted-tree"})
  public String algorithm;

  @Param({"balanced-1111111", "chain-users-11011", "irregular-117000"})
  public String shape;

  private References.Run reference;
  private Shape input;
  private dev.fairshare.algorithm.Demand demand;

  @Setup(Level.Trial)
  public void setUp() {
    reference = References.of(algorithm, Registries.load().config());
    if (reference == null) {
      throw new IllegalStateException("no reference version of '" + algorithm + "' in References (have: "
          + References.names() + "); benchmarks/gate runs only those");
    }
    if (!References.runsOn(algorithm, shape)) {
      throw new IllegalStateException("the reference of '" + algorithm + "' is quadratic and not run on "
          + shape + "; benchmarks/gate passes only the shapes it runs on");
    }
    input = BenchShapes.make(shape);
    demand = BenchShapes.everyUserPending(input.tree());
  }

  /** The reference version: object tree, recursion, maps. */
  @Benchmark
  public double[] reference() {
    return reference.factors(input.tree(), input.usage(), demand);
  }
}
