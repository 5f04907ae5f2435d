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
import java.util.function.IntFunction;

/**
 * Computes an {@link ImpactReport}: runs every algorithm on the same tree and usage, takes each user's
 * factor and rank, and compares the rankings.
 *
 * <p>A rank is the algorithm's own {@link Metric#RANK} where it fills one (Fair Tree's rank is not a sort of
 * its factors when factors tie); otherwise users are ranked by factor, highest first, ties sharing the lowest
 * position, and a user without a factor after every user with one.
 *
 * <p>A leaf account its members share (LSF's collective account, {@code members}) is a row beside the users, as
 * its scheduler dispatches from it as from a user's account: an algorithm that ranks it ({@code lsf.fairshare},
 * whose descent reaches it as a leaf) gives its factor and rank; one that does not (its scheduler dispatches
 * users only) gives it neither (rank 0), and it counts in no correlation or move of that algorithm.
 */
public final class ImpactAnalysis {
  /** The number of movers kept per algorithm when none is given. */
  public static final int DEFAULT_TOP = 10;

  private ImpactAnalysis() {}

  /** The report for a tree and its usage under the algorithms, the first being the baseline; users only. */
  public static ImpactReport compare(ShareTree tree, UsageSnapshot usage, List<FairshareAlgorithm> algorithms,
      int top) {
    return compare(tree, usage, algorithms, top, node -> List.of());
  }

  /**
   * The report for a tree and its usage under the algorithms, the first being the baseline, with a row for each
   * leaf account that {@code members} says its members share (non-empty) beside the users, in tree order.
   */
  public static ImpactReport compare(ShareTree tree, UsageSnapshot usage, List<FairshareAlgorithm> algorithms,
      int top, IntFunction<List<String>> members) {
    if (algorithms.isEmpty()) {
      throw new IllegalArgumentException("no algorithm to compare");
    }
    List<List<String>> sharedBy = new ArrayList<>();
    int[] users = leaves(tree, members, sharedBy);
    boolean[] shared = new boolean[users.length];
    for (int u = 0; u < users.length; u++) {
      shared[u] = !sharedBy.get(u).isEmpty();
    }
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
      ranks[a] = ranks(result, users, shared, factors[a]);
      for (int u = 0; u < users.length; u++) {
        if (shared[u] && ranks[a][u] == 0) {
          factors[a][u] = Double.NaN;
        }
      }
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
      rows.add(new UserImpact(node, tree.path(node), raw, norm[node], usage.usage(node), f, r, sharedBy.get(u)));
    }
    List<PairCorrelation> correlations = new ArrayList<>();
    for (int a = 0; a < names.size(); a++) {
      for (int b = a + 1; b < names.size(); b++) {
        correlations.add(new PairCorrelation(names.get(a), names.get(b), tau(ranks[a], ranks[b])));
      }
    }
    List<Mover> movers = new ArrayList<>();
    for (int a = 1; a < names.size(); a++) {
      List<Mover> these = new ArrayList<>();
      for (int u = 0; u < users.length; u++) {
        if (ranks[a][u] != ranks[0][u] && ranks[a][u] > 0 && ranks[0][u] > 0) {
          these.add(new Mover(names.get(a), tree.path(users[u]), ranks[0][u], ranks[a][u]));
        }
      }
      these.sort(Comparator.comparingInt((Mover m) -> -Math.abs(m.gain())).thenComparing(m -> -m.gain())
          .thenComparing(Mover::path));
      movers.addAll(these.subList(0, Math.min(top, these.size())));
    }
    return new ImpactReport(names, rows, correlations, movers, top);
  }

  /** The users and the shared leaf accounts, in tree order; {@code sharedBy} gets each one's members. */
  private static int[] leaves(ShareTree tree, IntFunction<List<String>> members, List<List<String>> sharedBy) {
    int[] leaves = new int[tree.size()];
    int n = 0;
    for (int i = 1; i < tree.size(); i++) {
      List<String> by = tree.isUser(i) || tree.hasChildren(i) ? List.of() : members.apply(i);
      if (tree.isUser(i) || !by.isEmpty()) {
        leaves[n++] = i;
        sharedBy.add(by);
      }
    }
    return Arrays.copyOf(leaves, n);
  }

  /**
   * Each row's rank: the algorithm's own where it ranks every user (a shared account's where it ranks it, else
   * 0); otherwise the users' by factor, and no shared account's.
   */
  private static int[] ranks(FairshareResult result, int[] users, boolean[] shared, double[] factors) {
    int[] ranks = new int[users.length];
    boolean own = result.has(Metric.RANK);
    for (int u = 0; u < users.length && own; u++) {
      own = shared[u] || result.rank(users[u]) > 0;
    }
    if (own) {
      for (int u = 0; u < users.length; u++) {
        ranks[u] = Math.max(0, result.rank(users[u]));
      }
      return ranks;
    }
    int count = 0;
    double[] sorted = new double[users.length];
    for (int u = 0; u < users.length; u++) {
      if (!shared[u]) {
        sorted[count++] = score(factors[u]);
      }
    }
    sorted = Arrays.copyOf(sorted, count);
    Arrays.sort(sorted);
    for (int u = 0; u < users.length; u++) {
      ranks[u] = shared[u] ? 0 : 1 + (count - upperBound(sorted, score(factors[u])));
    }
    return ranks;
  }

  /** Kendall's tau-b between two rankings over the rows both rank. */
  private static KendallTau tau(int[] first, int[] second) {
    int n = 0;
    double[] a = new double[first.length];
    double[] b = new double[first.length];
    for (int u = 0; u < first.length; u++) {
      if (first[u] > 0 && second[u] > 0) {
        a[n] = first[u];
        b[n++] = second[u];
      }
    }
    return KendallTau.of(Arrays.copyOf(a, n), Arrays.copyOf(b, n));
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

}
