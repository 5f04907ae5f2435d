package dev.fairshare.algorithm;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * How many threads one recompute may use on a big tree, and the executor that runs them: the setting of
 * an algorithm's parallel recompute ({@link FairshareAlgorithm#parallel}; docs/performance.md, "Parallel
 * recompute").
 *
 * <p>A recompute that splits a tree cuts it into subtrees (tasks) and a top part above them; it computes
 * the top on the calling thread and the subtrees on up to {@link #threads()} threads, the caller being one
 * of them. Its results are those of the sequential recompute, bit for bit: every value is computed by the
 * same operations in the same order, only on another thread. Trees smaller than {@link #minNodes()} are
 * computed on the calling thread alone.
 *
 * <pre>{@code
 * Parallelism eight = Parallelism.threads(8);               // its own pool of 7 daemon threads
 * FairshareAlgorithm fairTree = registry.create("slurm.fair-tree").parallel(eight);
 * }</pre>
 *
 * <p>Configured as {@code fairshare.recompute} (core's {@code reference.conf}): {@code threads} and
 * {@code min-nodes}. One instance can serve any number of algorithms and recomputes at once; it holds no
 * state of a recompute.
 */
public final class Parallelism {
  /** The default smallest tree that is split among threads. */
  public static final int DEFAULT_MIN_NODES = 100_000;
  /**
   * The tasks per thread a tree is cut into by default: enough that uneven subtrees still share out, few
   * enough that the top (the nodes above the tasks, computed on one thread, each a cache miss away from
   * the next) stays small (docs/performance.md, "Parallel recompute", "The work on one thread").
   */
  private static final int TASKS_PER_THREAD = 4;

  private static final Parallelism SEQUENTIAL = new Parallelism(1, Integer.MAX_VALUE, 0, null);

  private final int threads;
  private final int minNodes;
  private final int taskNodes;
  private final Executor executor;

  private Parallelism(int threads, int minNodes, int taskNodes, Executor executor) {
    this.threads = threads;
    this.minNodes = minNodes;
    this.taskNodes = taskNodes;
    this.executor = executor;
  }

  /** One thread: every recompute runs on the calling thread (the default). */
  public static Parallelism sequential() {
    return SEQUENTIAL;
  }

  /**
   * Up to {@code threads} threads per recompute: the caller and {@code threads − 1} daemon threads of a
   * pool of its own, started when first needed. {@code threads = 1} is {@link #sequential()}.
   */
  public static Parallelism threads(int threads) {
    check(threads);
    return threads == 1 ? SEQUENTIAL
        : new Parallelism(threads, DEFAULT_MIN_NODES, 0, new ForkJoinPool(threads - 1));
  }

  /**
   * Up to {@code threads} threads per recompute: the caller and {@code threads − 1} tasks handed to
   * {@code executor} (the integrator's pool; a task that starts late finds the work done and returns).
   */
  public static Parallelism of(int threads, Executor executor) {
    check(threads);
    if (executor == null) {
      throw new IllegalArgumentException("executor is null");
    }
    return threads == 1 ? SEQUENTIAL : new Parallelism(threads, DEFAULT_MIN_NODES, 0, executor);
  }

  /**
   * The setting of {@code fairshare.recompute}: {@code threads} (1 sequential, the default; 0 the
   * available processors; at most 1024) and {@code min-nodes} (at least 1).
   */
  public static Parallelism from(Config config) {
    checkSettings(config);
    Config c = config.getConfig("fairshare.recompute");
    int threads = c.getInt("threads");
    int n = threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
    return n == 1 ? SEQUENTIAL : threads(n).withMinNodes(c.getInt("min-nodes"));
  }

  /**
   * Checks {@code fairshare.recompute} as {@link #from} reads it, making nothing: a bad value is a
   * {@link ConfigException} that names its key.
   */
  public static void checkSettings(Config config) {
    Config c = config.getConfig("fairshare.recompute");
    int threads = c.getInt("threads");
    int minNodes = c.getInt("min-nodes");
    if (threads < 0 || threads > 1024) {
      throw new ConfigException.BadValue(c.origin(), "fairshare.recompute.threads",
          "must be 0 (the available processors) or 1..1024: " + threads);
    }
    if (minNodes < 1) {
      throw new ConfigException.BadValue(c.origin(), "fairshare.recompute.min-nodes",
          "must be at least 1: " + minNodes);
    }
  }

  /** The same threads and executor, splitting trees from {@code minNodes} nodes up. */
  public Parallelism withMinNodes(int minNodes) {
    if (minNodes < 1) {
      throw new IllegalArgumentException("minNodes must be at least 1: " + minNodes);
    }
    return this == SEQUENTIAL ? this : new Parallelism(threads, minNodes, taskNodes, executor);
  }

  /**
   * The same, cutting trees into subtrees of about {@code taskNodes} nodes (at least 2) instead of the
   * default ({@code nodes / (4 · threads)}): for tests that split small trees into many tasks.
   */
  public Parallelism withTaskNodes(int taskNodes) {
    if (taskNodes < 2) {
      throw new IllegalArgumentException("taskNodes must be at least 2: " + taskNodes);
    }
    return this == SEQUENTIAL ? this : new Parallelism(threads, minNodes, taskNodes, executor);
  }

  /** The most threads a recompute uses, the caller included. */
  public int threads() {
    return threads;
  }

  /** The smallest tree that is split. */
  public int minNodes() {
    return minNodes;
  }

  /** Whether a tree of this many nodes is split among threads. */
  public boolean splits(int nodes) {
    return threads > 1 && nodes >= minNodes;
  }

  /** The target size of one task's subtree for a tree of this many nodes. */
  public int taskNodes(int nodes) {
    return taskNodes > 0 ? taskNodes : Math.max(2, nodes / (TASKS_PER_THREAD * threads));
  }

  /** One unit of a parallel phase: task {@code task} run by worker {@code slot} (0 is the caller). */
  @FunctionalInterface
  public interface Task {
    /** Runs the task; a worker runs one task at a time, so per-slot buffers need no locking. */
    void run(int task, int slot);
  }

  /**
   * Runs tasks {@code 0 .. count−1}, each once, on up to {@link #threads()} workers (the caller is slot 0,
   * the others {@code 1 .. threads−1}), and returns when all are done; what they wrote is then visible
   * to the caller. Tasks are taken in index order as workers free up. The first exception a task throws is
   * thrown here (the tasks not yet started are skipped).
   */
  public void run(int count, Task task) {
    int helpers = Math.min(threads, count) - 1;
    if (helpers <= 0) {
      for (int t = 0; t < count; t++) {
        task.run(t, 0);
      }
      return;
    }
    Phase phase = new Phase(count, task, Thread.currentThread());
    for (int slot = 1; slot <= helpers; slot++) {
      int s = slot;
      try {
        executor.execute(() -> phase.work(s));
      } catch (RejectedExecutionException e) {
        break; // the caller takes the tasks a refused worker would have taken
      }
    }
    phase.work(0);
    phase.await();
  }

  /** One call of {@link #run}: the next task to take, the tasks finished, the first failure. */
  private static final class Phase {
    private final int count;
    private final Task task;
    private final Thread caller;
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicInteger finished = new AtomicInteger();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    Phase(int count, Task task, Thread caller) {
      this.count = count;
      this.task = task;
      this.caller = caller;
    }

    void work(int slot) {
      for (int t; (t = next.getAndIncrement()) < count; ) {
        try {
          if (failure.get() == null) {
            task.run(t, slot);
          }
        } catch (Throwable e) {
          failure.compareAndSet(null, e);
        } finally {
          if (finished.incrementAndGet() == count) {
            LockSupport.unpark(caller);
          }
        }
      }
    }

    void await() {
      boolean interrupted = false;
      while (finished.get() < count) {
        LockSupport.park(this);
        interrupted |= Thread.interrupted();
      }
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
      Throwable e = failure.get();
      if (e instanceof RuntimeException r) {
        throw r;
      }
      if (e instanceof Error r) {
        throw r;
      }
      if (e != null) {
        throw new IllegalStateException(e);
      }
    }
  }

  private static void check(int threads) {
    if (threads < 1 || threads > 1024) {
      throw new IllegalArgumentException("threads must be 1..1024: " + threads);
    }
  }

  @Override
  public String toString() {
    return threads == 1 ? "sequential" : threads + " threads from " + minNodes + " nodes";
  }
}
