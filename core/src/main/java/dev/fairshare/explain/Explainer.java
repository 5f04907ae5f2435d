package dev.fairshare.explain;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;

/**
 * Explains one computed result node by node: the values an algorithm used at a node ({@link #level}) and
 * the formula of a user's factor ({@link #factor}). An explainer may keep the values of the nodes it has
 * explained (each node's depend on its ancestors'), so explaining many users costs each node once; it is
 * not safe for use by several threads.
 */
public interface Explainer {

  /** The result being explained. */
  FairshareResult result();

  /** The values the algorithm used at a node (the root included). */
  Level level(int node);

  /** The formula of a user's factor with the numbers of its path; its value is the factor. */
  Quantity factor(int user);

  /** Notes about a user that belong to no level (empty by default). */
  default List<String> notes(int user) {
    return List.of();
  }

  /** The family's further tables for a user (empty by default). */
  default List<Section> sections(int user) {
    return List.of();
  }

  /** Where the user stands: its rank and the users around it, from the result's ranks. */
  default Standing standing(int user) {
    return Standings.of(result()).around(user, 2);
  }

  /**
   * The whole explanation of a user: the path root first, the factor, the standing, notes and sections. A leaf
   * account that holds usage itself and stands for several users (LSF's collective account, which its members
   * share) is explained as a user: its path, its factor, its standing (none where the algorithm ranks users only).
   */
  default Explanation explain(int user) {
    ShareTree tree = result().tree();
    if (!tree.isUser(user) && (user == 0 || tree.hasChildren(user))) {
      throw new IllegalArgumentException(tree.path(user) + " is neither a user nor a leaf account");
    }
    List<Integer> path = new ArrayList<>();
    for (int a = user; a >= 0; a = tree.parent(a)) {
      path.add(0, a);
    }
    List<Level> levels = new ArrayList<>();
    for (int a : path) {
      levels.add(level(a));
    }
    return new Explanation(result().algorithm(), user, tree.path(user), levels, factor(user),
        result().factor(user), standing(user), notes(user), sections(user));
  }
}
