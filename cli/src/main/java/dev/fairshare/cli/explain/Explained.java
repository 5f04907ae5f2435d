package dev.fairshare.cli.explain;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.command.BadInputException;
import dev.fairshare.explain.Explainable;
import dev.fairshare.explain.Explainer;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * One algorithm's result on a tree and the explainer of it: what {@code explain} and {@code view} both
 * start from, so that they show the same numbers. {@code view} also draws an algorithm that does not
 * explain its factors (one that does not implement {@link Explainable}, such as a family's from outside this
 * repository): its factors and ranks, without an explainer.
 *
 * @param algorithm the algorithm
 * @param result its result
 * @param explainer the explainer of the result; {@code null} when the algorithm does not explain its factors
 */
public record Explained(FairshareAlgorithm algorithm, FairshareResult result, Explainer explainer) {

  /**
   * Computes the algorithm on the tree, usage and demand, and makes its explainer; bad input
   * ({@code explain.not-explainable}) when the algorithm does not explain its factors.
   */
  public static Explained of(FairshareAlgorithm algorithm, ShareTree tree, UsageSnapshot usage, Demand demand) {
    if (!(algorithm instanceof Explainable)) {
      throw new BadInputException("fairshare: [explain.not-explainable] " + algorithm.name()
          + " does not explain its factors\n    hint: choose another --algorithm (see `fairshare algorithms`), or "
          + "`fairshare compute` for its factors");
    }
    return orFactorsOnly(algorithm, tree, usage, demand);
  }

  /** Computes the algorithm and makes its explainer, or none when the algorithm does not explain its factors. */
  public static Explained orFactorsOnly(FairshareAlgorithm algorithm, ShareTree tree, UsageSnapshot usage,
      Demand demand) {
    FairshareResult result = algorithm.compute(tree, usage, demand);
    return new Explained(algorithm, result,
        algorithm instanceof Explainable explainable ? explainable.explainer(result, demand) : null);
  }

  /** Whether the algorithm explains its factors. */
  public boolean explains() {
    return explainer != null;
  }
}
