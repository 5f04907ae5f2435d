package dev.fairshare.pbs.resourcegroup;

import dev.fairshare.pbs.PbsAttributes;
import dev.fairshare.tree.NodeAttributes;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.PreorderTreeBuilder;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Lays PBS's fair-share tree out as a neutral {@link ShareTree} (docs/algorithms/pbs.md §1, §2): TREEROOT is the root,
 * the unknown group is its first child (PBS inserts it first; its newest-first list shows it last), and every
 * kept {@code resource_group} line follows in file order under its parent. Entities PBS created because they
 * were not in the file (from the usage file or jobs) go under unknown after its own lines, oldest first; one of
 * them may be named {@code ''}, as PBS's {@code is_valid_pbs_name} accepts an empty usage record's name. Names
 * are PBS's as they are: {@code parse_group} checks none (a line's name may hold a {@code /} or be {@code .}),
 * and a usage record's may be {@code .} or {@code ..}; such a node's path is its names joined by {@code /} as
 * any other's, so only a lookup by name ({@code pbsfs}) tells {@code a/b} under the root from {@code b} under
 * {@code a}.
 *
 * <p>A node with children is a group, one without is a user (PBS itself does not tell them apart). Each node
 * keeps its id ({@code pbs.cresgroup}) and, when it was not {@code root} or the parent's name, the parent
 * token as written; the unknown group is marked {@code pbs.builtin = unknown}. The nodes are laid out in
 * pre-order with an explicit stack, and their attributes and origins are made from the table when asked
 * ({@link ResourceGroupDetails}): a tree of ten million lines holds no map and no location per node.
 */
public final class ResourceGroupTree {
  private ResourceGroupTree() {}

  /**
   * A tree and where each key of its table (and each created entity, numbered on from the table's size)
   * went in it.
   *
   * @param tree the tree
   * @param nodeOfKey the tree node of each key
   */
  public record Layout(ShareTree tree, int[] nodeOfKey) {}

  /** The tree of the table, with {@code unknown_shares} on the unknown group and no unknown entities. */
  public static ShareTree build(ResourceGroupTable table, int unknownShares) {
    return build(table, unknownShares, List.of()).tree();
  }

  /** The tree of the table plus entities PBS created under unknown (shares 1, id −1), in creation order. */
  public static Layout build(ResourceGroupTable table, int unknownShares, List<String> autoEntities) {
    int keys = table.size();
    int n = keys + autoEntities.size();
    int[] firstChild = new int[n];
    int[] nextSibling = new int[n];
    Arrays.fill(firstChild, -1);
    boolean badName = false;
    for (int k = n - 1; k > 0; k--) {
      int parent = k < keys ? table.parent(k) : ResourceGroupTable.UNKNOWN;
      nextSibling[k] = firstChild[parent];
      firstChild[parent] = k;
      String name = k < keys ? table.name(k) : autoEntities.get(k - keys);
      // PBS takes any name parse_group's strtok gives (a '/' and '.' included) and any usage record name that
      // is_valid_pbs_name accepts ('.' included, '' too: an entity under unknown, path "unknown/"), so the tree
      // holds them as PBS does; only an empty line name, which no resource_group line gives, goes to the checks
      badName |= k < keys && name.isEmpty();
    }
    if (badName) {
      return checked(table, unknownShares, autoEntities, firstChild);
    }
    PreorderTreeBuilder b = new PreorderTreeBuilder("root", n).details(table.details())
        .rootAttributes(Map.of(PbsAttributes.CRESGROUP, "0"));
    int[] nodeOfKey = new int[n];
    int top = 0;
    int[] pending = new int[n];
    pending[top++] = firstChild[0];
    while (top > 0) {
      int k = pending[--top];
      int parent = k < keys ? table.parent(k) : ResourceGroupTable.UNKNOWN;
      NodeKind kind = k == ResourceGroupTable.UNKNOWN || firstChild[k] >= 0 ? NodeKind.GROUP : NodeKind.USER;
      if (k == ResourceGroupTable.UNKNOWN) {
        nodeOfKey[k] = b.add(nodeOfKey[parent], PbsAttributes.UNKNOWN, kind, unknownShares, UNKNOWN_ATTRIBUTES,
            null);
      } else if (k < keys) {
        nodeOfKey[k] = b.add(nodeOfKey[parent], table.name(k), kind, table.shares(k), k);
      } else {
        nodeOfKey[k] = b.add(nodeOfKey[parent], autoEntities.get(k - keys), NodeKind.USER, 1, k);
      }
      if (nextSibling[k] >= 0) {
        pending[top++] = nextSibling[k];
      }
      if (firstChild[k] >= 0) {
        pending[top++] = firstChild[k];
      }
    }
    return new Layout(b.build(), nodeOfKey);
  }

  private static final Map<String, String> UNKNOWN_ATTRIBUTES = NodeAttributes.of(PbsAttributes.BUILTIN,
      PbsAttributes.UNKNOWN, PbsAttributes.CRESGROUP, "1");

  /**
   * The tree through {@link ShareTreeBuilder}, which reports a name the neutral tree cannot hold (an empty line
   * name) with its line: it throws with every such problem.
   */
  private static Layout checked(ResourceGroupTable table, int unknownShares, List<String> autoEntities,
      int[] firstChild) {
    int keys = table.size();
    int n = keys + autoEntities.size();
    ShareTreeBuilder b = new ShareTreeBuilder().allowNegativeShares()
        .rootAttributes(Map.of(PbsAttributes.CRESGROUP, "0")).ensureCapacity(n);
    int[] idOfKey = new int[n];
    idOfKey[ResourceGroupTable.UNKNOWN] = b.add(ShareTreeBuilder.ROOT, PbsAttributes.UNKNOWN, NodeKind.GROUP,
        unknownShares, false, UNKNOWN_ATTRIBUTES, null);
    ResourceGroupDetails details = table.details();
    for (int k = ResourceGroupTable.FIRST_LINE; k < n; k++) {
      boolean line = k < keys;
      NodeKind kind = firstChild[k] >= 0 ? NodeKind.GROUP : NodeKind.USER;
      idOfKey[k] = b.add(idOfKey[line ? table.parent(k) : ResourceGroupTable.UNKNOWN],
          line ? table.name(k) : autoEntities.get(k - keys), kind, line ? table.shares(k) : 1, false,
          details.attributes(k), details.origin(k));
    }
    ShareTree tree = b.build();
    int[] nodeOfKey = new int[n];
    for (int k = 1; k < n; k++) {
      nodeOfKey[k] = b.treeIndex(idOfKey[k]);
    }
    return new Layout(tree, nodeOfKey);
  }
}
