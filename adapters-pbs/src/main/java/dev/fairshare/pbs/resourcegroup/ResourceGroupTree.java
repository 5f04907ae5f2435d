package dev.fairshare.pbs.resourcegroup;

import dev.fairshare.format.NameIndex;
import dev.fairshare.pbs.PbsAttributes;
import dev.fairshare.tree.NodeAttributes;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Lays PBS's fair-share tree out as a neutral {@link ShareTree} (docs/algorithms/pbs.md §1, §2): TREEROOT is the root,
 * the unknown group is its first child (PBS inserts it first; its newest-first list shows it last), and every
 * kept {@code resource_group} line follows in file order under its parent. Entities PBS created because they
 * were not in the file (from the usage file or jobs) go under unknown after its own lines, oldest first.
 *
 * <p>A node with children is a group, one without is a user (PBS itself does not tell them apart). Each node
 * keeps its id ({@code pbs.cresgroup}) and, when it was not {@code root} or the parent's name, the parent
 * token as written; the unknown group is marked {@code pbs.builtin = unknown}.
 */
public final class ResourceGroupTree {
  private ResourceGroupTree() {}

  /** The tree of the entries, with {@code unknown_shares} on the unknown group and no unknown entities. */
  public static ShareTree build(List<ResourceGroupEntry> entries, int unknownShares) {
    return build(entries, unknownShares, List.of());
  }

  /** The tree of the entries plus entities PBS created under unknown (shares 1, id −1), in creation order. */
  public static ShareTree build(List<ResourceGroupEntry> entries, int unknownShares, List<String> autoEntities) {
    Set<String> parents = new HashSet<>();
    for (ResourceGroupEntry e : entries) {
      parents.add(e.parent());
    }
    ShareTreeBuilder b = new ShareTreeBuilder().allowNegativeShares()
        .rootAttributes(Map.of(PbsAttributes.CRESGROUP, "0"))
        .ensureCapacity(entries.size() + autoEntities.size() + 2);
    NameIndex ids = new NameIndex(entries.size() + 2);
    ids.put(PbsAttributes.TREEROOT, ShareTreeBuilder.ROOT);
    int unknown = b.add(ShareTreeBuilder.ROOT, PbsAttributes.UNKNOWN, NodeKind.GROUP, unknownShares, false,
        NodeAttributes.of(PbsAttributes.BUILTIN, PbsAttributes.UNKNOWN, PbsAttributes.CRESGROUP, "1"), null);
    ids.put(PbsAttributes.UNKNOWN, unknown);
    for (ResourceGroupEntry e : entries) {
      String cresgroup = Integer.toString(e.id());
      String canonical = e.parent().equals(PbsAttributes.TREEROOT) ? "root" : e.parent();
      NodeAttributes attributes = e.parentToken().equals(canonical)
          ? NodeAttributes.of(PbsAttributes.CRESGROUP, cresgroup)
          : NodeAttributes.of(PbsAttributes.CRESGROUP, cresgroup, PbsAttributes.PARENT_TOKEN, e.parentToken());
      NodeKind kind = parents.contains(e.name()) ? NodeKind.GROUP : NodeKind.USER;
      ids.put(e.name(), b.add(ids.get(e.parent()), e.name(), kind, e.shares(), false, attributes, e.origin()));
    }
    for (String name : autoEntities) {
      b.add(unknown, name, NodeKind.USER, 1, false,
          Map.of(PbsAttributes.CRESGROUP, "-1", PbsAttributes.AUTO, "true"), null);
    }
    return b.build();
  }
}
