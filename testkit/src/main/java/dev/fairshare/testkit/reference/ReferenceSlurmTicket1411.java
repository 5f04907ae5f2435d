package dev.fairshare.testkit.reference;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The reference version of Slurm 14.11's ticket-based fair share ({@code PriorityFlags=TICKET_BASED}), as
 * literally as docs/algorithms/slurm.md §11 ("14.11") and the 14.11 code read ({@code src/common/assoc_mgr.c}
 * and {@code src/plugins/priority/multifactor/priority_multifactor.c} at {@code slurm-14-11-11-1}): object
 * nodes with a direct parent and a fair-share parent ({@code _find_assoc_parent}), each listed in its
 * fair-share parent's children list ({@code _set_assoc_parent_and_user}); {@code _get_children_level_shares},
 * {@code _normalize_assoc_shares_traditional} walking up the direct parents, {@code _set_children_usage_efctv}
 * and {@code _ticket_based_set_usage_efctv}, {@code priority_p_calc_fs_factor}, {@code _mark_assoc_active}
 * up the direct parents, {@code _distribute_tickets} recursing down the lists, {@code _get_fairshare_priority}.
 *
 * <p>In {@code double} where the C code has {@code long double}; slow by design; the fast
 * {@code slurm.ticket} with version 14.11 is checked against it on random trees.
 */
public final class ReferenceSlurmTicket1411 {
  private static final double USE_PARENT = 2147483647.0;
  private static final double MIN_USAGE_FACTOR = 0.01;

  private final Map<RefNode, RefNode> fsParent = new HashMap<>();
  private final Map<RefNode, List<RefNode>> children = new HashMap<>();
  private final Map<RefNode, Double> levelShares = new HashMap<>();
  private final Map<RefNode, Double> sharesNorm = new HashMap<>();
  private final Map<RefNode, Double> usageNorm = new HashMap<>();
  private final Map<RefNode, Double> usageEfctv = new HashMap<>();
  private final Map<RefNode, Double> tickets = new HashMap<>();
  private final Map<RefNode, Boolean> active = new HashMap<>();
  private RefNode root;
  private double maxTickets;

  /** Computes every node's values with the given nodes pending. */
  public ReferenceSlurmTicket.Values compute(ShareTree tree, UsageSnapshot usage, BitSet pending) {
    root = RefNode.copyOf(tree, usage);
    List<RefNode> all = root.preOrder();
    for (RefNode node : all) {
      children.put(node, new ArrayList<>());
      active.put(node, false);
    }
    // _set_assoc_parent_and_user, in list (pre-)order: appended to the fair-share parent's list.
    for (RefNode node : all) {
      if (node.parent != null) {
        RefNode fs = findFsParent(node);
        fsParent.put(node, fs);
        children.get(fs).add(node);
      }
    }
    // _post_association_list: every non-empty list's level shares, then every association's S.
    for (RefNode node : all) {
      if (!children.get(node).isEmpty()) {
        double level = childrenLevelShares(node);
        for (RefNode child : children.get(node)) {
          levelShares.put(child, level);
        }
      }
    }
    for (RefNode node : all) {
      normalizeShares(node);
    }
    // The decay thread: every association's usage (Slurm computes users lazily, with the same values).
    usageEfctv.put(root, 1.0);
    for (RefNode node : all) {
      if (node.parent != null) {
        setAssocUsage(node);
      }
    }
    for (RefNode node : all) {
      if (pending.get(node.index)) {
        for (RefNode a = node; a.parent != null; a = a.parent) {
          active.put(a, true);
        }
      }
    }
    active.put(root, true);
    tickets.put(root, 4294967295.0);
    distributeTickets(root, 4294967295.0);
    int n = tree.size();
    ReferenceSlurmTicket.Values v = new ReferenceSlurmTicket.Values(new double[n], new double[n], new double[n],
        new double[n], new double[n], new double[n]);
    for (RefNode node : all) {
      int i = node.index;
      v.normShares()[i] = sharesNorm.get(node);
      v.normUsage()[i] = node.parent == null ? Double.NaN : usageNorm.get(node);
      v.effectiveUsage()[i] = usageEfctv.get(node);
      v.fsFactor()[i] = node.parent == null ? Double.NaN
          : calcFsFactor(usageEfctv.get(node), sharesNorm.get(node));
      v.tickets()[i] = active.get(node) ? tickets.get(node) : 0;
      v.factor()[i] = node.user ? fairsharePriority(node) : Double.NaN;
    }
    return v;
  }

  /** {@code _find_assoc_parent(assoc, false)}: the first ancestor that is not {@code parent}, or the root. */
  private static RefNode findFsParent(RefNode assoc) {
    RefNode parent = assoc.parent;
    while (parent.parent != null && parent.useParent) {
      parent = parent.parent;
    }
    return parent;
  }

  /** {@code _get_children_level_shares}: the list's shares, a {@code parent} member adding its own list's. */
  private double childrenLevelShares(RefNode assoc) {
    double sum = 0;
    for (RefNode child : children.get(assoc)) {
      sum += child.useParent ? childrenLevelShares(child) : child.shares;
    }
    return sum;
  }

  /** {@code _normalize_assoc_shares_traditional}. */
  private void normalizeShares(RefNode assoc) {
    if (assoc.useParent && fsParent.containsKey(assoc)) {
      sharesNorm.put(assoc, sharesNorm.get(fsParent.get(assoc)));
      return;
    }
    double norm = 1.0;
    for (RefNode a = assoc; a.parent != null; a = a.parent) {
      if (!a.useParent) {
        double level = levelShares.get(a);
        norm = level == 0 ? 0 : norm * (a.shares / level);
      }
    }
    sharesNorm.put(assoc, norm);
  }

  /** {@code priority_p_set_assoc_usage}: {@code set_assoc_usage_norm}, then {@code _set_assoc_usage_efctv}. */
  private void setAssocUsage(RefNode assoc) {
    double norm = root.usage != 0 ? assoc.usage / root.usage : 0;
    usageNorm.put(assoc, norm > 1.0 ? 1.0 : norm);
    if (fsParent.get(assoc) == root) {
      usageEfctv.put(assoc, usageNorm.get(assoc));
      return;
    }
    // _ticket_based_set_usage_efctv
    RefNode fs = assoc;
    if (assoc.useParent) {
      fs = fsParent.get(assoc);
      sharesNorm.put(assoc, sharesNorm.get(fs));
      usageNorm.put(assoc, usageNorm.get(fs));
    }
    double level = levelShares.get(fs);
    if (level != 0) {
      double raw = fs.useParent ? USE_PARENT : fs.shares;
      double min = MIN_USAGE_FACTOR * raw / level;
      usageEfctv.put(assoc, usageNorm.get(fs) > min ? usageNorm.get(fs) : min);
    } else {
      usageEfctv.put(assoc, usageNorm.get(fs));
    }
  }

  /** {@code priority_p_calc_fs_factor} (14.11): 0 for S ≤ 0. */
  private static double calcFsFactor(double efctv, double sharesNorm) {
    if (sharesNorm <= 0) {
      return 0.0;
    }
    if (efctv < MIN_USAGE_FACTOR * sharesNorm) {
      efctv = MIN_USAGE_FACTOR * sharesNorm;
    }
    return sharesNorm / efctv;
  }

  /** {@code _distribute_tickets} over a fair-share children list. */
  private void distributeTickets(RefNode parent, double parentTickets) {
    double sfsum = 0;
    for (RefNode a : children.get(parent)) {
      if (active.get(a)) {
        sfsum += sharesNorm.get(a) * calcFsFactor(usageEfctv.get(a), sharesNorm.get(a));
      }
    }
    for (RefNode a : children.get(parent)) {
      if (!active.get(a)) {
        continue;
      }
      double fs = calcFsFactor(usageEfctv.get(a), sharesNorm.get(a));
      double t = parentTickets * sharesNorm.get(a) * fs / sfsum;
      tickets.put(a, ReferenceSlurmTicket.toUint32(t));
      if (a.user && tickets.get(a) > maxTickets) {
        maxTickets = tickets.get(a);
      }
      distributeTickets(a, tickets.get(a));
    }
  }

  /** {@code _get_fairshare_priority}: a {@code parent} association's job takes its fair-share parent's. */
  private double fairsharePriority(RefNode user) {
    RefNode fs = user.useParent ? fsParent.get(user) : user;
    return active.get(fs) && maxTickets != 0 ? tickets.get(fs) / maxTickets : 0;
  }
}
