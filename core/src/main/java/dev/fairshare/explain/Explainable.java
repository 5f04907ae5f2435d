package dev.fairshare.explain;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;

/**
 * A {@link dev.fairshare.algorithm.FairshareAlgorithm} that can say why a user's factor is what it is
 * ({@code fairshare explain}, the view's explain panel). Each family's explainer lives next to its
 * algorithm and reproduces the algorithm's own arithmetic, so that the factor it finds along the path is
 * the factor {@code compute} gives, bit for bit.
 */
public interface Explainable {

  /**
   * An explainer of a result this algorithm computed: {@code computed} gives the ranks (which need the
   * whole tree), the path values are found from the tree and usage along the path where the algorithm
   * allows it. {@code demand} is the demand the result was computed with.
   */
  Explainer explainer(FairshareResult computed, Demand demand);
}
