package dev.fairshare.conversion;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.NodeAttributes;
import dev.fairshare.tree.NodeDetails;
import dev.fairshare.tree.PreorderTreeBuilder;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Makes the immutable tree of a {@link WorkTree}: its attached nodes in pre-order through a
 * {@link PreorderTreeBuilder}, which keeps the names as they are and no attribute map or location per node
 * (they are made when asked, from a {@link Details} snapshot: the source's, or those a rule set). A tree
 * that {@link ShareTreeBuilder} would refuse (two siblings of one name, a bad name or share) is built with
 * it instead, for its messages.
 */
final class WorkTreeFreezer {
  private final WorkTree work;
  private final boolean keepOrigins;

  WorkTreeFreezer(WorkTree work, boolean keepOrigins) {
    this.work = work;
    this.keepOrigins = keepOrigins;
  }

  WorkTree.Frozen freeze() {
    int[] order = work.preOrderIds();
    int n = order.length;
    int[] sourceOf = new int[n];
    Map<Integer, Map<String, String>> own = new HashMap<>();
    Map<Integer, SourceLocation> added = new HashMap<>();
    int[] indexOf = new int[work.size()];
    PreorderTreeBuilder b = new PreorderTreeBuilder(work.name(0), n).rootShares(work.shares(0));
    b.rootAttributes(work.attributes(0));
    b.details(new Details(work.source(), work.sourceAttributesDropped(), sourceOf, own, added, keepOrigins));
    for (int k = 1; k < n; k++) {
      int id = order[k];
      boolean parentShares = work.usesParent(id);
      indexOf[id] = b.add(indexOf[work.parent(id)], work.name(id), work.kind(id), work.shares(id), parentShares,
          k);
      sourceOf[k] = work.sourceIndex(id);
      Map<String, String> a = work.ownAttributes().get(id);
      if (a != null) {
        own.put(k, a.isEmpty() ? Map.of() : NodeAttributes.copyOf(a));
      }
      if (sourceOf[k] < 0 && work.addedOrigins().containsKey(id)) {
        added.put(k, work.addedOrigins().get(id));
      }
    }
    if (!b.valid() || siblingsShareAName()) {
      return withChecks(order);
    }
    ShareTree tree = b.build();
    double[] usage = new double[n];
    for (int k = 0; k < n; k++) {
      usage[k] = work.ownUsage(order[k]);
    }
    return new WorkTree.Frozen(tree, UsageSnapshot.fromOwn(tree, usage, work.usageAt()));
  }

  /** Whether two children of one node have one name (the tree {@link ShareTreeBuilder} refuses). */
  private boolean siblingsShareAName() {
    Set<String> seen = new HashSet<>();
    for (int id = 0; id < work.size(); id++) {
      if (work.firstChild(id) < 0 || work.detached(id)) {
        continue;
      }
      if (seen.size() > 4096) {
        seen = new HashSet<>();
      } else {
        seen.clear();
      }
      for (int c = work.firstChild(id); c >= 0; c = work.nextSibling(c)) {
        if (!seen.add(work.name(c))) {
          return true;
        }
      }
    }
    return false;
  }

  /** The tree through {@link ShareTreeBuilder}, which reports what is wrong with it. */
  private WorkTree.Frozen withChecks(int[] order) {
    ShareTreeBuilder b = new ShareTreeBuilder(work.name(0)).allowNegativeShares();
    b.rootShares(work.shares(0));
    b.rootAttributes(work.attributes(0));
    int[] idOf = new int[work.size()];
    for (int k = 1; k < order.length; k++) {
      int id = order[k];
      boolean parentShares = work.usesParent(id);
      idOf[id] = b.add(idOf[work.parent(id)], work.name(id), work.kind(id), parentShares ? 0 : work.shares(id),
          parentShares, work.attributes(id), keepOrigins ? work.origin(id) : null);
    }
    ShareTree tree = b.build();
    double[] usage = new double[tree.size()];
    for (int k = 0; k < order.length; k++) {
      usage[b.treeIndex(idOf[order[k]])] = work.ownUsage(order[k]);
    }
    return new WorkTree.Frozen(tree, UsageSnapshot.fromOwn(tree, usage, work.usageAt()));
  }

  /**
   * The attributes and origins of a frozen tree's nodes, by tree index: those a rule set, else the source
   * node's (unless the source's were dropped); the origin of the source node, or the one a rule gave.
   */
  private record Details(ShareTree source, boolean sourceAttributesDropped, int[] sourceOf,
      Map<Integer, Map<String, String>> own, Map<Integer, SourceLocation> added, boolean keepOrigins)
      implements NodeDetails {

    @Override
    public Map<String, String> attributes(int key) {
      Map<String, String> a = own.get(key);
      if (a != null) {
        return a;
      }
      return sourceAttributesDropped || sourceOf[key] < 0 ? Map.of() : source.attributes(sourceOf[key]);
    }

    @Override
    public SourceLocation origin(int key) {
      if (!keepOrigins) {
        return null;
      }
      return sourceOf[key] >= 0 ? source.origin(sourceOf[key]) : added.get(key);
    }
  }
}
