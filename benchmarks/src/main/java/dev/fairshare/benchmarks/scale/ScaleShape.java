package dev.fairshare.benchmarks.scale;

/**
 * A tree shape of the scale table (docs/scale.md), as a list of nodes in pre-order, each with
 * its parent's index: a chain (every group the only child of the one before, a user at the bottom), a level
 * (users under the root), a forest of groups of users (10 M nodes), and the same forest with long names
 * until the neutral file reaches a size.
 *
 * @param name the shape's name in the table
 * @param groups how many groups
 * @param usersPerGroup users under each group (the chain has one user, under its last group)
 * @param chain whether the groups nest (a chain) instead of sitting under the root
 * @param nameWidth the width of generated names (zero-padded numbers after a letter)
 */
public record ScaleShape(String name, int groups, int usersPerGroup, boolean chain, int nameWidth) {

  /** A chain of {@code depth - 1} groups and one user: a tree {@code depth} deep. */
  public static ScaleShape chain(int depth) {
    return new ScaleShape("chain-" + depth, depth - 1, 0, true, 7);
  }

  /** {@code width} users under the root. */
  public static ScaleShape level(int width) {
    return new ScaleShape("level-" + width, 0, width, false, 7);
  }

  /** About {@code nodes} nodes: groups of 999 users under the root. */
  public static ScaleShape forest(int nodes) {
    return new ScaleShape("forest-" + nodes, nodes / 1000, 999, false, 8);
  }

  /** Groups of 999 users with names {@code width} wide, as many as make about {@code bytes} of fairshare.tsv. */
  public static ScaleShape bytes(long bytes, int width) {
    long perUser = 3L * width + 17; // g.../u...x...<TAB>user<TAB>1<TAB>usage (5 digits)<LF>, names of width + 1
    return new ScaleShape("file-" + bytes, (int) (bytes / (perUser * 999L)) + 1, 999, false, width);
  }

  /** The number of nodes below the root. */
  public long size() {
    return chain ? groups + 1L : groups + (groups == 0 ? usersPerGroup : (long) groups * usersPerGroup);
  }
}
