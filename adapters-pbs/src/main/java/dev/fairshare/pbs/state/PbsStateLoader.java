package dev.fairshare.pbs.state;

import dev.fairshare.pbs.PbsAttributes;
import dev.fairshare.pbs.resourcegroup.ResourceGroupEntry;
import dev.fairshare.pbs.resourcegroup.ResourceGroupTree;
import dev.fairshare.pbs.usage.UsageFile;
import dev.fairshare.pbs.usage.UsageRecord;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Builds the state PBS holds after {@code preload_tree}, {@code parse_group} and {@code read_usage}
 * (docs/algorithms/pbs.md §1, §2, §4.2; {@code fairshare.cpp}).
 *
 * <p>Every node starts at usage 1. Each loaded record, in file order, finds its node by name; a name not in
 * the tree becomes a new entity under unknown (shares 1), except in trim mode ({@code pbsfs -e}), where it is
 * dropped. The record sets the node's usage and, only if the node has no children at that moment, adds the
 * usage to every ancestor from TREEROOT down. So groups hold {@code 1 + Σ(leaves in the file)}, a record for
 * a group overwrites it without propagating, and the unknown group counts as a leaf until it gets its first
 * entity.
 */
public final class PbsStateLoader {
  private PbsStateLoader() {}

  /** The state for {@code resource_group} entries, {@code unknown_shares} and a usage file. */
  public static PbsFairshareState load(List<ResourceGroupEntry> entries, int unknownShares, UsageFile usage,
      boolean trim) {
    ShareTree plain = ResourceGroupTree.build(entries, unknownShares);
    PbsFairshareState probe = new PbsFairshareState(plain, new double[plain.size()], 0);
    Set<String> created = new LinkedHashSet<>();
    if (!trim) {
      for (UsageRecord r : usage.loadedRecords()) {
        if (probe.find(r.name()) < 0) {
          created.add(r.name());
        }
      }
    }
    ShareTree tree = created.isEmpty() ? plain
        : ResourceGroupTree.build(entries, unknownShares, new ArrayList<>(created));
    double[] values = new double[tree.size()];
    Arrays.fill(values, 1.0);
    PbsFairshareState state = new PbsFairshareState(tree, values, usage.lastDecay());
    int unknown = state.find(PbsAttributes.UNKNOWN);
    int unknownChildren = 0;
    for (int c = tree.firstChild(unknown); c >= 0; c = tree.nextSibling(c)) {
      if (tree.attribute(c, PbsAttributes.AUTO) == null) {
        unknownChildren++;
      }
    }
    Set<String> seen = new LinkedHashSet<>();
    for (UsageRecord r : usage.loadedRecords()) {
      int node = state.find(r.name());
      if (node < 0) {
        continue;
      }
      if (created.contains(r.name()) && seen.add(r.name())) {
        unknownChildren++;
      }
      values[node] = r.usage();
      boolean leaf = node == unknown ? unknownChildren == 0 : !tree.hasChildren(node);
      if (leaf) {
        for (int a = tree.parent(node); a >= 0; a = tree.parent(a)) {
          values[a] += r.usage();
        }
      }
    }
    return state;
  }
}
