package dev.fairshare.benchmarks;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithms.slurm.SlurmClassicAlgorithm;
import dev.fairshare.math.GlibcPow;
import dev.fairshare.testkit.TreeShapes.Shape;
import dev.fairshare.tree.ShareTree;
import java.util.SplittableRandom;
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
 * The exact {@code pow} of the factors: {@link GlibcPow} (the C library's {@code pow}, bit for bit) against
 * {@link Math#pow} on the same arguments (docs/glibc-pow.md). Every method fills an array of one result per
 * argument:
 *
 * <ul>
 *   <li>{@code factorMathPow}, {@code factorGlibcPow}, {@code factorGlibcPow2}: {@code 2^(−E/S)} for every
 *       user of the shape, with the E/S of {@code slurm.classic} (Slurm's and PBS's factor);
 *   <li>{@code powerMathPow}, {@code powerGlibcPow}: {@code x^k} with x of any magnitude from 2^-40 to 2^40
 *       and k in (0, 1), as depth-oblivious's {@code r_l^k} (seeded, as many as the users).
 * </ul>
 *
 * Score: ns per operation; divide by the number of users of the shape (100,000 on
 * {@code balanced-111111}) for ns per pow.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgs = {"-Xms1g", "-Xmx1g"})
public class Pow {

  @Param({"balanced-111111"})
  public String shape;

  private double[] ratio;
  private double[] base;
  private double[] exponent;
  private double[] out;

  @Setup(Level.Trial)
  public void setUp() {
    Shape input = BenchShapes.make(shape);
    ShareTree tree = input.tree();
    FairshareResult classic = new SlurmClassicAlgorithm(1).compute(tree, input.usage());
    ratio = new double[tree.userCount()];
    int k = 0;
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        double s = classic.get(Metric.NORM_SHARES, i);
        ratio[k++] = s > 0 ? classic.get(Metric.EFFECTIVE_USAGE, i) / s : 0;
      }
    }
    SplittableRandom random = new SplittableRandom(7);
    base = new double[ratio.length];
    exponent = new double[ratio.length];
    for (int j = 0; j < base.length; j++) {
      base[j] = Math.scalb(1 + random.nextDouble(), random.nextInt(-40, 40));
      exponent[j] = random.nextDouble();
    }
    out = new double[ratio.length];
  }

  /** {@code Math.pow(2, −E/S)} for every user. */
  @Benchmark
  public double[] factorMathPow() {
    double[] r = ratio;
    double[] f = out;
    for (int k = 0; k < r.length; k++) {
      f[k] = Math.pow(2.0, -r[k]);
    }
    return f;
  }

  /** {@code GlibcPow.pow(2, −E/S)} for every user: the general routine, logarithm included. */
  @Benchmark
  public double[] factorGlibcPow() {
    double[] r = ratio;
    double[] f = out;
    for (int k = 0; k < r.length; k++) {
      f[k] = GlibcPow.pow(2.0, -r[k]);
    }
    return f;
  }

  /** {@code GlibcPow.pow2(−E/S)} for every user: the same bits without computing log 2. */
  @Benchmark
  public double[] factorGlibcPow2() {
    double[] r = ratio;
    double[] f = out;
    for (int k = 0; k < r.length; k++) {
      f[k] = GlibcPow.pow2(-r[k]);
    }
    return f;
  }

  /** {@code Math.pow(x, k)}, depth-oblivious's {@code r_l^k}. */
  @Benchmark
  public double[] powerMathPow() {
    double[] x = base;
    double[] y = exponent;
    double[] f = out;
    for (int k = 0; k < x.length; k++) {
      f[k] = Math.pow(x[k], y[k]);
    }
    return f;
  }

  /** {@code GlibcPow.pow(x, k)}, depth-oblivious's {@code r_l^k}. */
  @Benchmark
  public double[] powerGlibcPow() {
    double[] x = base;
    double[] y = exponent;
    double[] f = out;
    for (int k = 0; k < x.length; k++) {
      f[k] = GlibcPow.pow(x[k], y[k]);
    }
    return f;
  }
}
