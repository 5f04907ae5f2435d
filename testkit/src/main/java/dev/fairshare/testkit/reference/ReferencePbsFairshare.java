package dev.fairshare.testkit.reference;

import dev.fairshare.math.GlibcPow;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.List;

/**
 * The reference version of OpenPBS's fair share, written the way {@code fairshare.cpp} reads
 * (docs/algorithms/pbs.md §1–§7): {@code group_info} nodes with parent, sibling and child links, children prepended so
 * that lists run newest first, the usage written by {@code rec_write_usage} and read back as
 * {@code read_usage_v2} does (the "+1"), and recursive {@code calc_fair_share_perc},
 * {@code calc_usage_factor} and {@code compare_path}, in Java {@code float} where PBS uses C {@code float}.
 *
 * <p>Slow by design; {@code pbs.fairshare} is checked against it bit for bit on random trees. Rank is
 * 1 + the number of users that {@code compare_path} finds strictly more deserving, over every pair.
 */
public final class ReferencePbsFairshare {
  private static final String NODE_USAGE = "pbs.node-usage";

  /** Per-node values, indexed like the tree. */
  public record Values(float[] groupPercentage, float[] treePercentage, float[] usageFactor, double[] usage,
      double[] factor, double[] rank) {}

  private static final class GroupInfo {
    final int index;
    final String name;
    final int shares;
    float groupPercentage;
    float treePercentage;
    float usageFactor;
    double usage = 1;
    GroupInfo parent;
    GroupInfo sibling;
    GroupInfo child;
    final List<GroupInfo> gpath = new ArrayList<>();

    GroupInfo(int index, String name, int shares) {
      this.index = index;
      this.name = name;
      this.shares = shares;
    }
  }

  private record Record(GroupInfo node, double usage) {}

  private final int unknownShares;

  /** The reference with sched_config {@code unknown_shares} for trees without an unknown group. */
  public ReferencePbsFairshare(int unknownShares) {
    this.unknownShares = unknownShares;
  }

  /** Computes every node's values. */
  public Values compute(ShareTree tree, UsageSnapshot snapshot) {
    int n = tree.size();
    GroupInfo[] nodes = new GroupInfo[n];
    nodes[0] = new GroupInfo(0, "TREEROOT", -1);
    nodes[0].treePercentage = 1.0f;
    boolean hasUnknown = false;
    for (int i = 1; i < n; i++) {
      hasUnknown |= tree.parent(i) == 0 && "unknown".equals(tree.attribute(i, "pbs.builtin"));
    }
    if (!hasUnknown) {
      addChild(new GroupInfo(-1, "unknown", unknownShares), nodes[0]);
    }
    for (int i = 1; i < n; i++) {
      int shares = tree.usesParentShares(i) ? 0 : (int) tree.shares(i);
      nodes[i] = new GroupInfo(i, tree.name(i), shares);
      addChild(nodes[i], nodes[tree.parent(i)]);
    }
    for (GroupInfo node : nodes) {
      node.gpath.addAll(pathOf(node));
    }
    if (snapshot.hasComponent(NODE_USAGE)) {
      for (GroupInfo node : nodes) {
        node.usage = snapshot.component(NODE_USAGE, node.index);
      }
    } else {
      List<Record> records = new ArrayList<>();
      recWriteUsage(nodes[0], snapshot, records);
      readUsage(records);
    }
    calcFairSharePerc(nodes[0].child, countShares(nodes[0].child));
    calcUsageFactor(nodes[0]);
    Values v = new Values(new float[n], new float[n], new float[n], new double[n], new double[n],
        new double[n]);
    for (GroupInfo g : nodes) {
      v.groupPercentage[g.index] = g.groupPercentage;
      v.treePercentage[g.index] = g.treePercentage;
      v.usageFactor[g.index] = g.usageFactor;
      v.usage[g.index] = g.usage;
      v.factor[g.index] = g.index == 0 ? Double.NaN
          : g.treePercentage == 0 ? 0 : GlibcPow.pow(2, -(g.usageFactor / g.treePercentage));
      v.rank[g.index] = Double.NaN;
    }
    for (int i = 0; i < n; i++) {
      if (!tree.isUser(i)) {
        continue;
      }
      int better = 0;
      for (int j = 0; j < n; j++) {
        if (tree.isUser(j) && comparePath(nodes[j].gpath, nodes[i].gpath) < 0) {
          better++;
        }
      }
      v.rank[i] = 1 + better;
    }
    return v;
  }

  /** {@code compare_path}: −1 if the first path is more deserving, 1 if the second, 0 if equal. */
  private static int comparePath(List<GroupInfo> gp1, List<GroupInfo> gp2) {
    int rc = 0;
    int len = Math.min(gp1.size(), gp2.size());
    for (int i = 0; rc == 0 && i < len; i++) {
      GroupInfo a = gp1.get(i);
      GroupInfo b = gp2.get(i);
      if (a != b) {
        if (a.treePercentage <= 0 && b.treePercentage > 0) {
          return 1;
        }
        if (a.treePercentage > 0 && b.treePercentage <= 0) {
          return -1;
        }
        if (a.treePercentage <= 0 && b.treePercentage <= 0) {
          return 0;
        }
        double v1 = a.usage / a.treePercentage;
        double v2 = b.usage / b.treePercentage;
        if (v1 < v2) {
          rc = -1;
        } else if (v2 < v1) {
          rc = 1;
        }
      }
    }
    return rc;
  }

  private static void addChild(GroupInfo node, GroupInfo parent) {
    node.sibling = parent.child;
    parent.child = node;
    node.parent = parent;
  }

  private static List<GroupInfo> pathOf(GroupInfo node) {
    List<GroupInfo> path = new ArrayList<>();
    for (GroupInfo g = node; g != null; g = g.parent) {
      path.add(0, g);
    }
    return path;
  }

  private static void recWriteUsage(GroupInfo node, UsageSnapshot snapshot, List<Record> out) {
    if (node == null) {
      return;
    }
    double usage = node.index < 0 ? 1 : snapshot.usage(node.index);
    if (usage != 1 && node.child == null && !node.name.equals("unknown")) {
      out.add(new Record(node, usage));
    }
    recWriteUsage(node.sibling, snapshot, out);
    recWriteUsage(node.child, snapshot, out);
  }

  private static void readUsage(List<Record> records) {
    for (Record r : records) {
      if (!(r.usage >= 0)) {
        continue;
      }
      r.node.usage = r.usage;
      if (r.node.child == null) {
        for (GroupInfo g : r.node.gpath) {
          if (g == r.node) {
            break;
          }
          g.usage += r.usage;
        }
      }
    }
  }

  private static int countShares(GroupInfo first) {
    int shares = 0;
    for (GroupInfo g = first; g != null; g = g.sibling) {
      shares += g.shares;
    }
    return shares;
  }

  private static void calcFairSharePerc(GroupInfo node, int shares) {
    if (node == null) {
      return;
    }
    if (shares * node.parent.treePercentage == 0) {
      node.groupPercentage = 0;
      node.treePercentage = 0;
    } else {
      node.groupPercentage = (float) node.shares / shares;
      node.treePercentage = node.groupPercentage * node.parent.treePercentage;
    }
    calcFairSharePerc(node.sibling, shares);
    calcFairSharePerc(node.child, countShares(node.child));
  }

  private static void calcUsageFactor(GroupInfo root) {
    for (GroupInfo g = root.child; g != null; g = g.sibling) {
      g.usageFactor = (float) (g.usage / root.usage);
      calcUsageFactorRec(root, g.child);
    }
  }

  private static void calcUsageFactorRec(GroupInfo root, GroupInfo node) {
    if (node == null) {
      return;
    }
    float usage = (float) (node.usage / root.usage);
    node.usageFactor = usage + ((node.parent.usageFactor - usage) * node.groupPercentage);
    calcUsageFactorRec(root, node.sibling);
    calcUsageFactorRec(root, node.child);
  }
}
