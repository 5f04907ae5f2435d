package dev.fairshare.testkit.reference;

import dev.fairshare.math.GlibcPow;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The reference version of Slurm's depth-oblivious fair share, as literally as docs/algorithms/slurm.md §2.2, §4
 * and §5 state it ({@code _set_assoc_usage_efctv}, {@code _depth_oblivious_set_usage_efctv}): object
 * nodes, a fair-share parent and children list per association, shares normalized by walking up from each
 * association ({@link SlurmAssociations}), effective usage set recursively top-down, every value fresh.
 *
 * <p>Slow by design; the fast {@code slurm.depth-oblivious} is checked against it on random trees.
 */
public final class ReferenceSlurmDepthOblivious {
  private final int dampening;
  private final Map<RefNode, Double> normShares = new HashMap<>();
  private final Map<RefNode, Double> efctv = new HashMap<>();
  /** Each association's cached {@code usage_norm}, as the sibling sums read it. */
  private final Map<RefNode, Double> cachedUsageNorm = new HashMap<>();
  private final boolean afterRestart;
  private SlurmAssociations assocs;

  /** Per-node values, indexed like the tree. */
  public record Values(double[] normShares, double[] normUsage, double[] effectiveUsage, double[] factor) {}

  public ReferenceSlurmDepthOblivious(int dampeningFactor) {
    this(dampeningFactor, false);
  }

  /**
   * With {@code afterRestart}, the controller's caches start as after a slurmctld restart (every
   * {@code usage_norm} NO_VAL); the decay thread runs two cycles (the start-up pass and one periodic one),
   * then sshare computes the users in list order. Otherwise every cached value is current.
   */
  public ReferenceSlurmDepthOblivious(int dampeningFactor, boolean afterRestart) {
    this.dampening = dampeningFactor;
    this.afterRestart = afterRestart;
  }

  /** Computes every node's values. */
  public Values compute(ShareTree tree, UsageSnapshot usage) {
    assocs = new SlurmAssociations(tree, usage);
    RefNode root = assocs.root();
    List<RefNode> all = assocs.all();
    for (RefNode node : all) {
      normShares.put(node, assocs.normalizedShares(node));
    }
    efctv.put(root, 1.0);
    if (afterRestart) {
      for (RefNode node : all) {
        cachedUsageNorm.put(node, 4294967294.0);
      }
      decayThreadPass(root);
      decayThreadPass(root);
      for (RefNode node : all) {
        if (node.user) {
          setAssocUsage(node);
        }
      }
    } else {
      for (RefNode node : all) {
        cachedUsageNorm.put(node, assocs.usageNorm(node));
      }
      setChildrenUsageEfctv(root);
    }
    int n = tree.size();
    Values v = new Values(new double[n], new double[n], new double[n], new double[n]);
    for (RefNode node : all) {
      v.normShares[node.index] = normShares.get(node);
      v.normUsage[node.index] = node.parent == null ? Double.NaN : assocs.usageNorm(node);
      v.effectiveUsage[node.index] = efctv.get(node);
      v.factor[node.index] = node.parent == null ? Double.NaN : assocs.factor(node, efctv, dampening);
    }
    return v;
  }

  /**
   * {@code _set_children_usage_efctv} as the decay thread runs it: down the fair-share children lists,
   * users only marked (their cache untouched), accounts computed.
   */
  private void decayThreadPass(RefNode parent) {
    for (RefNode child : assocs.fsChildren(parent)) {
      if (child.user) {
        continue;
      }
      setAssocUsage(child);
      decayThreadPass(child);
    }
  }

  /** {@code priority_p_set_assoc_usage}: {@code set_assoc_usage_norm}, then the effective usage. */
  private void setAssocUsage(RefNode node) {
    cachedUsageNorm.put(node, assocs.usageNorm(node));
    efctv.put(node, effectiveUsage(node));
  }

  /** Every association, top-down in direct-child order, with every cache current. */
  private void setChildrenUsageEfctv(RefNode parent) {
    for (RefNode child : parent.children) {
      efctv.put(child, effectiveUsage(child));
      setChildrenUsageEfctv(child);
    }
  }

  /** §4.2 branches 1 and 2, then §5. */
  private double effectiveUsage(RefNode node) {
    RefNode p = assocs.fsParent(node);
    if (p.parent == null) {
      return assocs.usageNorm(node);
    }
    if (node.useParent) {
      return efctv.get(p);
    }
    double s = normShares.get(node);
    double ps = normShares.get(p);
    double pe = efctv.get(p);
    double u = assocs.usageNorm(node);
    if (s == 0 || ps == 0 || pe == 0 || u == 0) {
      return u;
    }
    double ratioP = pe / ps;
    double ratioS = 0;
    for (RefNode sibling : assocs.fsChildren(p)) {
      if (!sibling.useParent) {
        ratioS += cachedUsageNorm.get(sibling);
      }
    }
    ratioS /= ps;
    double ratioL = (u / s) / ratioS;
    double k = ratioP == 0 || ratioL == 0 || Math.log(ratioP) * Math.log(ratioL) >= 0 ? 1
        : 1 / (1 + Math.pow(5.0 * Math.log(ratioP), 2));
    return ratioP * GlibcPow.pow(ratioL, k) * s;
  }
}
