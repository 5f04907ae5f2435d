package dev.fairshare.benchmarks;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.explain.FactorQuery;
import dev.fairshare.explain.Queryable;
import dev.fairshare.testkit.TreeShapes.Shape;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
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
 * One user's factor without recomputing the tree ({@link Queryable}, docs/performance.md, "One user's
 * factor"): the latency of one {@link FactorQuery#factor} call for a random user of the tree, sampled call by
 * call (JMH's sample mode gives p50, p90, p99, p99.9 and the largest).
 *
 * <p>The query is prepared once for the tree, as a scheduler prepares it when the associations change; what
 * a query keeps per snapshot (depth-oblivious's list sums, PBS's per-node usage formed from the leaves) is
 * made before measuring by asking for every user once, so the figures are those of the steady state between
 * two usage snapshots. The users are drawn at random (seeded) over the whole tree, so most queries find the
 * lower levels' values out of cache. Setup checks a sample of the queried factors against {@code compute}'s,
 * bit for bit.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgs = {"-Xms4g", "-Xmx4g", "-Xss1g"})
public class Query {
  /** The number of random users cycled through (a power of two). */
  private static final int USERS = 1 << 16;

  @Param({"slurm.classic", "slurm.depth-oblivious", "pbs.fairshare", "lsf.fairshare"})
  public String algorithm;

  @Param({"balanced-1111111"})
  public String shape;

  private FactorQuery query;
  private UsageSnapshot usage;
  private int[] users;
  private int next;

  @Setup(Level.Trial)
  public void setUp() {
    FairshareAlgorithm made = Registries.algorithm(algorithm);
    if (!(made instanceof Queryable queryable)) {
      throw new IllegalStateException(algorithm + " has no one-user query (it is not Queryable)");
    }
    Shape input = BenchShapes.make(shape);
    ShareTree tree = input.tree();
    usage = input.usage();
    query = queryable.factorQuery(tree);
    int[] all = tree.users();
    SplittableRandom random = new SplittableRandom(BenchShapes.SEED);
    users = new int[USERS];
    for (int j = 0; j < USERS; j++) {
      users[j] = all[random.nextInt(all.length)];
    }
    FairshareResult computed = made.compute(tree, usage);
    for (int user : all) {
      query.factor(usage, user);
    }
    for (int j = 0; j < USERS; j += 61) {
      double q = query.factor(usage, users[j]);
      double f = computed.factor(users[j]);
      if (Double.doubleToRawLongBits(q) != Double.doubleToRawLongBits(f)) {
        throw new IllegalStateException(algorithm + ": the query of " + tree.path(users[j]) + " gives " + q
            + ", compute " + f);
      }
    }
  }

  /** One random user's factor. */
  @Benchmark
  public double factor() {
    return query.factor(usage, users[next++ & (USERS - 1)]);
  }
}
