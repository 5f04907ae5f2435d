package dev.fairshare.pbs.resourcegroup;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.pbs.PbsAttributes;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
    Set<Integer> used = new HashSet<>(List.of(0, 1));
    for (int i = 0; i < tree.size(); i++) {
      String id = tree.attribute(i, PbsAttributes.CRESGROUP);
      if (id != null) {
        used.add(Integer.parseInt(id));
      }
    }
    int next = 2;
    StringBuilder out = new StringBuilder();
    for (int i : fileOrder(tree)) {
      String id = tree.attribute(i, PbsAttributes.CRESGROUP);
      if (id == null) {
        while (used.contains(next)) {
          next++;
        }
        used.add(next);
        id = Integer.toString(next);
      }
      String parent = tree.attribute(i, PbsAttributes.PARENT_TOKEN);
      if (parent == null) {
        parent = tree.parent(i) == 0 ? "root" : tree.name(tree.parent(i));
      }
      long shares = tree.usesParentShares(i) ? 0 : Math.round(tree.shares(i));
      out.append(tree.name(i)).append('\t').append(id).append('\t').append(parent).append('\t').append(shares)
          .append('\n');
    }
    return out.toString();
  }

  /**
   * The nodes to write: those read from a file in their file order (a parent always comes before its
   * children there), then the others in pre-order.
   */
  private static List<Integer> fileOrder(ShareTree tree) {
    List<Integer> read = new ArrayList<>();
    List<Integer> made = new ArrayList<>();
    for (int i = 1; i < tree.size(); i++) {
      if (!ResourceGroupFormat.isPbsMade(tree, i)) {
        (tree.origin(i) != null && tree.origin(i).line() > 0 ? read : made).add(i);
      }
    }
    read.sort(Comparator.comparingInt((Integer i) -> tree.origin(i).line())
        .thenComparingInt(i -> tree.origin(i).column()));
    read.addAll(made);
    return read;
  }

  private static void checkUniqueNames(ShareTree tree) {
    Map<String, Integer> first = new HashMap<>();
    List<Problem> problems = new ArrayList<>();
    for (int i = 1; i < tree.size(); i++) {
      if (ResourceGroupFormat.isPbsMade(tree, i)) {
        continue;
      }
      Integer before = first.putIfAbsent(tree.name(i), i);
      String name = tree.name(i);
      if (before != null || name.equals(PbsAttributes.UNKNOWN) || name.equals(PbsAttributes.TREEROOT)) {
        SourceLocation at = tree.origin(i) != null ? tree.origin(i) : SourceLocation.of("<tree>");
        String why = before != null ? "also at '" + tree.path(before) + "'" : "a name PBS makes itself";
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
