package dev.fairshare.pbs.resourcegroup;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.io.TextOut;
import dev.fairshare.pbs.PbsAttributes;
import dev.fairshare.tree.NodeNameTable;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.BitSet;
import java.util.List;

/**
 * Writes a share tree as {@code resource_group} (docs/algorithms/pbs.md §2): lines read from a file in their file
 * order, other nodes after them in pre-order (a parent always before its children),
 * {@code root} for the top level, the kept parent token otherwise. A node without an id gets the next free
 * one from 2 up (0 and 1 are TREEROOT's and unknown's). Shares are whole numbers in PBS, so fractions are
 * rounded. PBS names are unique in the whole file, so a tree with one name at two places is refused.
 */
final class ResourceGroupWriter {
  private ResourceGroupWriter() {}

  static String write(ShareTree tree) {
    checkUniqueNames(tree);
    return TextOut.text(out -> writeChecked(tree, out));
  }

  /** Checks the tree now ({@code pbs.resource-group.duplicate-name}); the file is written when asked. */
  static dev.fairshare.io.FileContent content(ShareTree tree) {
    checkUniqueNames(tree);
    return TextOut.content(out -> writeChecked(tree, out));
  }

  /** Writes the lines of a tree whose names were checked. */
  private static void writeChecked(ShareTree tree, TextOut out) {
    BitSet used = new BitSet();
    used.set(0, 2);
    for (int i = 0; i < tree.size(); i++) {
      String id = tree.attribute(i, PbsAttributes.CRESGROUP);
      int taken = id == null ? -1 : Integer.parseInt(id);
      if (taken >= 0) {
        used.set(taken);
      }
    }
    int next = 2;
    List<Integer> read = readInFileOrder(tree);
    boolean[] isRead = new boolean[read.isEmpty() ? 0 : tree.size()];
    read.forEach(i -> isRead[i] = true);
    for (int k = 0, i = 0; k < read.size() || i < tree.size(); ) {
      int node;
      if (k < read.size()) {
        node = read.get(k++);
      } else {
        node = i++;
        if (node == 0 || (isRead.length > 0 && isRead[node]) || ResourceGroupFormat.isPbsMade(tree, node)) {
          continue;
        }
      }
      next = line(tree, node, used, next, out);
    }
  }

  /** Writes one node's line; the next id to try for a node without one. */
  private static int line(ShareTree tree, int i, BitSet used, int next, TextOut out) {
    String id = tree.attribute(i, PbsAttributes.CRESGROUP);
    if (id == null) {
      next = used.nextClearBit(next);
      used.set(next);
      id = Integer.toString(next);
    }
    String parent = tree.attribute(i, PbsAttributes.PARENT_TOKEN);
    if (parent == null) {
      parent = tree.parent(i) == 0 ? "root" : tree.name(tree.parent(i));
    }
    long shares = tree.usesParentShares(i) ? 0 : Math.round(tree.shares(i));
    out.append(tree.name(i)).append('\t').append(id).append('\t').append(parent).append('\t').append(shares)
        .append('\n');
    return next;
  }

  /**
   * The nodes read from a file, in their file order (a parent always comes before its children there); the
   * others are written after them in pre-order.
   */
  private static List<Integer> readInFileOrder(ShareTree tree) {
    List<Integer> read = new ArrayList<>();
    for (int i = 1; i < tree.size(); i++) {
      SourceLocation at = tree.origin(i);
      if (at != null && at.line() > 0 && !ResourceGroupFormat.isPbsMade(tree, i)) {
        read.add(i);
      }
    }
    read.sort(Comparator.comparingInt((Integer i) -> tree.origin(i).line())
        .thenComparingInt(i -> tree.origin(i).column()));
    return read;
  }

  private static void checkUniqueNames(ShareTree tree) {
    NodeNameTable first = new NodeNameTable(tree::name);
    List<Problem> problems = new ArrayList<>();
    for (int i = 1; i < tree.size(); i++) {
      if (ResourceGroupFormat.isPbsMade(tree, i)) {
        continue;
      }
      int before = first.putIfAbsent(i);
      String name = tree.name(i);
      if (before >= 0 || name.equals(PbsAttributes.UNKNOWN) || name.equals(PbsAttributes.TREEROOT)) {
        SourceLocation at = tree.origin(i) != null ? tree.origin(i) : SourceLocation.of("<tree>");
        String why = before >= 0 ? "also at '" + tree.path(before) + "'" : "a name PBS makes itself";
        problems.add(Problem.error(at, "pbs.resource-group.duplicate-name", "'" + tree.path(i) + "' cannot be "
            + "written: PBS names are unique in the whole file and '" + name + "' is " + why,
            "rename one of them"));
      }
    }
    if (!problems.isEmpty()) {
      throw new ConfigParseException(problems);
    }
  }
}
