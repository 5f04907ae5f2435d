package dev.fairshare.benchmarks;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
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
 * The exact arithmetic that {@code slurm.depth-oblivious} and {@code pbs.fairshare} cannot leave out, alone: the
 * operations of their formulas for the users (depth-oblivious) or every node (PBS) of a shape, on operands taken
 * from the real recompute and laid out one array per operand in node order, with no tree, no per-parent slot, no
 * sums (docs/performance.md, "Current figures"). A floor under {@code Recompute.fast} of the same algorithm and
 * shape.
 *
 * <ul>
 *   <li>{@code depthOblivious}: per user {@code U = min(1, usage/total)}, {@code r_l = (U/S)/R_s}, E by the
 *       shortcut ({@code R_p·r_l·S}) with the users that need {@code r_l^k} listed, then {@code R_p·pow(r_l, k)·S}
 *       of those (glibc's {@code pow}), then the factor {@code 2^(−E/S)} by glibc's main path: four divisions, a
 *       {@code pow(2, ·)} and for some users a {@code pow}.
 *   <li>{@code pbs}: per node {@code u = (float) (usage/R)}, {@code uf = u + (uf_parent − u)·gp} (float32), the
 *       quotient {@code (float) (uf/tp)} (rounded on the bits) and {@code 2^−q} by glibc's main path.
 * </ul>
 *
 * <p>{@code window}: {@code all} runs over every user's (node's) operands once, from memory; {@code l1} runs over
 * the first 1,024 of them as many times, so that every operand stays in the L1 cache: the arithmetic alone.
 * Score: ns per operation, one operation the whole shape's users (nodes); divide by the shape's node count for
 * ns per node of the tree.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgs = {"-Xms4g", "-Xmx4g", "-Xss1g"})
public class ExactArithmetic {
  /** The operands that stay in the L1 cache in {@code window=l1}. */
  private static final int L1_COUNT = 1024;

  @Param({"balanced-1111111"})
  public String shape;

  @Param({"all", "l1"})
  public String window;

  /** Depth-oblivious, per user: usage, S, R_s, R_p, the sign of ln R_p, k. */
  private double[] usage;
  private double[] side;
  private double[] share;
  private double[] ratioS;
  private double[] ratioP;
  private double[] k;
  private double total;
  private double[] efctv;
  double[] factor;
  /** The node of each user, in the order of the operands. */
  int[] userNodes;
  private int[] listed;
  private double[] listedRatio;
  private int users;

  /** PBS, per node: usage, gp, tp, the parent's uf (float32 values). */
  private double[] pbsUsage;
  private float[] gp;
  private float[] ufParent;
  private double[] tp;
  private float[] u32;
  private float[] uf;
  private double[] ufWide;
  double[] pbsFactor;
  private double root;
  private int nodes;

  private int rounds;
  private int count;
  private int pbsRounds;
  private int pbsCount;

  @Setup(Level.Trial)
  public void setUp() {
    Shape input = BenchShapes.make(shape);
    ShareTree tree = input.tree();
    int n = tree.size();
    setUpDepthOblivious(input, tree, n);
    setUpPbs(input, tree, n);
    boolean l1 = "l1".equals(window);
    count = l1 ? Math.min(L1_COUNT, users) : users;
    rounds = l1 ? Math.max(1, users / count) : 1;
    pbsCount = l1 ? Math.min(L1_COUNT, nodes) : nodes;
    pbsRounds = l1 ? Math.max(1, nodes / pbsCount) : 1;
  }

  private void setUpDepthOblivious(Shape input, ShareTree tree, int n) {
    FairshareAlgorithm algorithm = Registries.algorithm("slurm.depth-oblivious");
    FairshareResult result = algorithm.compute(tree, input.usage());
    double[] siblings = new double[n];
    for (int i = 1; i < n; i++) {
      siblings[tree.parent(i)] += result.get(Metric.NORM_USAGE, i);
    }
    users = tree.userCount();
    usage = new double[users];
    share = new double[users];
    ratioS = new double[users];
    ratioP = new double[users];
    k = new double[users];
    side = new double[users];
    efctv = new double[users];
    factor = new double[users];
    userNodes = new int[users];
    listed = new int[users];
    listedRatio = new double[users];
    total = input.usage().total();
    int u = 0;
    for (int i = 1; i < n; i++) {
      if (!tree.isUser(i)) {
        continue;
      }
      int p = tree.parent(i);
      double sp = result.get(Metric.NORM_SHARES, p);
      double ep = result.get(Metric.EFFECTIVE_USAGE, p);
      userNodes[u] = i;
      usage[u] = input.usage().usage(i);
      share[u] = result.get(Metric.NORM_SHARES, i);
      ratioS[u] = siblings[p] / sp;
      ratioP[u] = ep / sp;
      double log = Math.log(ep / sp);
      k[u] = 1 / (1 + Math.pow(5.0 * log, 2));
      side[u] = Math.signum(log);
      u++;
    }
  }

  private void setUpPbs(Shape input, ShareTree tree, int n) {
    FairshareAlgorithm algorithm = Registries.algorithm("pbs.fairshare");
    FairshareResult result = algorithm.compute(tree, input.usage());
    nodes = n - 1;
    pbsUsage = new double[nodes];
    gp = new float[nodes];
    ufParent = new float[nodes];
    tp = new double[nodes];
    u32 = new float[nodes];
    uf = new float[nodes];
    ufWide = new double[nodes];
    pbsFactor = new double[nodes];
    root = result.extra("pbs_usage", 0);
    for (int i = 1; i < n; i++) {
      int p = tree.parent(i);
      pbsUsage[i - 1] = result.extra("pbs_usage", i);
      // TREEROOT's children take uf = u: with a gp of 0 the formula gives u + (0 − u)·0 = u, the same bits
      gp[i - 1] = p == 0 ? 0f : (float) result.extra("group_percentage", i);
      ufParent[i - 1] = p == 0 ? 0f : (float) result.get(Metric.EFFECTIVE_USAGE, p);
      tp[i - 1] = result.get(Metric.NORM_SHARES, i);
    }
  }

  /** Depth-oblivious's users: E by the shortcut with the powers listed, the powers, the factors. */
  @Benchmark
  public double depthOblivious() {
    double sum = 0;
    for (int r = 0; r < rounds; r++) {
      int powers = 0;
      for (int j = 0; j < count; j++) {
        double s = share[j];
        double u = Math.min(1, usage[j] / total);
        double ratioL = (u / s) / ratioS[j];
        double side = this.side[j];
        efctv[j] = ratioP[j] * ratioL * s;
        listed[powers] = j;
        listedRatio[powers] = ratioL;
        powers += side * (ratioL - 1.0) < 0 ? 1 : 0;
      }
      for (int t = 0; t < powers; t++) {
        int j = listed[t];
        efctv[j] = ratioP[j] * GlibcPow.pow(listedRatio[t], k[j]) * share[j];
      }
      for (int j = 0; j < count; j++) {
        factor[j] = GlibcPow.pow2MainPath(-(efctv[j] / share[j]));
      }
      sum += factor[0];
    }
    return sum;
  }

  /** PBS's nodes: u, uf, the quotient and the factor. */
  @Benchmark
  public double pbs() {
    double sum = 0;
    for (int r = 0; r < pbsRounds; r++) {
      // u in a loop of its own, as PBS's pass has it: no conversion in the float32 loop (docs/performance.md,
      // "PBS's forward pass without conversions")
      for (int j = 0; j < pbsCount; j++) {
        u32[j] = (float) (pbsUsage[j] / root);
      }
      for (int j = 0; j < pbsCount; j++) {
        float u = u32[j];
        uf[j] = u + ((ufParent[j] - u) * gp[j]);
      }
      // uf widened in a loop of its own, as PBS's pass writes EFFECTIVE_USAGE: a conversion in the factor loop
      // chains each node to the one before on some JVMs
      for (int j = 0; j < pbsCount; j++) {
        ufWide[j] = uf[j];
      }
      for (int j = 0; j < pbsCount; j++) {
        // (double) (float) (uf/tp) on the bits, as PBS's factor loop rounds its quotients in the normal range
        long bits = Double.doubleToRawLongBits(ufWide[j] / tp[j]);
        double q = Double.longBitsToDouble((bits + 0x0fffffffL + ((bits >>> 29) & 1)) & ~0x1fffffffL);
        pbsFactor[j] = GlibcPow.pow2MainPath(-q);
      }
      sum += pbsFactor[0];
    }
    return sum;
  }
}
