package dev.fairshare.slurm.convert;

import dev.fairshare.format.NumberText;
import dev.fairshare.io.TextOut;
import dev.fairshare.tree.ShareTree;
import java.util.regex.Pattern;

/**
 * A shell script of {@code sacctmgr} commands that builds a share tree on a live cluster: one
 * {@code add account} per account, parents first, then one {@code add user} per association
 * ({@code sacctmgr(1)}; the options are those of docs/algorithms/slurm.md §9.2: {@code Parent}, {@code Account},
 * {@code Cluster}, {@code FairShare}, {@code parent} for FairShare=parent). {@code -i} commits without asking.
 */
final class SacctmgrScript {
  private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9._@+-]+");

  private SacctmgrScript() {}

  static String write(ShareTree tree, String cluster) {
    return TextOut.text(out -> write(tree, cluster, out));
  }

  /** Writes the script a line at a time. */
  static void write(ShareTree tree, String cluster, TextOut out) {
    out.append("#!/bin/sh\n");
    out.append("# Builds the converted share tree on cluster ").append(cluster)
        .append(" (fairshare convert). Run as a Slurm administrator.\n");
    out.append("set -e\n");
    for (int i = 1; i < tree.size(); i++) {
      if (!tree.isUser(i)) {
        String parent = tree.parent(i) == 0 ? "root" : tree.name(tree.parent(i));
        out.append("sacctmgr -i add account ").append(quote(tree.name(i))).append(" Cluster=")
            .append(quote(cluster)).append(" Parent=").append(quote(parent)).append(" FairShare=")
            .append(shares(tree, i)).append('\n');
      }
    }
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        String account = tree.parent(i) == 0 ? "root" : tree.name(tree.parent(i));
        out.append("sacctmgr -i add user ").append(quote(tree.name(i))).append(" Cluster=").append(quote(cluster))
            .append(" Account=").append(quote(account)).append(" FairShare=").append(shares(tree, i)).append('\n');
      }
    }
  }

  private static String shares(ShareTree tree, int i) {
    return tree.usesParentShares(i) ? "parent" : NumberText.plain(tree.shares(i));
  }

  private static String quote(String word) {
    return PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
  }
}
