package dev.fairshare.benchmarks;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.InMemoryUsageStore;
import dev.fairshare.usage.SlurmDecay;
import java.time.Instant;
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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Charging usage into {@link InMemoryUsageStore} from one and from two threads, to random users of a
 * 111,111-node tree with Slurm decay (docs/performance.md, "Current figures": charges per second).
 *
 * <p>{@code instants=same}: every charge at one instant, as Slurm's decay thread applies the usage of all
 * running jobs at one instant per cycle; {@code instants=advancing}: the instant moves one second every
 * 1,024 charges, so most charges first decay the user's earlier usage. The {@code ...Reference} methods
 * are the floor: a plain, unsynchronized {@code values[node] += amount} over the same nodes.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgs = {"-Xms1g", "-Xmx1g"})
public class Charge {
  private static final int ORDER = 1 << 16;

  @Param({"same", "advancing"})
  public String instants;

  private InMemoryUsageStore store;
  private double[] floor;
  private int[] users;

  /** Each thread's own stream of nodes and instants. */
  @State(Scope.Thread)
  public static class Cursor {
    int[] nodes;
    Instant[] at;
    int next;

    @Setup(Level.Trial)
    public void setUp(Charge bench) {
      SplittableRandom random = new SplittableRandom(Thread.currentThread().getId());
      nodes = new int[ORDER];
      at = new Instant[ORDER];
      boolean advancing = bench.instants.equals("advancing");
      for (int k = 0; k < ORDER; k++) {
        nodes[k] = bench.users[random.nextInt(bench.users.length)];
        at[k] = Instant.ofEpochSecond(1_700_000_000L + (advancing ? k / 1024 : 0));
      }
    }

    int step() {
      return next = (next + 1) & (ORDER - 1);
    }
  }

  @Setup(Level.Trial)
  public void setUp() {
    ShareTree tree = BenchShapes.make("balanced-111111").tree();
    store = new InMemoryUsageStore(tree, new SlurmDecay(604800));
    floor = new double[tree.size()];
    users = tree.users();
  }

  /** One thread charging. */
  @Benchmark
  @Threads(1)
  public void oneThread(Cursor c) {
    int k = c.step();
    store.charge(c.nodes[k], c.at[k], 60.0);
  }

  /** The floor for one thread. */
  @Benchmark
  @Threads(1)
  public void oneThreadReference(Cursor c) {
    floor[c.nodes[c.step()]] += 60.0;
  }

  /** Two threads charging the same store. */
  @Benchmark
  @Threads(2)
  public void twoThreads(Cursor c) {
    int k = c.step();
    store.charge(c.nodes[k], c.at[k], 60.0);
  }

  /** The floor for two threads (racy on purpose: no synchronization at all). */
  @Benchmark
  @Threads(2)
  public void twoThreadsReference(Cursor c) {
    floor[c.nodes[c.step()]] += 60.0;
  }
}
