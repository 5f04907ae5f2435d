package dev.fairshare.benchmarks;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.slurm.IncrementalFairTree;
import dev.fairshare.algorithms.slurm.SlurmFairTreeAlgorithm;
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
 * Fair Tree kept current as usage is charged ({@link IncrementalFairTree}, docs/performance.md, "One user's
 * factor"): {@code charge}, one batch of {@code batch} charges to users drawn at random (seeded) over the
 * whole tree, each a random amount below 10,000 (the users' usage is up to 1,000,000), the touched lists
 * re-sorted, ns per batch (the batches cycled through hold at least 65,536 charges, 16 batches at least, so
 * a small batch finds its lists out of cache as a scheduler's next charge would), to set against {@code Recompute.fast}
 * of {@code slurm.fair-tree} on the same tree in the same run; {@code factor}, one random user's factor read from the
 * kept state, sampled call by call (p50 … max).
 *
 * <p>The state is made once per trial and charged batch after batch (usage only grows, as between two decay
 * cycles). Setup checks a sample of the factors and ranks against a full {@code slurm.fair-tree} recompute of
 * the state's usage, bit for bit, before and after two batches.
 */
@State(Scope.Benchmark)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xms4g", "-Xmx4g", "-Xss1g"})
public class FairTreeIncremental {
  /** The charges cycled through, at least: a batch of 1 charges 65,536 different users, so their lists are cold. */
  private static final int CHARGES = 1 << 16;
  /** The number of random users read, cycled through (a power of two). */
  private static final int READS = 1 << 16;

  @Param({"1", "100", "10000"})
  public int batch;

  @Param({"balanced-1111111"})
  public String shape;

  private IncrementalFairTree fairTree;
  private int[][] nodes;
  private double[][] amounts;
  private int nextBatch;
  private int[] reads;
  private int nextRead;

  @Setup(Level.Trial)
  public void setUp() {
    Shape input = BenchShapes.make(shape);
    ShareTree tree = input.tree();
    fairTree = new IncrementalFairTree(tree, input.usage());
    int[] users = tree.users();
    SplittableRandom random = new SplittableRandom(BenchShapes.SEED);
    int batches = 16;
    while ((long) batches * batch < CHARGES) {
      batches *= 2;
    }
    nodes = new int[batches][batch];
    amounts = new double[batches][batch];
    for (int b = 0; b < batches; b++) {
      for (int j = 0; j < batch; j++) {
        nodes[b][j] = users[random.nextInt(users.length)];
        amounts[b][j] = random.nextInt(10_000) + random.nextDouble();
      }
    }
    reads = new int[READS];
    for (int j = 0; j < READS; j++) {
      reads[j] = users[random.nextInt(users.length)];
    }
    check(tree);
    charge();
    charge();
    check(tree);
  }

  /** One batch of charges, the touched lists re-sorted. */
  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  public IncrementalFairTree charge() {
    int b = nextBatch++ & (nodes.length - 1);
    fairTree.charge(nodes[b], amounts[b]);
    return fairTree;
  }

  /** One random user's factor from the kept state. */
  @Benchmark
  @BenchmarkMode(Mode.SampleTime)
  public double factor() {
    return fairTree.factor(reads[nextRead++ & (READS - 1)]);
  }

  private void check(ShareTree tree) {
    FairshareResult full = new SlurmFairTreeAlgorithm().compute(tree, fairTree.usage());
    for (int j = 0; j < READS; j += 61) {
      int user = reads[j];
      if (Double.doubleToRawLongBits(fairTree.factor(user)) != Double.doubleToRawLongBits(full.factor(user))
          || fairTree.rank(user) != full.rank(user)) {
        throw new IllegalStateException("incremental Fair Tree: " + tree.path(user) + " has factor "
            + fairTree.factor(user) + " rank " + fairTree.rank(user) + ", the recompute " + full.factor(user)
            + " rank " + full.rank(user));
      }
    }
  }
}
