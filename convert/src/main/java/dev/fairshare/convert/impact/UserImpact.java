package dev.fairshare.convert.impact;

import java.util.List;

/**
 * One user leaf of an {@link ImpactReport}: where it is, its shares and usage, and its factor and rank under
 * each compared algorithm (in the report's algorithm order).
 *
 * @param node the leaf's index in the tree
 * @param path the leaf's path below the root
 * @param rawShares the raw shares ({@code NaN} when the leaf uses its parent's)
 * @param normShare the global normalized share (product of the level fractions along the path)
 * @param usage the leaf's decayed raw usage
 * @param factors the factor under each algorithm ({@code NaN} where the algorithm has none)
 * @param ranks the dispatch position under each algorithm (1 runs first; ties share the lowest)
 */
public record UserImpact(int node, String path, double rawShares, double normShare, double usage,
    List<Double> factors, List<Integer> ranks) {

  public UserImpact {
    factors = List.copyOf(factors);
    ranks = List.copyOf(ranks);
  }
}
