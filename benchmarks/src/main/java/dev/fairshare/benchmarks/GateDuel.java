package dev.fairshare.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
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
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The gate's duel (docs/performance.md, "The gate"): the base build and the candidate build of one
 * benchmark in the same JVM, a timed segment of each in turn, each timed with the worker thread's CPU time,
 * so that the two times of an iteration were measured milliseconds apart on the same core and the same
 * processor speed.
 *
 * <p>Its setup loads the jar named by the system property {@value #BASE} and the one named by
 * {@value #CANDIDATE} each in its own class loader ({@link DuelSide}) and makes there, with that build's own
 * classes, the state of the benchmark it stands for: {@link #recompute} is {@code Recompute.fast} (parameters
 * {@code algorithm}, {@code shape}), {@link #parse} is {@code Parse.read} ({@code format}, {@code lines}),
 * {@link #charge} is {@code Charge.oneThread} ({@code instants}), {@value DuelCharges#BATCH} charges per
 * call ({@link DuelCharges}; {@value #CHARGE_COPIES} copies of each build, called in turn). Each operation
 * runs a segment of the base and one of the candidate, the first
 * of the two alternating from operation to operation; a segment is the same number of calls on either side,
 * as many as take about {@value #SEGMENT_NS} ns ({@link #segmentCalls}, from the previous iteration's
 * times), so the clock's own cost (one read per segment, about 0.9 µs on the 2-core VM) is below 0.1% of
 * it however short the call. The CPU time of each segment is added to the counters {@code baseNs} and
 * {@code candidateNs} of the iteration (JMH {@code @AuxCounters}, one value per iteration in the JSON's
 * {@code rawData}); an iteration's ratio is {@code candidateNs / baseNs}, judged by {@code
 * report.DuelRatios}.
 *
 * <p>{@value #SLOWDOWN} (the gate's {@code GATE_SLOWDOWN}, such as {@code 0.2}) slows the candidate by
 * that fraction of its own measured time: after each of its segments the thread spins until it has spent
 * that fraction of the segment's CPU time again, inside the candidate's timed segment ({@link #spinUntil}).
 * It is the same fraction on every group, however long the call, and does not depend on how much faster a
 * call runs when it repeats the one before. When the base cannot make the state
 * (it lacks the algorithm or format), only the candidate runs and {@code baseNs} stays 0: the judge lists
 * the benchmark as new. When the candidate cannot, the setup fails (the gate reports the benchmark as
 * broken).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 4, time = 400, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 5, time = 400, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = 3, jvmArgs = {"-Xms1g", "-Xmx1g", "-Xss1g", "-XX:+AlwaysPreTouch", "-Xbatch"})
public class GateDuel {
  /** The system property naming the base's benchmarks jar. */
  public static final String BASE = "fairshare.duel.base";
  /** The system property naming the candidate's benchmarks jar. */
  public static final String CANDIDATE = "fairshare.duel.candidate";
  /** The system property with the fraction by which the candidate is slowed, such as {@code 0.2}. */
  public static final String SLOWDOWN = "fairshare.duel.slowdown";
  /** The CPU time each side's timed segment aims at, in ns: 1 ms. */
  public static final long SEGMENT_NS = 1_000_000;
  /** The most calls in one segment. */
  static final int MAX_CALLS = 1 << 20;
  /**
   * The copies of each build in the charge duel, each in a class loader of its own: with one, the time of
   * the same charge code differed between the two sides of one fork by up to 11% (a fork's ratio 0.97 to
   * 1.11, steady over its iterations: something fixed per copy, such as where its compiled loop and its data
   * lie); the copies, called in turn, average it within the fork.
   */
  static final int CHARGE_COPIES = 4;
  private static final String PACKAGE = "dev.fairshare.benchmarks.";

  /** {@link #recompute}'s algorithm. */
  @Param({"slurm.classic"})
  public String algorithm;

  /** {@link #recompute}'s shape. */
  @Param({"balanced-11111"})
  public String shape;

  /** {@link #parse}'s format. */
  @Param({"fairshare.tsv"})
  public String format;

  /** {@link #parse}'s line count. */
  @Param({"2000"})
  public String lines;

  /** {@link #charge}'s instants: {@code same} or {@code advancing}. */
  @Param({"same"})
  public String instants;

  private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
  private DuelSide[] base;
  private DuelSide[] candidate;
  private double slowdown;
  private long op;
  private int calls = 1;
  private long measuredNs;
  private long measuredCalls;

  /** The CPU time of each side in one iteration, in ns (JMH sums the events of an iteration). */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.EVENTS)
  public static class Times {
    /** The base's CPU time in this iteration. */
    public long baseNs;
    /** The candidate's CPU time in this iteration. */
    public long candidateNs;

    /** Starts the iteration's sums at 0. */
    @Setup(Level.Iteration)
    public void clear() {
      baseNs = 0;
      candidateNs = 0;
    }
  }

  /** Loads both jars and makes the benchmark's state in each. */
  @Setup(Level.Trial)
  public void setUp(BenchmarkParams params) {
    String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
    Target target = Target.of(method, this);
    slowdown = Double.parseDouble(System.getProperty(SLOWDOWN, "0"));
    if (!(slowdown >= 0) || Double.isInfinite(slowdown)) {
      throw new IllegalArgumentException(SLOWDOWN + " must be a fraction of 0 or more, not " + slowdown);
    }
    try {
      base = target.open("base", jar(BASE));
    } catch (IllegalStateException e) {
      System.err.println("GateDuel: the base cannot run it, so the candidate runs alone: " + e.getMessage());
      base = null;
    }
    candidate = target.open("candidate", jar(CANDIDATE));
  }

  /** Sets this iteration's calls per segment from the time per call measured so far ({@link #segmentCalls}). */
  @Setup(Level.Iteration)
  public void segment() {
    calls = segmentCalls(measuredNs, measuredCalls, SEGMENT_NS);
    measuredNs = 0;
    measuredCalls = 0;
  }

  /**
   * The calls in one segment: as many as take {@code targetNs} at the time per call measured, {@code
   * measuredNs} over {@code measuredCalls} calls (rounded up, 1 to {@value #MAX_CALLS}); 1 when nothing
   * was measured yet.
   */
  static int segmentCalls(long measuredNs, long measuredCalls, long targetNs) {
    if (measuredCalls <= 0 || measuredNs <= 0) {
      return 1;
    }
    double perCall = (double) measuredNs / measuredCalls;
    return (int) Math.max(1, Math.min(MAX_CALLS, Math.ceil(targetNs / perCall)));
  }

  private static Path jar(String property) {
    String path = System.getProperty(property);
    if (path == null || path.isEmpty()) {
      throw new IllegalStateException("GateDuel needs -D" + property + "=JAR (benchmarks/gate GATE_MODE=duel)");
    }
    return Path.of(path);
  }

  /** Closes both class loaders. */
  @TearDown(Level.Trial)
  public void tearDown() {
    for (DuelSide[] sides : new DuelSide[][] {base, candidate}) {
      for (DuelSide side : sides == null ? new DuelSide[0] : sides) {
        side.close();
      }
    }
  }

  /** {@code Recompute.fast} of each build, in turn. */
  @Benchmark
  public void recompute(Times times, Blackhole sink) throws Throwable {
    duel(times, sink);
  }

  /** {@code Parse.read} of each build, in turn. */
  @Benchmark
  public void parse(Times times, Blackhole sink) throws Throwable {
    duel(times, sink);
  }

  /** {@code Charge.oneThread} of each build, {@value DuelCharges#BATCH} charges per call, in turn. */
  @Benchmark
  public void charge(Times times, Blackhole sink) throws Throwable {
    duel(times, sink);
  }

  private void duel(Times times, Blackhole sink) throws Throwable {
    int n = calls + (candidate.length - calls % candidate.length) % candidate.length;
    if (base == null) {
      long t0 = threads.getCurrentThreadCpuTime();
      long t1 = run(candidate, n, sink);
      times.candidateNs += t1 - t0;
      measuredNs += t1 - t0;
      measuredCalls += n;
      return;
    }
    boolean baseFirst = (op++ & 1) == 0;
    long t0 = threads.getCurrentThreadCpuTime();
    long t1 = baseFirst ? run(base, n, sink) : slowed(t0, run(candidate, n, sink));
    long t2 = baseFirst ? slowed(t1, run(candidate, n, sink)) : run(base, n, sink);
    times.baseNs += baseFirst ? t1 - t0 : t2 - t1;
    times.candidateNs += baseFirst ? t2 - t1 : t1 - t0;
    measuredNs += t2 - t0;
    measuredCalls += 2L * n;
  }

  /** {@code n} calls of a build, its copies in turn; the thread's CPU time after them. */
  private long run(DuelSide[] copies, int n, Blackhole sink) throws Throwable {
    for (int k = 0; k < n; k++) {
      sink.consume(copies[k % copies.length].call());
    }
    return threads.getCurrentThreadCpuTime();
  }

  /**
   * The end of the candidate's segment that started at {@code start} and ran its calls until {@code end}:
   * {@code end} itself, or, with a slowdown, the time after the spin that adds its fraction of the segment.
   */
  private long slowed(long start, long end) {
    return slowdown > 0 ? spinUntil(end + Math.round((end - start) * slowdown)) : end;
  }

  /**
   * Spins until the thread's CPU clock reads {@code until} or later; the last reading. It spins on the wall
   * clock ({@link System#nanoTime}, read without entering the kernel) for the CPU time still owed, then
   * reads the CPU clock (a system call) and spins again for what a preemption left owing: a few system
   * calls per spin, not one per microsecond, so that the spin disturbs the next segment, the other build's,
   * no more than the calls it stands for would.
   */
  private long spinUntil(long until) {
    long now = threads.getCurrentThreadCpuTime();
    while (now < until) {
      long wallEnd = System.nanoTime() + (until - now);
      while (System.nanoTime() < wallEnd) {
        // spin: the wall clock's read is all the work
      }
      now = threads.getCurrentThreadCpuTime();
    }
    return now;
  }

  /**
   * What a duel method stands for: the benchmark class of both builds (or the harness that runs it,
   * {@link DuelCharges}), its parameter fields, its operation, and the copies of each build that the duel
   * loads and calls in turn ({@link #open}).
   */
  record Target(String className, Class<?> harness, Map<String, String> fields, String operation, int copies) {
    static Target of(String method, GateDuel duel) {
      Map<String, String> fields = new LinkedHashMap<>();
      return switch (method) {
        case "recompute" -> {
          fields.put("algorithm", duel.algorithm);
          fields.put("shape", duel.shape);
          yield new Target(PACKAGE + "Recompute", null, fields, "fast", 1);
        }
        case "parse" -> {
          fields.put("format", duel.format);
          fields.put("lines", duel.lines);
          yield new Target(PACKAGE + "Parse", null, fields, "read", 1);
        }
        case "charge" -> {
          fields.put("instants", duel.instants);
          yield new Target(DuelCharges.class.getName(), DuelCharges.class, fields, "charges", CHARGE_COPIES);
        }
        default -> throw new IllegalArgumentException("GateDuel has no target for " + method);
      };
    }

    /**
     * This target's state in the build of {@code jar}, as the side {@code name}: {@link #copies} copies,
     * each in a class loader of its own (named {@code NAME}, {@code NAME-2}, ...), so each with its own
     * compiled code and its own data.
     */
    DuelSide[] open(String name, Path jar) {
      DuelSide[] sides = new DuelSide[copies];
      try {
        for (int c = 0; c < copies; c++) {
          String copy = c == 0 ? name : name + "-" + (c + 1);
          sides[c] = harness == null ? DuelSide.open(copy, jar, className, fields, operation)
              : DuelSide.openHarness(copy, jar, harness, fields, operation);
        }
        return sides;
      } catch (IllegalStateException e) {
        for (DuelSide side : sides) {
          if (side != null) {
            side.close();
          }
        }
        throw e;
      }
    }
  }
}
