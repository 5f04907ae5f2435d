package dev.fairshare.pbs.resourcegroup;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.pbs.PbsAttributes;
import dev.fairshare.tree.NodeAttributes;
import dev.fairshare.tree.NodeDetails;
import java.util.BitSet;
import java.util.Map;

/**
 * The attributes and origins of the nodes of a {@code resource_group} tree (docs/algorithms/pbs.md §2), made from
 * the {@link ResourceGroupTable}'s arrays when the tree is asked, by the node's key: a kept line's are its id
 * ({@code pbs.cresgroup}), its parent token when it was written {@code TREEROOT} ({@code pbs.parent-token})
 * and where its name is; an entity PBS created (a key past the table's) has id −1 and {@code pbs.auto}.
 * Keeps only the arrays these need (not the table's names, parents, shares or index).
 */
final class ResourceGroupDetails implements NodeDetails {
  private static final Map<String, String> AUTO = NodeAttributes.of(PbsAttributes.CRESGROUP, "-1",
      PbsAttributes.AUTO, "true");

  private final String source;
  private final int size;
  private final int[] ids;
  private final int[] lines;
  private final int[] columns;
  private final BitSet treerootTokens;

  ResourceGroupDetails(String source, int size, int[] ids, int[] lines, int[] columns, BitSet treerootTokens) {
    this.source = source;
    this.size = size;
    this.ids = ids;
    this.lines = lines;
    this.columns = columns;
    this.treerootTokens = treerootTokens;
  }

  @Override
  public Map<String, String> attributes(int key) {
    if (key >= size) {
      return AUTO;
    }
    String id = Integer.toString(ids[key]);
    return treerootTokens.get(key)
        ? NodeAttributes.of(PbsAttributes.CRESGROUP, id, PbsAttributes.PARENT_TOKEN, PbsAttributes.TREEROOT)
        : NodeAttributes.of(PbsAttributes.CRESGROUP, id);
  }

  @Override
  public SourceLocation origin(int key) {
    return key >= size || lines[key] == 0 ? null : SourceLocation.of(source, lines[key], columns[key]);
  }
}
