package dev.fairshare.testkit.reference;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The reference version of Slurm's Fair Tree, written as literally as docs/algorithms/slurm.md §2.3 and §6 state it
 * (and {@code fair_tree.c} reads): object nodes, a fair-share parent and children list per association,
 * recursion down the sorted lists, {@code _count_tied_accounts} and {@code _merge_accounts} as the code has
 * them, LevelFS in exact-then-rounded x87 arithmetic ({@link ExactX87}) and Java's stable list sort.
 *
 * <p>Slow by design; the fast {@code slurm.fair-tree} is checked against it on random trees.
 */
public final class ReferenceSlurmFairTree {
  private static final double NO_VAL = 4294967294.0;

  private SlurmAssociations assocs;
  private final Map<RefNode, ExactX87> levelFs = new HashMap<>();
  private final Map<RefNode, Double> sharesNorm = new HashMap<>();
  private final Map<RefNode, Double> efctv = new HashMap<>();
  private final Map<RefNode, Double> fsFactor = new HashMap<>();
  private final Map<RefNode, Long> userRank = new HashMap<>();
  private int userCount;
  private long rank;
  private long rnt;

  /**
   * Per-node values, indexed like the tree; {@code slurmRank} is Slurm's rank (N is the best), 0 for
   * accounts.
   */
  public record Values(double[] normShares, double[] effectiveUsage, double[] levelFs, double[] factor,
      long[] slurmRank) {}

  /** Computes every node's values. */
  public Values compute(ShareTree tree, UsageSnapshot usage) {
    assocs = new SlurmAssociations(tree, usage);
    RefNode root = assocs.root();
    List<RefNode> all = assocs.all();
    for (RefNode node : all) {
      if (node.user) {
        userCount++;
      }
    }
    for (RefNode node : all) {
      sharesNorm.put(node, normalizedShares(node));
    }
    efctv.put(root, 1.0);
    rank = userCount;
    rnt = userCount;
    levelFs.put(root, ExactX87.of(NO_VAL));
    calcTreeFs(new ArrayList<>(assocs.fsChildren(root)), false);
    int n = tree.size();
    Values v = new Values(new double[n], new double[n], new double[n], new double[n], new long[n]);
    for (RefNode node : all) {
      v.normShares[node.index] = sharesNorm.get(node);
      v.effectiveUsage[node.index] = efctv.get(node);
      v.levelFs[node.index] = node.parent == null || node.useParent ? Double.NaN
          : levelFs.get(node).toDouble();
      Double f = fsFactor.get(node);
      v.factor[node.index] = f == null ? Double.NaN : f;
      v.slurmRank[node.index] = userRank.getOrDefault(node, 0L);
    }
    return v;
  }

  private static boolean isRoot(RefNode node) {
    return node.parent == null;
  }

  /** §2.3: the level fraction of the association, or of its fair-share parent if it is {@code parent}. */
  private double normalizedShares(RefNode node) {
    RefNode f = node.useParent && assocs.fsParent(node) != null ? assocs.fsParent(node) : node;
    double level = isRoot(f) ? NO_VAL : assocs.levelShares(f);
    return level != 0 ? f.shares / level : 0.0;
  }

  /** §6.1. */
  private void calcAssocFs(RefNode node) {
    RefNode p = assocs.fsParent(node);
    ExactX87 u;
    if (p == null || p.usage == 0) {
      u = ExactX87.ZERO;
      efctv.put(node, 0.0);
    } else {
      u = ExactX87.divide(ExactX87.of(node.usage), ExactX87.of(p.usage));
      efctv.put(node, node.usage / p.usage);
    }
    double s = sharesNorm.get(node);
    if (node.useParent) {
      levelFs.put(node, node.user ? ExactX87.INFINITY : ExactX87.of(NO_VAL));
    } else if (s == 0) {
      levelFs.put(node, ExactX87.ZERO);
    } else {
      levelFs.put(node, ExactX87.divide(ExactX87.of(s), u));
    }
  }

  /** §6.2: {@code _calc_tree_fs}. */
  private void calcTreeFs(List<RefNode> siblings, boolean accountTied) {
    for (RefNode a : siblings) {
      calcAssocFs(a);
    }
    siblings.sort(Comparator.comparing((RefNode a) -> levelFs.get(a)).reversed()
        .thenComparing(a -> a.user ? 0 : 1));
    ExactX87 prev = ExactX87.of(NO_VAL);
    for (int i = 0; i < siblings.size(); i++) {
      RefNode a = siblings.get(i);
      boolean tied = i == 0 && accountTied ? true : prev.compareTo(levelFs.get(a)) == 0;
      if (a.user) {
        if (!tied) {
          rank = rnt;
        }
        fsFactor.put(a, rank / (double) userCount);
        userRank.put(a, rank);
        rnt--;
      } else {
        int merge = countTiedAccounts(siblings, i);
        calcTreeFs(mergeAccounts(siblings, i, i + merge), tied);
        i += merge;
      }
      prev = levelFs.get(a);
    }
  }

  /** {@code _count_tied_accounts} as written: it stops at the first following element that is an account. */
  private int countTiedAccounts(List<RefNode> siblings, int begin) {
    RefNode a = siblings.get(begin);
    int tied = 0;
    for (int i = begin + 1; i < siblings.size(); i++) {
      RefNode next = siblings.get(i);
      if (!next.user) {
        break;
      }
      if (levelFs.get(a).compareTo(levelFs.get(next)) != 0) {
        break;
      }
      tied++;
    }
    return tied;
  }

  /** {@code _merge_accounts}: the children lists of {@code siblings[begin..end]}, concatenated. */
  private List<RefNode> mergeAccounts(List<RefNode> siblings, int begin, int end) {
    List<RefNode> merged = new ArrayList<>();
    for (int i = begin; i <= end; i++) {
      merged.addAll(assocs.fsChildren(siblings.get(i)));
    }
    return merged;
  }
}
