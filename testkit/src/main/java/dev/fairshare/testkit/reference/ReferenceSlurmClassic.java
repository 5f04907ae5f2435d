package dev.fairshare.testkit.reference;

import dev.fairshare.math.GlibcPow;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The reference version of Slurm's classic fair share, written as plainly as Slurm's own code reads
 * (docs/algorithms/slurm.md §1.1, §2.1, §2.2, §4): object nodes, recursion, a fair-share parent pointer and a
 * children list per association, shares normalized by walking up from each association.
 *
 * <p>Slow by design; the fast {@code slurm.classic} is checked against it on random trees.
 */
public final class ReferenceSlurmClassic {
  private final int dampening;
  private final Map<RefNode, RefNode> fsParent = new HashMap<>();
  private final Map<RefNode, List<RefNode>> fsChildren = new HashMap<>();
  private final Map<RefNode, Double> levelShares = new HashMap<>();
  private final Map<RefNode, Double> normShares = new HashMap<>();
  private final Map<RefNode, Double> efctv = new HashMap<>();
  private double rootUsage;

  /** Per-node values, indexed like the tree. */
  public record Values(double[] normShares, double[] normUsage, double[] effectiveUsage, double[] factor) {}

  public ReferenceSlurmClassic(int dampeningFactor) {
    this.dampening = dampeningFactor;
  }

  /** Computes every node's values. */
  public Values compute(ShareTree tree, UsageSnapshot usage) {
    RefNode root = RefNode.copyOf(tree, usage);
    rootUsage = root.usage;
    List<RefNode> all = root.preOrder();
    for (RefNode node : all) {
      fsChildren.put(node, new ArrayList<>());
    }
    for (RefNode node : all) {
      if (node.parent != null) {
        RefNode fp = findFsParent(node);
        fsParent.put(node, fp);
        fsChildren.get(fp).add(node);
      }
    }
    for (RefNode node : all) {
      if (node.parent != null) {
        levelShares.put(node, levelSharesOf(fsParent.get(node)));
      }
    }
    int n = tree.size();
    Values v = new Values(new double[n], new double[n], new double[n], new double[n]);
    for (RefNode node : all) {
      normShares.put(node, normalizedShares(node));
    }
    efctv.put(root, 1.0);
    setEffectiveUsage(root);
    for (RefNode node : all) {
      v.normShares[node.index] = normShares.get(node);
      v.normUsage[node.index] = node.parent == null ? Double.NaN : usageNorm(node);
      v.effectiveUsage[node.index] = efctv.get(node);
      v.factor[node.index] = node.parent == null ? Double.NaN : factor(node);
    }
    return v;
  }

  private RefNode findFsParent(RefNode node) {
    RefNode p = node.parent;
    while (p.parent != null && p.useParent) {
      p = p.parent;
    }
    return p;
  }

  private double levelSharesOf(RefNode parent) {
    double sum = 0;
    for (RefNode c : fsChildren.get(parent)) {
      sum += c.useParent ? levelSharesOf(c) : c.shares;
    }
    return sum;
  }

  private double normalizedShares(RefNode node) {
    if (node.parent == null) {
      return 1.0;
    }
    if (node.useParent) {
      return normalizedShares(fsParent.get(node));
    }
    double product = 1.0;
    for (RefNode x = node; x.parent != null; x = x.parent) {
      if (x.useParent) {
        continue;
      }
      double level = levelShares.get(x);
      if (level == 0) {
        product = 0;
      } else if (product != 0) {
        product *= x.shares / level;
      }
    }
    return product;
  }

  private double usageNorm(RefNode node) {
    return rootUsage == 0 ? 0 : Math.min(1, node.usage / rootUsage);
  }

  private void setEffectiveUsage(RefNode parent) {
    for (RefNode child : parent.children) {
      RefNode fp = fsParent.get(child);
      double ua = usageNorm(child);
      double e;
      if (fp.parent == null) {
        e = ua;
      } else if (child.useParent) {
        e = efctv.get(fp);
      } else {
        double s = levelShares.get(child);
        e = s == 0 ? efctv.get(fp) : ua + (efctv.get(fp) - ua) * (child.shares / s);
      }
      efctv.put(child, e);
      setEffectiveUsage(child);
    }
  }

  private double factor(RefNode node) {
    RefNode f = node.useParent ? fsParent.get(node) : node;
    double s = normShares.get(f);
    if (s <= 0) {
      return 0;
    }
    return GlibcPow.pow(2.0, -((efctv.get(f) / s) / dampening));
  }
}
