package dev.fairshare.benchmarks;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithms.slurm.SlurmClassicAlgorithm;
import dev.fairshare.math.GlibcPow;
import dev.fairshare.testkit.TreeShapes.Shape;
import dev.fairshare.tree.ShareTree;
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
 * The floors under a recompute: the least any algorithm of its kind can cost on a shape, measured in the
 * same run as the algorithms (docs/performance-history.md, "The floors" in "Goals, the last full run").
 *
 * <ul>
 *   <li>{@code treePass}: one top-down pass, {@code v[i] = v[parent[i]]·a[i] + b[i]} over flat arrays in
 *       pre-order, the shape of Slurm's blend of effective usage; every hierarchical algorithm reads at
 *       least this much memory.
 *   <li>{@code pow}: {@code 2^(−E/S)} for every user ({@link GlibcPow#pow2}, the C library's {@code pow}
 *       bit for bit; docs/glibc-pow.md), with the E/S of {@code slurm.classic} on the shape: the exact
 *       factor of Slurm's classic and depth-oblivious algorithms and of PBS, alone.
 * </ul>
 *
 * Score: ns per operation; divide by the node count at the end of the shape name for ns per node.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
public class Floor {

  @Param({"balanced-1111111"})
  public String shape;

  private int[] parent;
  private double[] a;
  private double[] b;
  private double[] v;
  private double[] ratio;
  private double[] factor;

  @Setup(Level.Trial)
  public void setUp() {
    Shape input = BenchShapes.make(shape);
    ShareTree tree = input.tree();
    int n = tree.size();
    FairshareResult classic = new SlurmClassicAlgorithm(1).compute(tree, input.usage());
    parent = new int[n];
    a = new double[n];
    b = new double[n];
    v = new double[n];
    ratio = new double[tree.userCount()];
    factor = new double[ratio.length];
    int k = 0;
    for (int i = 1; i < n; i++) {
      parent[i] = tree.parent(i);
      a[i] = classic.get(Metric.NORM_SHARES, i);
      b[i] = classic.get(Metric.NORM_USAGE, i);
      if (tree.isUser(i)) {
        double s = classic.get(Metric.NORM_SHARES, i);
        ratio[k++] = s > 0 ? classic.get(Metric.EFFECTIVE_USAGE, i) / s : 0;
      }
    }
    v[0] = 1;
  }

  /** One top-down pass over flat arrays: the memory floor of a hierarchical recompute. */
  @Benchmark
  public double[] treePass() {
    int[] p = parent;
    double[] x = v;
    for (int i = 1; i < p.length; i++) {
      x[i] = x[p[i]] * a[i] + b[i];
    }
    return x;
  }

  /** {@code 2^(−E/S)} for every user, as the schedulers' C library computes it: the exact factor alone. */
  @Benchmark
  public double[] pow() {
    double[] r = ratio;
    double[] f = factor;
    for (int k = 0; k < r.length; k++) {
      f[k] = GlibcPow.pow2(-r[k]);
    }
    return f;
  }
}
