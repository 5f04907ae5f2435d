package dev.fairshare.testkit.reference;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The reference version of Slurm 2.5's ticket-based {@code priority/multifactor2}, as literally as
 * docs/algorithms/slurm.md §11 and the 2.5 code read: object nodes with their direct children (2.5 had no fair-share
 * parent), {@code _normalize_assoc_shares} walking up from each association, {@code _set_usage_efctv}
 * overwriting a {@code parent} association's S and U with its parent's, {@code _distribute_tickets}
 * recursing from the root, {@code _get_fairshare_priority} walking up through {@code parent} associations.
 *
 * <p>With {@link #version26()}, 2.6's (and 14.03's) {@code priority_p_calc_fs_factor}, which returns 0 only
 * for {@code shares_norm <= 0}, so that F is NaN where S is (docs/algorithms/slurm.md §11, "Versions"); the rest
 * is 2.5's. Slow by design; the fast {@code slurm.ticket} is checked against it on random trees.
 */
public final class ReferenceSlurmTicket {
  private static final double USE_PARENT = 2147483647.0;
  private static final double MIN_USAGE_FACTOR = 0.01;

  private final Map<RefNode, Double> sharesNorm = new HashMap<>();
  private final Map<RefNode, Double> usageNorm = new HashMap<>();
  private final Map<RefNode, Double> usageEfctv = new HashMap<>();
  private final Map<RefNode, Double> tickets = new HashMap<>();
  private final Map<RefNode, Boolean> active = new HashMap<>();
  private double maxTickets;
  private double rootUsage;
  private final boolean zeroOnlyAtOrBelowZero;

  /** The reference of 2.5's {@code priority/multifactor2}. */
  public ReferenceSlurmTicket() {
    this(false);
  }

  private ReferenceSlurmTicket(boolean zeroOnlyAtOrBelowZero) {
    this.zeroOnlyAtOrBelowZero = zeroOnlyAtOrBelowZero;
  }

  /** The reference of 2.6's and 14.03's {@code PriorityFlags=TICKET_BASED}: F is NaN where S is NaN. */
  public static ReferenceSlurmTicket version26() {
    return new ReferenceSlurmTicket(true);
  }

  /** Per-node values, indexed like the tree. */
  public record Values(double[] normShares, double[] normUsage, double[] effectiveUsage, double[] fsFactor,
      double[] tickets, double[] factor) {}

  /** Computes every node's values with the given nodes pending. */
  public Values compute(ShareTree tree, UsageSnapshot usage, BitSet pending) {
    RefNode root = RefNode.copyOf(tree, usage);
    rootUsage = root.usage;
    List<RefNode> all = root.preOrder();
    for (RefNode node : all) {
      active.put(node, false);
    }
    for (RefNode node : all) {
      sharesNorm.put(node, normalizeShares(node));
    }
    usageEfctv.put(root, 1.0);
    for (RefNode node : all) {
      if (node.parent != null) {
        setAssocUsage(node);
      }
    }
    active.put(root, true);
    for (RefNode node : all) {
      if (pending.get(node.index)) {
        for (RefNode a = node; a.parent != null; a = a.parent) {
          active.put(a, true);
        }
      }
    }
    tickets.put(root, 4294967295.0);
    distributeTickets(root, 4294967295.0);
    int n = tree.size();
    Values v = new Values(new double[n], new double[n], new double[n], new double[n], new double[n],
        new double[n]);
    for (RefNode node : all) {
      int i = node.index;
      v.normShares[i] = sharesNorm.get(node);
      v.normUsage[i] = node.parent == null ? Double.NaN : usageNorm.get(node);
      v.effectiveUsage[i] = usageEfctv.get(node);
      v.fsFactor[i] = node.parent == null ? Double.NaN
          : calcFsFactor(usageEfctv.get(node), sharesNorm.get(node));
      v.tickets[i] = active.get(node) ? tickets.get(node) : 0;
      v.factor[i] = node.user ? fairsharePriority(node) : Double.NaN;
    }
    return v;
  }

  private static double levelShares(RefNode node) {
    double count = 0;
    for (RefNode sibling : node.parent.children) {
      if (!sibling.useParent) {
        count += sibling.shares;
      }
    }
    return count;
  }

  /** {@code _normalize_assoc_shares} (2.5). */
  private double normalizeShares(RefNode assoc) {
    if (assoc.useParent && assoc.parent != null) {
      return sharesNorm.get(assoc.parent);
    }
    double norm = 1.0;
    for (RefNode a = assoc; a.parent != null; a = a.parent) {
      if (!a.useParent) {
        norm *= a.shares / levelShares(a);
      }
    }
    return norm;
  }

  /** {@code priority_p_set_assoc_usage} then {@code _set_usage_efctv}. */
  private void setAssocUsage(RefNode assoc) {
    double norm = rootUsage != 0 ? assoc.usage / rootUsage : 0;
    usageNorm.put(assoc, norm > 1.0 ? 1.0 : norm);
    if (assoc.parent.parent == null) {
      usageEfctv.put(assoc, usageNorm.get(assoc));
      return;
    }
    if (assoc.useParent) {
      sharesNorm.put(assoc, sharesNorm.get(assoc.parent));
      usageNorm.put(assoc, usageNorm.get(assoc.parent));
    }
    double level = levelShares(assoc);
    if (level != 0) {
      double raw = assoc.useParent ? USE_PARENT : assoc.shares;
      double min = MIN_USAGE_FACTOR * raw / level;
      usageEfctv.put(assoc, usageNorm.get(assoc) > min ? usageNorm.get(assoc) : min);
    } else {
      usageEfctv.put(assoc, usageNorm.get(assoc));
    }
  }

  /** {@code priority_p_calc_fs_factor}. */
  private double calcFsFactor(double efctv, double sharesNorm) {
    if (zeroOnlyAtOrBelowZero ? !(sharesNorm <= 0.0) : sharesNorm > 0.0) {
      if (efctv < MIN_USAGE_FACTOR * sharesNorm) {
        efctv = MIN_USAGE_FACTOR * sharesNorm;
      }
      return sharesNorm / efctv;
    }
    return 0.0;
  }

  /** {@code _distribute_tickets}. */
  private void distributeTickets(RefNode parent, double parentTickets) {
    double sfsum = 0;
    for (RefNode a : parent.children) {
      if (active.get(a)) {
        sfsum += sharesNorm.get(a) * calcFsFactor(usageEfctv.get(a), sharesNorm.get(a));
      }
    }
    for (RefNode a : parent.children) {
      if (!active.get(a)) {
        continue;
      }
      double fs = calcFsFactor(usageEfctv.get(a), sharesNorm.get(a));
      double t = parentTickets * sharesNorm.get(a) * fs / sfsum;
      tickets.put(a, toUint32(t));
      if (a.user && tickets.get(a) > maxTickets) {
        maxTickets = tickets.get(a);
      }
      distributeTickets(a, tickets.get(a));
    }
  }

  /**
   * C's {@code (uint32_t)} of a double on x86-64, as both releases' {@code _distribute_tickets} store tickets:
   * {@code cvttsd2si} to 64 bits, the low half kept; NaN and values beyond 2<sup>63</sup> are
   * 0x8000000000000000, whose low half is 0.
   */
  static double toUint32(double t) {
    long asLong = Double.isNaN(t) || Math.abs(t) >= 0x1p63 ? Long.MIN_VALUE : (long) t;
    return asLong & 0xffffffffL;
  }

  /** {@code _get_fairshare_priority}. */
  private double fairsharePriority(RefNode user) {
    RefNode fs = user;
    while (fs.useParent && fs.parent != null) {
      fs = fs.parent;
    }
    return active.get(fs) && maxTickets != 0 ? tickets.get(fs) / maxTickets : 0;
  }
}
