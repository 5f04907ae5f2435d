package dev.fairshare.convert.impact;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.conversion.NormalizedShares;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Computes an {@link ImpactReport}: runs every algorithm on the same tree and usage, takes each user's
 * factor and rank, and compares the rankings.
 *
 * <p>A rank is the algorithm's own {@link Metric#RANK} where it fills one (Fair Tree's rank is not a sort of
 * its factors when factors tie); otherwise users are ranked by factor, highest first, ties sharing the lowest
 * position, and a user without a factor after every user with one.
 */
public final class ImpactAnalysis {
  /** The number of movers kept per algorithm when none is given. */
  public static final int DEFAULT_TOP = 10;

  private ImpactAnalysis() {}

  /** The report for a tree and its usage under the algorithms, the first being the baseline. */
  public static ImpactReport compare(ShareTree tree, UsageSnapshot usage, List<FairshareAlgorithm> algorithms,
      int top) {
    if (algorithms.isEmpty()) {
      throw new IllegalArgumentException("no algorithm to compare");
    }
    int[] users = tree.users();
    List<String> names = new ArrayList<>();
    double[][] factors = new double[algorithms.size()][];
    int[][] ranks = new int[algorithms.size()][];
    for (int a = 0; a < algorithms.size(); a++) {
      FairshareResult result = algorithms.get(a).compute(tree, usage);
      names.add(result.algorithm());
      factors[a] = new double[users.length];
      for (int u = 0; u < users.length; u++) {
        factors[a][u] = result.factor(users[u]);
      }
      ranks[a] = ranks(result, users, factors[a]);
    }
    double[] norm = NormalizedShares.of(tree);
    List<UserImpact> rows = new ArrayList<>(users.length);
    for (int u = 0; u < users.length; u++) {
      int node = users[u];
      List<Double> f = new ArrayList<>();
      List<Integer> r = new ArrayList<>();
      for (int a = 0; a < algorithms.size(); a++) {
        f.add(factors[a][u]);
        r.add(ranks[a][u]);
      }
      double raw = tree.usesParentShares(node) ? Double.NaN : tree.shares(node);
      rows.add(new UserImpact(node, tree.path(node), raw, norm[node], usage.usage(node), f, r));
    }
    List<PairCorrelation> correlations = new ArrayList<>();
    for (int a = 0; a < names.size(); a++) {
      for (int b = a + 1; b < names.size(); b++) {
        correlations.add(new PairCorrelation(names.get(a), names.get(b),
            KendallTau.of(asDoubles(ranks[a]), asDoubles(ranks[b]))));
      }
    }
    List<Mover> movers = new ArrayList<>();
    for (int a = 1; a < names.size(); a++) {
      List<Mover> these = new ArrayList<>();
      for (int u = 0; u < users.length; u++) {
        if (ranks[a][u] != ranks[0][u]) {
          these.add(new Mover(names.get(a), tree.path(users[u]), ranks[0][u], ranks[a][u]));
        }
      }
      these.sort(Comparator.comparingInt((Mover m) -> -Math.abs(m.gain())).thenComparing(m -> -m.gain())
          .thenComparing(Mover::path));
      movers.addAll(these.subList(0, Math.min(top, these.size())));
    }
    return new ImpactReport(names, rows, correlations, movers, top);
  }

  private static int[] ranks(FairshareResult result, int[] users, double[] factors) {
    int[] ranks = new int[users.length];
    boolean own = result.has(Metric.RANK);
    for (int u = 0; u < users.length && own; u++) {
      own = result.rank(users[u]) > 0;
    }
    if (own) {
      for (int u = 0; u < users.length; u++) {
        ranks[u] = result.rank(users[u]);
      }
      return ranks;
    }
    double[] sorted = new double[users.length];
    for (int u = 0; u < users.length; u++) {
      sorted[u] = score(factors[u]);
    }
    Arrays.sort(sorted);
    for (int u = 0; u < users.length; u++) {
      ranks[u] = 1 + (users.length - upperBound(sorted, score(factors[u])));
    }
    return ranks;
  }

  private static double score(double factor) {
    return Double.isNaN(factor) ? Double.NEGATIVE_INFINITY : factor;
  }

  private static int upperBound(double[] sorted, double key) {
    int lo = 0;
    int hi = sorted.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (sorted[mid] <= key) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  private static double[] asDoubles(int[] values) {
    double[] out = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = values[i];
    }
    return out;
  }
}
