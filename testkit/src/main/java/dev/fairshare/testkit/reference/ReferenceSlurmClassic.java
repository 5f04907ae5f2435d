package dev.fairshare.testkit.reference;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.HashMap;
import java.util.Map;

/**
 * The reference version of Slurm's classic fair share, written as plainly as Slurm's own code reads
 * (docs/algorithms/slurm.md §1.1, §2.1, §2.2, §4): object nodes, recursion, a fair-share parent pointer and a
 * children list per association, shares normalized by walking up from each association
 * ({@link SlurmAssociations}).
 *
 * <p>Slow by design; the fast {@code slurm.classic} is checked against it on random trees.
 */
public final class ReferenceSlurmClassic {
  private final int dampening;
  private final Map<RefNode, Double> efctv = new HashMap<>();
  private SlurmAssociations assocs;

  /** Per-node values, indexed like the tree. */
  public record Values(double[] normShares, double[] normUsage, double[] effectiveUsage, double[] factor) {}

  public ReferenceSlurmClassic(int dampeningFactor) {
    this.dampening = dampeningFactor;
  }

  /** Computes every node's values. */
  public Values compute(ShareTree tree, UsageSnapshot usage) {
    assocs = new SlurmAssociations(tree, usage);
    RefNode root = assocs.root();
    efctv.put(root, 1.0);
    setEffectiveUsage(root);
    int n = tree.size();
    Values v = new Values(new double[n], new double[n], new double[n], new double[n]);
    for (RefNode node : assocs.all()) {
      v.normShares[node.index] = assocs.normalizedShares(node);
      v.normUsage[node.index] = node.parent == null ? Double.NaN : assocs.usageNorm(node);
      v.effectiveUsage[node.index] = efctv.get(node);
      v.factor[node.index] = node.parent == null ? Double.NaN : assocs.factor(node, efctv, dampening);
    }
    return v;
  }

  /** §4.2 top-down in direct-child order: branches 1, 2 and 4. */
  private void setEffectiveUsage(RefNode parent) {
    for (RefNode child : parent.children) {
      RefNode fp = assocs.fsParent(child);
      double ua = assocs.usageNorm(child);
      double e;
      if (fp.parent == null) {
        e = ua;
      } else if (child.useParent) {
        e = efctv.get(fp);
      } else {
        double s = assocs.levelShares(child);
        e = s == 0 ? efctv.get(fp) : ua + (efctv.get(fp) - ua) * (child.shares / s);
      }
      efctv.put(child, e);
      setEffectiveUsage(child);
    }
  }
}
