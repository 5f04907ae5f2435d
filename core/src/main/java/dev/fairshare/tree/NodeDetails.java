package dev.fairshare.tree;

import dev.fairshare.format.SourceLocation;
import java.util.Map;

/**
 * The attributes and origins of nodes that a reader keeps in its own form and makes only when asked, each
 * node's by the key it was added with ({@link PreorderTreeBuilder#add(int, String, NodeKind, double, int)};
 * a tree of 100,000 groups then holds no attribute map and no location object per group, which the
 * collector would copy).
 *
 * <p>Answers are values: each call for a key returns an equal map and an equal location.
 */
public interface NodeDetails {
  /** The attributes of the node added with {@code key}; none is an empty map or {@code null}. */
  Map<String, String> attributes(int key);

  /** Where the node added with {@code key} was defined, or {@code null}. */
  SourceLocation origin(int key);
}
