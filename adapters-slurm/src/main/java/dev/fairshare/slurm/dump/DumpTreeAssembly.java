package dev.fairshare.slurm.dump;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.PreorderTreeBuilder;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Makes the share tree of a dump's associations ({@link DumpAssociations}, grouped): under each account its
 * associations in Slurm's order, from the root's ({@code Parent - 'root'}) down.
 *
 * <p>{@link #preorder} adds them depth first with a stack (no recursion) to a {@link PreorderTreeBuilder},
 * whose arrays become the tree's, attributes and origins made on demand ({@link DumpDetails}); it gives up
 * ({@code null}) on what {@link ShareTreeBuilder} would report: two siblings of one name, a bad name or
 * shares. {@link #breadthFirst} adds them level by level to a {@link ShareTreeBuilder}, which reports every
 * such problem with the reader's own: the path of a dump with problems.
 */
final class DumpTreeAssembly {
  private static final int ROOT_PARENT = 0;

  private final DumpAssociations associations;
  private final String source;

  DumpTreeAssembly(DumpAssociations associations, String source) {
    this.associations = associations;
    this.source = source;
  }

  /** The tree in pre-order, or {@code null} if {@link ShareTreeBuilder} would report a problem. */
  ShareTree preorder(double rootShares, Map<String, String> rootAttributes, SourceLocation rootOrigin) {
    if (!distinctSiblings()) {
      return null;
    }
    PreorderTreeBuilder builder = new PreorderTreeBuilder("root", associations.size() + 1);
    builder.rootShares(rootShares).rootAttributes(rootAttributes).rootOrigin(rootOrigin);
    int[] positions = new int[16];
    int[] ends = new int[16];
    int[] ids = new int[16];
    int top = 0;
    positions[0] = associations.first(ROOT_PARENT);
    ends[0] = associations.end(ROOT_PARENT);
    ids[0] = ShareTreeBuilder.ROOT;
    while (top >= 0) {
      if (positions[top] == ends[top]) {
        top--;
        continue;
      }
      int k = associations.at(positions[top]++);
      boolean user = associations.isUser(k);
      int id = builder.add(ids[top], associations.leafName(k), user ? NodeKind.USER : NodeKind.GROUP,
          associations.shares(k), associations.usesParent(k), k);
      int children = user ? -1 : associations.childrenOf(associations.name(k));
      if (children >= 0 && associations.first(children) < associations.end(children)) {
        if (++top == positions.length) {
          positions = Arrays.copyOf(positions, top * 2);
          ends = Arrays.copyOf(ends, top * 2);
          ids = Arrays.copyOf(ids, top * 2);
        }
        positions[top] = associations.first(children);
        ends[top] = associations.end(children);
        ids[top] = id;
      }
    }
    if (!builder.valid()) {
      return null;
    }
    return builder.details(associations.details(source)).build();
  }

  /**
   * The tree through {@link ShareTreeBuilder}, level by level as the original reader added it; throws its
   * {@link dev.fairshare.format.ConfigParseException} with every problem recorded in it.
   */
  ShareTree breadthFirst(ShareTreeBuilder builder) {
    builder.ensureCapacity(associations.size() + 1);
    DumpDetails details = associations.details(source);
    int[] queue = new int[2 * (associations.size() + 1)];
    int head = 0;
    int tail = 0;
    queue[tail++] = ROOT_PARENT;
    queue[tail++] = ShareTreeBuilder.ROOT;
    while (head < tail) {
      int parent = queue[head++];
      int parentId = queue[head++];
      for (int p = associations.first(parent); p < associations.end(parent); p++) {
        int k = associations.at(p);
        if (associations.duplicate(k)) {
          continue;
        }
        boolean user = associations.isUser(k);
        boolean usesParent = associations.usesParent(k);
        int id = builder.add(parentId, associations.leafName(k), user ? NodeKind.USER : NodeKind.GROUP,
            usesParent ? 0 : associations.shares(k), usesParent, details.attributes(k), details.origin(k));
        int children = user ? -1 : associations.childrenOf(associations.name(k));
        if (children >= 0) {
          queue[tail++] = children;
          queue[tail++] = id;
        }
      }
    }
    return builder.build();
  }

  /** Whether no two associations under one parent have the same name in the tree. */
  private boolean distinctSiblings() {
    for (int g = 0; g < associations.parentCount(); g++) {
      int first = associations.first(g);
      int end = associations.end(g);
      if (end - first < 2) {
        continue;
      }
      Set<String> names = new HashSet<>(2 * (end - first));
      for (int p = first; p < end; p++) {
        if (!names.add(associations.leafName(associations.at(p)))) {
          return false;
        }
      }
    }
    return true;
  }
}
