package dev.fairshare.slurm.dump;

import dev.fairshare.io.TextOut;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * Writes a share tree as a {@code sacctmgr dump} file, in the order {@code sacctmgr dump} writes one
 * ({@code sacctmgr_dump_cluster} in {@code src/sacctmgr/cluster_functions.c},
 * {@code print_file_slurmdb_hierarchical_rec_list} in {@code src/sacctmgr/file_functions.c}; docs/algorithms/slurm.md
 * §9.1): the header comments, the QOS lines, the Cluster line, then for every account that has children, in
 * pre-order, a {@code Parent -} line followed by one line per child, users first, then accounts, each
 * sorted by name ({@code _sort_children_list} in {@code src/common/slurmdb_defs.c}), whatever the tree's own
 * sibling order.
 *
 * <p>A node read from a dump is written with its fields as they were read. FairShare is written as read
 * when it still gives the node's shares, else as the number ({@code 2147483647} for {@code parent}); a node
 * without fields (a tree from another format) gets {@code Fairshare=N} when N is not the default 1.
 */
final class SacctmgrDumpWriter {
  private SacctmgrDumpWriter() {}

  static String write(ShareTree tree) {
    return TextOut.text(out -> write(tree, out));
  }

  /** Writes the dump a line at a time. */
  static void write(ShareTree tree, TextOut out) {
    Map<String, String> root = tree.attributes(0);
    String header = root.get(DumpAttributes.HEADER);
    if (header != null) {
      out.append(header).append('\n');
    }
    String qos = root.get(DumpAttributes.QOS_LINES);
    if (qos != null) {
      out.append(DumpValues.escape(qos)).append('\n');
    }
    String cluster = root.getOrDefault(DumpAttributes.CLUSTER, tree.rootName());
    out.append("Cluster - ").append(name(cluster, root));
    appendFields(out, root, tree.shares(0), tree.usesParentShares(0));
    out.append('\n');
    Deque<Integer> accounts = new ArrayDeque<>();
    accounts.push(0);
    while (!accounts.isEmpty()) {
      int i = accounts.pop();
      List<Integer> children = sortedChildren(tree, i);
      if (children.isEmpty()) {
        continue;
      }
      out.append("Parent - ").append(DumpValues.quoted(DumpValues.escape(tree.name(i)))).append('\n');
      for (int c : children) {
        Map<String, String> attributes = tree.attributes(c);
        if (tree.isUser(c)) {
          out.append("User - ").append(name(userName(tree, c), attributes));
        } else {
          out.append("Account - ").append(name(tree.name(c), attributes));
        }
        appendFields(out, attributes, tree.shares(c), tree.usesParentShares(c));
        out.append('\n');
      }
      for (int k = children.size() - 1; k >= 0; k--) {
        if (!tree.isUser(children.get(k))) {
          accounts.push(children.get(k));
        }
      }
    }
  }

  /** The children in dump order: users, then accounts, each by name (then partition), stable. */
  private static List<Integer> sortedChildren(ShareTree tree, int node) {
    List<Integer> children = new ArrayList<>();
    for (int c = tree.firstChild(node); c >= 0; c = tree.nextSibling(c)) {
      children.add(c);
    }
    children.sort(Comparator.comparingInt((Integer c) -> tree.isUser(c) ? 0 : 1)
        .thenComparing(c -> tree.isUser(c) ? userName(tree, c) : tree.name(c))
        .thenComparing(c -> tree.attributes(c).getOrDefault(DumpAttributes.PARTITION, "")));
    return children;
  }

  private static String userName(ShareTree tree, int node) {
    return tree.attributes(node).getOrDefault(DumpAttributes.USER, tree.name(node));
  }

  private static String name(String name, Map<String, String> attributes) {
    String quote = attributes.getOrDefault(DumpAttributes.NAME_QUOTE, "'");
    return quote + DumpValues.escape(name) + quote;
  }

  private static void appendFields(TextOut out, Map<String, String> attributes, double shares,
      boolean usesParent) {
    boolean fairShareWritten = false;
    for (Map.Entry<String, String> a : attributes.entrySet()) {
      String key = a.getKey();
      if (DumpAttributes.isInternal(key)) {
        continue;
      }
      String raw = a.getValue();
      String op = "=";
      String written = key;
      if (key.endsWith("+") || key.endsWith("-")) {
        op = key.substring(key.length() - 1) + "=";
        written = key.substring(0, key.length() - 1);
      }
      if (DumpKeys.isFairShare(written) && !DumpValues.unquote(raw).isEmpty()) {
        FairShareValue read = FairShareValue.parse(DumpValues.unquote(raw));
        if (read == null || !read.matches(shares, usesParent)) {
          raw = number(shares, usesParent);
        }
        fairShareWritten = true;
      }
      out.append(':').append(written).append(op).append(DumpValues.escape(raw));
    }
    if (!fairShareWritten && (usesParent || shares != 1)) {
      out.append(":Fairshare=").append(number(shares, usesParent));
    }
  }

  private static String number(double shares, boolean usesParent) {
    if (usesParent) {
      return Long.toString(FairShareValue.USE_PARENT);
    }
    return shares == Math.rint(shares) ? Long.toString((long) shares) : Double.toString(shares);
  }
}
