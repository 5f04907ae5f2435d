package dev.fairshare.algorithm;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What a {@link FairshareAlgorithm} computed for every node of a tree: the {@link Metric}s it fills and
 * named extras (tickets, dynamic priority...).
 *
 * <p>A value that the algorithm does not define for a node (an account's factor in Fair Tree, LevelFS of a
 * {@code parent} row) is {@code NaN}, rendered as an empty cell. Written by the algorithm through a
 * {@link Builder}; read-only afterwards. A builder may reuse the arrays of an earlier result for the same
 * tree, so that a recompute every scheduling cycle allocates nothing per node.
 *
 * <p>A metric may be <em>computed on demand</em> ({@link Builder#metricOnDemand}): its values are filled when
 * it is first read, by {@link #get}, {@link #rank} or {@link #settle}, once, whichever thread reads first. The
 * dispatch positions ({@link Metric#RANK}) of an algorithm whose scheduler does not rank are such a metric, so
 * that a recompute whose caller never reads them does not pay for the sort (docs/performance.md, "Ranks on
 * demand"). Reading is the request: a caller that needs ranks reads them as before.
 */
public final class FairshareResult {
  private final String algorithm;
  private final ShareTree tree;
  private final UsageSnapshot usage;
  private final Map<Metric, double[]> metrics;
  private final Map<String, double[]> extras;
  private final Map<String, Object> scratch;
  /** The metrics computed on demand and not read yet, with what fills them; guarded by {@code this}. */
  private final Map<Metric, OnDemand> pending;
  /** The ordinals of {@code pending}'s metrics as bits, so that a read of any other metric takes no lock. */
  private volatile long unread;

  private FairshareResult(Builder b) {
    this.algorithm = b.algorithm;
    this.tree = b.tree;
    this.usage = b.usage;
    this.metrics = Collections.unmodifiableMap(b.metrics);
    this.extras = Collections.unmodifiableMap(b.extras);
    this.scratch = b.scratch;
    this.pending = new EnumMap<>(Metric.class);
    this.pending.putAll(b.onDemand);
    this.unread = bits(pending);
  }

  /** Starts a result with fresh arrays. */
  public static Builder builder(String algorithm, ShareTree tree, UsageSnapshot usage) {
    return new Builder(algorithm, tree, usage, null);
  }

  /**
   * Starts a result that reuses the arrays of {@code previous} when it is a result for a tree of the same
   * size (pass {@code null} for none). The previous result must no longer be read.
   */
  public static Builder reusing(FairshareResult previous, String algorithm, ShareTree tree,
      UsageSnapshot usage) {
    return new Builder(algorithm, tree, usage, previous);
  }

  /** The name of the algorithm that computed this result. */
  public String algorithm() {
    return algorithm;
  }

  /** The tree the result is for. */
  public ShareTree tree() {
    return tree;
  }

  /** The usage the result was computed from. */
  public UsageSnapshot usage() {
    return usage;
  }

  /** The metrics this result has values for. */
  public Set<Metric> metrics() {
    return metrics.keySet();
  }

  /** Whether the algorithm filled a metric. */
  public boolean has(Metric metric) {
    return metrics.containsKey(metric);
  }

  /**
   * A node's value of a metric; {@code NaN} where the algorithm has no value. The first read of a metric
   * computed on demand computes it.
   */
  public double get(Metric metric, int node) {
    double[] values = metrics.get(metric);
    if (values == null) {
      return Double.NaN;
    }
    if ((unread & (1L << metric.ordinal())) != 0) {
      settle(metric);
    }
    return values[node];
  }

  /**
   * Computes a metric now if it is computed on demand and not yet read (nothing otherwise); for a caller
   * that wants the cost paid at a time of its choosing, such as a benchmark of the recompute with ranks.
   */
  public void settle(Metric metric) {
    synchronized (this) {
      OnDemand fill = pending.get(metric);
      if (fill != null) {
        fill.fill(metrics.get(metric));
        pending.remove(metric);
      }
      unread = bits(pending);
    }
  }

  private static long bits(Map<Metric, OnDemand> pending) {
    long bits = 0;
    for (Metric m : pending.keySet()) {
      bits |= 1L << m.ordinal();
    }
    return bits;
  }

  /**
   * Whether a metric's values are there to read without computing: {@code false} for a metric computed on
   * demand that nobody has read yet, and for a metric the algorithm does not fill.
   */
  public boolean computed(Metric metric) {
    synchronized (this) {
      return metrics.containsKey(metric) && !pending.containsKey(metric);
    }
  }

  /** A node's fair-share factor; {@code NaN} where there is none. */
  public double factor(int node) {
    return get(Metric.FACTOR, node);
  }

  /** A user's dispatch position (1 is the most deserving), or 0 where there is none. */
  public int rank(int node) {
    double r = get(Metric.RANK, node);
    return Double.isNaN(r) ? 0 : (int) r;
  }

  /** The names of the extras, in the order the algorithm added them. */
  public Set<String> extraNames() {
    return extras.keySet();
  }

  /** A node's value of an extra; {@code NaN} if absent. */
  public double extra(String name, int node) {
    double[] values = extras.get(name);
    return values == null ? Double.NaN : values[node];
  }

  /**
   * What fills a metric computed on demand: writes every entry of the metric's array ({@code NaN} where
   * the algorithm has no value), reading the result's other arrays and its scratch arrays. Runs at most
   * once, on the thread that first reads the metric, after the result was built.
   */
  @FunctionalInterface
  public interface OnDemand {
    /** Writes every entry of {@code values}, the metric's array (reused: its contents are undefined). */
    void fill(double[] values);
  }

  /** Writes a {@link FairshareResult}: the algorithm asks for each array it fills, then builds. */
  public static final class Builder {
    private final String algorithm;
    private final ShareTree tree;
    private final UsageSnapshot usage;
    /** The result whose arrays are reused; dropped by {@link #build} (a result never holds its predecessor). */
    private FairshareResult previous;
    private final Map<Metric, double[]> metrics = new EnumMap<>(Metric.class);
    private final Map<Metric, OnDemand> onDemand = new EnumMap<>(Metric.class);
    private final Map<String, double[]> extras = new LinkedHashMap<>();
    private final Map<String, Object> scratch = new HashMap<>();

    private Builder(String algorithm, ShareTree tree, UsageSnapshot usage, FairshareResult previous) {
      this.algorithm = algorithm;
      this.tree = tree;
      this.usage = usage;
      this.previous = previous != null && previous.tree.size() == tree.size() ? previous : null;
    }

    /** The array for a metric, one entry per node, filled with {@code NaN} (reused if possible). */
    public double[] metric(Metric metric) {
      return metrics.computeIfAbsent(metric, m -> fresh(previous == null ? null : previous.metrics.get(m)));
    }

    /**
     * The array for a metric without the {@code NaN} fill (reused if possible): for an algorithm that writes
     * every entry itself, {@code NaN} included, so that the recompute makes one pass over the array, not
     * two. Contents are undefined until written.
     */
    public double[] metricToOverwrite(Metric metric) {
      return metrics.computeIfAbsent(metric, m -> {
        double[] reuse = previous == null ? null : previous.metrics.get(m);
        return reuse != null ? reuse : new double[tree.size()];
      });
    }

    /**
     * A metric computed on demand: its array (reused if possible) is filled by {@code fill} when the built
     * result's metric is first read, not now. {@code fill} may use this builder's scratch arrays (they are
     * the result's) and the arrays of the built result; it must not rely on anything the next recompute
     * that reuses this result overwrites, since a reused result is no longer read.
     */
    public void metricOnDemand(Metric metric, OnDemand fill) {
      metricToOverwrite(metric);
      onDemand.put(metric, fill);
    }

    /** The array for a named extra, filled with {@code NaN} (reused if possible). */
    public double[] extra(String name) {
      return extras.computeIfAbsent(name, n -> fresh(previous == null ? null : previous.extras.get(n)));
    }

    /**
     * The array for a named extra without the {@code NaN} fill (reused if possible), like
     * {@link #metricToOverwrite}: for an algorithm that writes every entry itself. Contents are undefined
     * until written.
     */
    public double[] extraToOverwrite(String name) {
      return extras.computeIfAbsent(name, n -> {
        double[] reuse = previous == null ? null : previous.extras.get(n);
        return reuse != null ? reuse : new double[tree.size()];
      });
    }

    /**
     * A working array of doubles of the given length, for an algorithm's intermediate values; not part of
     * the result's values. It is kept with the result and handed back by the next builder that reuses
     * this result, so that a recompute every cycle allocates nothing per node. Contents are undefined:
     * the algorithm overwrites what it reads.
     */
    public double[] scratchDoubles(String name, int length) {
      return scratch(name, double[].class, length, double[]::new);
    }

    /** A working array of ints, kept and reused like {@link #scratchDoubles}; contents undefined. */
    public int[] scratchInts(String name, int length) {
      return scratch(name, int[].class, length, int[]::new);
    }

    /** A working array of booleans, kept and reused like {@link #scratchDoubles}; contents undefined. */
    public boolean[] scratchBooleans(String name, int length) {
      return scratch(name, boolean[].class, length, boolean[]::new);
    }

    /** A working array of floats, kept and reused like {@link #scratchDoubles}; contents undefined. */
    public float[] scratchFloats(String name, int length) {
      return scratch(name, float[].class, length, float[]::new);
    }

    /** A working array of longs, kept and reused like {@link #scratchDoubles}; contents undefined. */
    public long[] scratchLongs(String name, int length) {
      return scratch(name, long[].class, length, long[]::new);
    }

    /** The kept array of that name when it has the type and length asked for, else a new one; kept. */
    private <A> A scratch(String name, Class<A> type, int length, java.util.function.IntFunction<A> make) {
      Object reuse = scratch.containsKey(name) ? scratch.get(name) : previousScratch(name);
      A a = type.isInstance(reuse) && java.lang.reflect.Array.getLength(reuse) == length
          ? type.cast(reuse) : make.apply(length);
      scratch.put(name, a);
      return a;
    }

    /**
     * The finished result. The previous result's scratch arrays that this build did not ask for are taken
     * over as they are (an on-demand metric asks for its own only when it is read, and the next cycle
     * reuses them whether it was read or not); then the builder lets go of the previous result, so that a
     * result whose on-demand metric keeps this builder for its scratch arrays does not keep every earlier
     * cycle's result too.
     */
    public FairshareResult build() {
      if (previous != null) {
        previous.scratch.forEach(scratch::putIfAbsent);
      }
      FairshareResult built = new FairshareResult(this);
      previous = null;
      return built;
    }

    private Object previousScratch(String name) {
      return previous == null ? null : previous.scratch.get(name);
    }

    private double[] fresh(double[] reuse) {
      double[] values = reuse != null ? reuse : new double[tree.size()];
      Arrays.fill(values, Double.NaN);
      return values;
    }
  }
}
