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
 * benchmark in the same JVM, one operation of each in turn, each timed with the worker thread's CPU time,
 * so that the two times of an iteration were measured milliseconds apart on the same core and the same
 * processor speed.
 *
 * <p>Its setup loads the jar named by the system property {@value #BASE} and the one named by
 * {@value #CANDIDATE} each in its own class loader ({@link DuelSide}) and makes there, with that build's own
 * classes, the state of the benchmark it stands for: {@link #recompute} is {@code Recompute.fast} (parameters
 * {@code algorithm}, {@code shape}), {@link #parse} is {@code Parse.read} ({@code format}, {@code lines}).
 * Each operation calls the base's operation and the candidate's once, the first of the two alternating from
 * operation to operation. The CPU time of each is added to the counters {@code baseNs} and {@code
 * candidateNs} of the iteration (JMH {@code @AuxCounters}, one value per iteration in the JSON's
 * {@code rawData}); an iteration's ratio is {@code candidateNs / baseNs}, judged by {@code
 * report.DuelRatios}. {@value #SLOWDOWN} (the gate's {@code GATE_SLOWDOWN}) slows the candidate's recompute
 * only ({@link Slowdown}). When the base cannot make the state (it lacks the algorithm or format), only the
 * candidate runs and {@code baseNs} stays 0: the judge lists the benchmark as new. When the candidate
 * cannot, the setup fails (the gate reports the benchmark as broken).
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

  private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
  private DuelSide base;
  private DuelSide candidate;
  private long op;

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
    String slowdown = System.getProperty(SLOWDOWN, "");
    try {
      base = DuelSide.open("base", jar(BASE), target.className(), target.fields(), target.operation(), "");
    } catch (IllegalStateException e) {
      System.err.println("GateDuel: the base cannot run it, so the candidate runs alone: " + e.getMessage());
      base = null;
    }
    candidate = DuelSide.open("candidate", jar(CANDIDATE), target.className(), target.fields(),
        target.operation(), slowdown);
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
    if (base != null) {
      base.close();
    }
    candidate.close();
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

  private void duel(Times times, Blackhole sink) throws Throwable {
    if (base == null) {
      sink.consume(candidate.call());
      return;
    }
    boolean baseFirst = (op++ & 1) == 0;
    DuelSide first = baseFirst ? base : candidate;
    DuelSide second = baseFirst ? candidate : base;
    long t0 = threads.getCurrentThreadCpuTime();
    sink.consume(first.call());
    long t1 = threads.getCurrentThreadCpuTime();
    sink.consume(second.call());
    long t2 = threads.getCurrentThreadCpuTime();
    times.baseNs += baseFirst ? t1 - t0 : t2 - t1;
    times.candidateNs += baseFirst ? t2 - t1 : t1 - t0;
  }

  /**
   * What a duel method stands for: the benchmark class of both builds, its parameter fields and its
   * operation.
   */
  record Target(String className, Map<String, String> fields, String operation) {
    static Target of(String method, GateDuel duel) {
      Map<String, String> fields = new LinkedHashMap<>();
      return switch (method) {
        case "recompute" -> {
          fields.put("algorithm", duel.algorithm);
          fields.put("shape", duel.shape);
          yield new Target(PACKAGE + "Recompute", fields, "fast");
        }
        case "parse" -> {
          fields.put("format", duel.format);
          fields.put("lines", duel.lines);
          yield new Target(PACKAGE + "Parse", fields, "read");
        }
        default -> throw new IllegalArgumentException("GateDuel has no target for " + method);
      };
    }
  }
}
