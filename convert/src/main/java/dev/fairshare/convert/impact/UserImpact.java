package dev.fairshare.convert.impact;

import java.util.List;

/**
 * One user leaf of an {@link ImpactReport}, or a leaf account its members share (LSF's collective account): where
 * it is, its shares and usage, and its factor and rank under each compared algorithm (in the report's algorithm
 * order).
 *
 * @param node the leaf's index in the tree
 * @param path the leaf's path below the root
 * @param rawShares the raw shares ({@code NaN} when the leaf uses its parent's)
 * @param normShare the global normalized share (product of the level fractions along the path)
 * @param usage the leaf's decayed raw usage
 * @param factors the factor under each algorithm ({@code NaN} where the algorithm has none)
 * @param ranks the dispatch position under each algorithm (1 runs first; ties share the lowest); 0 where the
 *     algorithm does not rank a shared account (its scheduler dispatches users only)
 * @param members the users who share the account, empty for a user
 */
public record UserImpact(int node, String path, double rawShares, double normShare, double usage,
    List<Double> factors, List<Integer> ranks, List<String> members) {

  public UserImpact {
    factors = List.copyOf(factors);
    ranks = List.copyOf(ranks);
    members = List.copyOf(members);
  }

  /** A user's row. */
  public UserImpact(int node, String path, double rawShares, double normShare, double usage, List<Double> factors,
      List<Integer> ranks) {
    this(node, path, rawShares, normShare, usage, factors, ranks, List.of());
  }

  /** Whether this row is an account its members share rather than a user. */
  public boolean shared() {
    return !members.isEmpty();
  }
}
