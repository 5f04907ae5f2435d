package dev.fairshare.format.tsv;

import dev.fairshare.format.NumberText;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/** Writes a tree (and its users' usage) as {@code fairshare.tsv}, in pre-order. */
final class TsvTreeWriter {
  private TsvTreeWriter() {}

  static String write(ShareTree tree, UsageSnapshot usage) {
    StringBuilder out = new StringBuilder("# fairshare.tsv: path\tkind\tshares\tusage\n");
    for (int i = 1; i < tree.size(); i++) {
      out.append(tree.path(i)).append('\t').append(tree.kind(i).label()).append('\t')
          .append(tree.usesParentShares(i) ? "parent" : NumberText.plain(tree.shares(i)));
      if (usage != null && tree.isUser(i)) {
        out.append('\t').append(NumberText.plain(usage.usage(i)));
      }
      out.append('\n');
    }
    return out.toString();
  }
}
