package dev.fairshare.benchmarks;

import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.algorithms.support.SubtreeTasks;
import dev.fairshare.testkit.TreeShapes.Shape;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;
import java.util.concurrent.Executor;

/**
 * The work of a parallel recompute cut for N threads, split into what runs on the calling thread alone and
 * what runs in tasks, measured on one core: the Amdahl bound of the cut (docs/performance.md, "Parallel
 * recompute", "The work on one thread").
 *
 * <p>The recompute runs with {@link Parallelism#of} N threads and an executor that runs each hand-over on
 * the calling thread at once ({@link TimedExecutor}): the first hand-over of a phase takes every task of
 * the phase, so the thread CPU time spent inside the executor is the phase's whole work, and the rest of
 * the recompute's thread CPU time is its serial part (the top, the sums between phases, the hand-overs
 * themselves). The cut, the tasks and the operations are those of a recompute on N real threads; the
 * waking of workers and the sharing of caches and memory bandwidth are not in it. For each algorithm, from
 * the medians over the rounds (each round: one sequential recompute, then one cut), thread CPU ms:
 * <ul>
 *   <li>{@code one thread}: the sequential recompute ({@code Recompute.fast});
 *   <li>{@code serial}: the cut recompute's calling-thread work outside its phases, and its share of the
 *       one-thread time;
 *   <li>{@code in tasks}: the phases' work; {@code total/1}: all of the cut recompute's work over the
 *       one-thread time, the work the cut adds;
 *   <li>{@code balance}: how evenly the tasks share out among N workers taking them in order, a task's work
 *       taken as its node count;
 *   <li>{@code bound}: one thread ÷ (serial + in tasks ÷ (N · balance)), the speed-up N cores could give
 *       at most;
 *   <li>{@code hand-overs}: executor calls per recompute, N − 1 per phase.
 * </ul>
 *
 * <p>With {@code --phases}, each algorithm's line is followed by its recompute in order, medians over the
 * rounds: {@code serial} the calling thread's work before each phase and after the last, {@code phase} each
 * phase's work (its N − 1 hand-overs counted as one phase, so every phase must have at least N tasks).
 *
 * <pre>java -Xmx3g -cp benchmarks.jar dev.fairshare.benchmarks.SerialFraction [--threads N] [--shape S]
 *     [--rounds R] [--warmup W] [--task-nodes T] [--phases] [ALGORITHM...]
 * java -cp benchmarks.jar dev.fairshare.benchmarks.SerialFraction --names</pre>
 *
 * Defaults: 16 threads, {@code balanced-1111111}, 20 rounds after 200 warm-up rounds (so that the code
 * run once per recompute, the top's, is compiled as it is in a long run), the default cut (or tasks of up
 * to T nodes), every registered algorithm with a parallel recompute ({@code --names} prints them); every
 * user pending, the previous result handed back, as the benchmarks run. Thread CPU time does not count
 * the waiting for a core, so the figures hold on a busy machine.
 */
public final class SerialFraction {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private SerialFraction() {}

  public static void main(String[] args) {
    int threads = 16;
    String shapeName = "balanced-1111111";
    int rounds = 20;
    int warmup = 200;
    int taskNodes = 0;
    boolean phases = false;
    List<String> algorithms = new ArrayList<>();
    AlgorithmRegistry registry = Registries.load().algorithms();
    if (args.length == 1 && args[0].equals("--names")) {
      System.out.println(String.join(",", parallelNames(registry)));
      return;
    }
    for (int a = 0; a < args.length; a++) {
      switch (args[a]) {
        case "--threads" -> threads = Integer.parseInt(args[++a]);
        case "--shape" -> shapeName = args[++a];
        case "--rounds" -> rounds = Integer.parseInt(args[++a]);
        case "--warmup" -> warmup = Integer.parseInt(args[++a]);
        case "--task-nodes" -> taskNodes = Integer.parseInt(args[++a]);
        case "--phases" -> phases = true;
        default -> algorithms.add(args[a]);
      }
    }
    if (algorithms.isEmpty()) {
      algorithms.addAll(parallelNames(registry));
    }
    Shape shape = BenchShapes.make(shapeName);
    Demand demand = BenchShapes.everyUserPending(shape.tree());
    System.out.printf(Locale.ROOT, "# %s, %d threads' cut (tasks of %s nodes), %d rounds after %d warm-up, "
        + "thread CPU ms per recompute (medians)%n", shapeName, threads,
        taskNodes > 0 ? "up to " + taskNodes : "up to "
        + Parallelism.of(threads, Runnable::run).taskNodes(shape.tree().size()), rounds, warmup);
    System.out.printf(Locale.ROOT, "%-22s %10s %8s %8s %9s %8s %8s %7s %11s%n", "algorithm", "one thread",
        "serial", "share", "in tasks", "total/1", "balance", "bound", "hand-overs");
    for (String name : algorithms) {
      if (!registry.names().contains(name)) {
        throw Registries.notRegistered("algorithm", name, registry.names());
      }
      System.out.println(measure(registry.create(name), threads, taskNodes, shape, demand, rounds, warmup,
          phases));
    }
  }

  /** The registered algorithms that have a parallel recompute (whose {@code parallel} is another algorithm). */
  static List<String> parallelNames(AlgorithmRegistry registry) {
    List<String> names = new ArrayList<>();
    Parallelism two = Parallelism.of(2, Runnable::run);
    for (String name : registry.names()) {
      FairshareAlgorithm algorithm = registry.create(name);
      if (algorithm.parallel(two) != algorithm) {
        names.add(name);
      }
    }
    return names;
  }

  /** One algorithm's line of the table. */
  static String measure(FairshareAlgorithm sequential, int threads, int taskNodes, Shape shape, Demand demand,
      int rounds, int warmup) {
    return measure(sequential, threads, taskNodes, shape, demand, rounds, warmup, false);
  }

  /** One algorithm's line of the table, and with {@code phases} its serial parts and phases in order. */
  static String measure(FairshareAlgorithm sequential, int threads, int taskNodes, Shape shape, Demand demand,
      int rounds, int warmup, boolean phases) {
    TimedExecutor executor = new TimedExecutor(threads);
    long[][] segments = new long[rounds][];
    FairshareAlgorithm cut = sequential.parallel(cut(Parallelism.of(threads, executor), taskNodes));
    FairshareResult one = null;
    FairshareResult split = null;
    long[] oneCpu = new long[rounds];
    long[] serialCpu = new long[rounds];
    long[] taskCpu = new long[rounds];
    long[] totalCpu = new long[rounds];
    long handOvers = 0;
    for (int r = -warmup; r < rounds; r++) {
      long start = THREADS.getCurrentThreadCpuTime();
      one = sequential.compute(shape.tree(), shape.usage(), demand, one);
      long between = THREADS.getCurrentThreadCpuTime();
      executor.reset();
      split = cut.compute(shape.tree(), shape.usage(), demand, split);
      long end = THREADS.getCurrentThreadCpuTime();
      if (r >= 0) {
        oneCpu[r] = between - start;
        totalCpu[r] = end - between;
        taskCpu[r] = executor.cpu;
        serialCpu[r] = totalCpu[r] - executor.cpu;
        handOvers = executor.calls;
        segments[r] = executor.segments(end);
      }
    }
    double t1 = median(oneCpu);
    double serial = median(serialCpu);
    double tasks = median(taskCpu);
    double total = median(totalCpu);
    double balance = balance(shape, cut(Parallelism.of(threads, Runnable::run), taskNodes));
    String line = String.format(Locale.ROOT, "%-22s %10.2f %8.3f %7.2f%% %9.2f %7.3fx %7.1f%% %6.1fx %11d",
        sequential.name(), t1 / 1e6, serial / 1e6, 100 * serial / t1, tasks / 1e6, total / t1, 100 * balance,
        t1 / (serial + tasks / (threads * balance)), handOvers);
    return phases ? line + System.lineSeparator() + timeline(segments) : line;
  }

  /**
   * The medians of each segment over the rounds (serial, phase, serial, ..., serial), in ms; the rounds
   * whose count of segments differs from the first's are left out.
   */
  private static String timeline(long[][] segments) {
    int count = segments[0].length;
    StringBuilder line = new StringBuilder("  in order, ms:");
    for (int k = 0; k < count; k++) {
      int at = k;
      long[] values = Arrays.stream(segments).filter(v -> v.length == count).mapToLong(v -> v[at]).toArray();
      line.append(String.format(Locale.ROOT, " %s %.3f", k % 2 == 0 ? "serial" : "phase", median(values) / 1e6));
    }
    return line.toString();
  }

  /**
   * How evenly the cut's tasks share out among the workers, taken in order by the first free worker, with
   * a task's work taken as its node count: the total over (workers × the last worker's finish), 1 when even.
   */
  static double balance(Shape shape, Parallelism parallelism) {
    int threads = parallelism.threads();
    SubtreeTasks tasks = SubtreeTasks.of(shape.tree(), parallelism, null,
        FairshareResult.builder("cut", shape.tree(), shape.usage()));
    if (tasks == null) {
      return 1.0 / threads;
    }
    PriorityQueue<Long> finish = new PriorityQueue<>();
    for (int w = 0; w < threads; w++) {
      finish.add(0L);
    }
    long total = 0;
    long last = 0;
    for (int t = 0; t < tasks.count(); t++) {
      long nodes = tasks.end(t) - tasks.root(t) - 1;
      long done = finish.poll() + nodes;
      finish.add(done);
      total += nodes;
      last = Math.max(last, done);
    }
    return total / ((double) threads * last);
  }

  /** Splits every tree, in tasks of the default size or of {@code taskNodes} nodes when positive. */
  private static Parallelism cut(Parallelism parallelism, int taskNodes) {
    Parallelism all = parallelism.withMinNodes(1);
    return taskNodes > 0 ? all.withTaskNodes(taskNodes) : all;
  }

  private static double median(long[] values) {
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
  }

  /**
   * An executor that runs each hand-over on the calling thread at once and adds up the thread CPU time
   * spent in them: the first of a phase takes all its tasks, the others find none.
   */
  static final class TimedExecutor implements Executor {
    private final int perPhase;
    long cpu;
    long calls;
    /** The thread's CPU time at the reset, and at the start and end of each phase. */
    private long begin;
    private final List<long[]> phases = new ArrayList<>();

    /** An executor for a recompute on {@code threads} threads: N − 1 hand-overs per phase. */
    TimedExecutor(int threads) {
      perPhase = Math.max(1, threads - 1);
    }

    void reset() {
      cpu = 0;
      calls = 0;
      phases.clear();
      begin = THREADS.getCurrentThreadCpuTime();
    }

    @Override
    public void execute(Runnable command) {
      long start = THREADS.getCurrentThreadCpuTime();
      command.run();
      long end = THREADS.getCurrentThreadCpuTime();
      cpu += end - start;
      if (calls % perPhase == 0) {
        phases.add(new long[] {start, end});
      } else {
        phases.get(phases.size() - 1)[1] = end;
      }
      calls++;
    }

    /** The serial parts and phases of the recompute that ended at thread CPU time {@code end}, in order. */
    long[] segments(long end) {
      long[] out = new long[2 * phases.size() + 1];
      long at = begin;
      for (int k = 0; k < phases.size(); k++) {
        out[2 * k] = phases.get(k)[0] - at;
        out[2 * k + 1] = phases.get(k)[1] - phases.get(k)[0];
        at = phases.get(k)[1];
      }
      out[out.length - 1] = end - at;
      return out;
    }
  }
}
