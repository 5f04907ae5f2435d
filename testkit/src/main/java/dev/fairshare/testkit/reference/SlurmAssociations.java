package dev.fairshare.testkit.reference;

import dev.fairshare.math.GlibcPow;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Slurm's association tree as its reference versions read it (docs/algorithms/slurm.md §1.1, §2.1): object
 * nodes, each with its fair-share parent and its place in that parent's children list, and the level shares
 * of each list; with the values classic and depth-oblivious take alike, {@code shares_norm} walked up from
 * each association (§2.2), {@code usage_norm} (§4.1) and the factor (§4.3).
 */
final class SlurmAssociations {
  private final RefNode root;
  private final List<RefNode> all;
  private final Map<RefNode, RefNode> fsParent = new HashMap<>();
  private final Map<RefNode, List<RefNode>> fsChildren = new HashMap<>();
  private final Map<RefNode, Double> levelShares = new HashMap<>();

  /** The associations of a tree with its (aggregated) usage. */
  SlurmAssociations(ShareTree tree, UsageSnapshot usage) {
    root = RefNode.copyOf(tree, usage);
    all = root.preOrder();
    for (RefNode node : all) {
      fsChildren.put(node, new ArrayList<>());
    }
    for (RefNode node : all) {
      if (node.parent != null) {
        RefNode p = node.parent;
        while (p.parent != null && p.useParent) {
          p = p.parent;
        }
        fsParent.put(node, p);
        fsChildren.get(p).add(node);
      }
    }
    for (RefNode node : all) {
      if (node.parent != null) {
        levelShares.put(node, sharesOfList(fsParent.get(node)));
      }
    }
  }

  /** The root association. */
  RefNode root() {
    return root;
  }

  /** Every association in pre-order, the root first. */
  List<RefNode> all() {
    return all;
  }

  /** The fair-share parent: the nearest ancestor that is not {@code parent}, or the root (§1.1). */
  RefNode fsParent(RefNode node) {
    return fsParent.get(node);
  }

  /** The children list of an association: those whose fair-share parent it is, in sibling order. */
  List<RefNode> fsChildren(RefNode node) {
    return fsChildren.get(node);
  }

  /** The level shares of the list the association is in (§2.1). */
  double levelShares(RefNode node) {
    return levelShares.get(node);
  }

  /** §2.1: the shares of a children list; {@code parent} members add their own (empty) lists. */
  private double sharesOfList(RefNode owner) {
    double sum = 0;
    for (RefNode c : fsChildren.get(owner)) {
      sum += c.useParent ? sharesOfList(c) : c.shares;
    }
    return sum;
  }

  /**
   * §2.2: the product of the level fractions up the direct-parent chain; a {@code parent} row's is its
   * fair-share parent's.
   */
  double normalizedShares(RefNode node) {
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

  /** §4.1: {@code min(1, usage / root's usage)}, 0 when the root has none. */
  double usageNorm(RefNode node) {
    return root.usage == 0 ? 0 : Math.min(1, node.usage / root.usage);
  }

  /** §4.3: {@code 2^(-(E/S)/d)} of the association, or of its fair-share parent if it is {@code parent}. */
  double factor(RefNode node, Map<RefNode, Double> efctv, int dampening) {
    RefNode f = node.useParent ? fsParent.get(node) : node;
    double s = normalizedShares(f);
    if (s <= 0) {
      return 0;
    }
    return GlibcPow.pow(2.0, -((efctv.get(f) / s) / dampening));
  }
}
