package dev.fairshare.algorithms.pbs;

import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/** Small PBS trees for the tests, built as the resource_group reader lays them out. */
final class PbsTrees {
  private final ShareTreeBuilder builder = new ShareTreeBuilder();
  private final Map<String, Integer> ids = new LinkedHashMap<>();
  private final Map<String, Double> usage = new LinkedHashMap<>();
  private ShareTree tree;

  PbsTrees() {
    ids.put("root", ShareTreeBuilder.ROOT);
    ids.put("unknown", builder.add(ShareTreeBuilder.ROOT, "unknown", NodeKind.GROUP, 0, false,
        Map.of(PbsKeys.BUILTIN, PbsKeys.UNKNOWN, PbsKeys.CRESGROUP, "1"), null));
  }

  PbsTrees group(String name, String parent, int shares) {
    ids.put(name, builder.add(ids.get(parent), name, NodeKind.GROUP, shares, false, null, null));
    return this;
  }

  PbsTrees user(String name, String parent, int shares) {
    ids.put(name, builder.add(ids.get(parent), name, NodeKind.USER, shares, false, null, null));
    return this;
  }

  PbsTrees usage(String name, double value) {
    usage.put(name, value);
    return this;
  }

  ShareTree tree() {
    if (tree == null) {
      tree = builder.build();
    }
    return tree;
  }

  int index(String name) {
    return builder.treeIndex(ids.get(name));
  }

  /** Leaves at their given usage, 1 (absent from the usage file) otherwise; groups 0. */
  UsageSnapshot snapshot() {
    ShareTree t = tree();
    double[] own = new double[t.size()];
    for (int i = 0; i < t.size(); i++) {
      own[i] = t.hasChildren(i) ? 0 : 1;
    }
    usage.forEach((name, value) -> own[index(name)] = value);
    return UsageSnapshot.fromOwn(t, own, Instant.EPOCH);
  }
}
