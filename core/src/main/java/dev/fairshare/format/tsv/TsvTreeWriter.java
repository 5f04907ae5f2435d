package dev.fairshare.format.tsv;

import dev.fairshare.format.NumberText;
import dev.fairshare.io.TextOut;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/** Writes a tree (and its users' usage) as {@code fairshare.tsv}, in pre-order. */
final class TsvTreeWriter {
  private TsvTreeWriter() {}

  static String write(ShareTree tree, UsageSnapshot usage) {
    return TextOut.text(out -> write(tree, usage, out));
  }

  /** Writes the file a line at a time, each path made from its parent's in one buffer. */
  static void write(ShareTree tree, UsageSnapshot usage, TextOut out) {
    out.append("# fairshare.tsv: path\tkind\tshares\tusage\n");
    StringBuilder path = new StringBuilder();
    int[] ends = new int[16];
    for (int i = 1; i < tree.size(); i++) {
      int depth = tree.depth(i);
      if (depth >= ends.length) {
        ends = java.util.Arrays.copyOf(ends, depth * 2);
      }
      path.setLength(depth == 1 ? 0 : ends[depth - 1]);
      if (depth > 1) {
        path.append('/');
      }
      path.append(tree.name(i));
      ends[depth] = path.length();
      out.append(path).append('\t').append(tree.kind(i).label()).append('\t')
          .append(tree.usesParentShares(i) ? "parent" : NumberText.plain(tree.shares(i)));
      if (usage != null && tree.isUser(i)) {
        out.append('\t').append(NumberText.plain(usage.usage(i)));
      }
      out.append('\n');
    }
  }
}
