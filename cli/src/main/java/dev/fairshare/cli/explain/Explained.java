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
 * start from, so that they show the same numbers.
 *
 * @param algorithm the algorithm
 * @param result its result
 * @param explainer the explainer of the result
 */
public record Explained(FairshareAlgorithm algorithm, FairshareResult result, Explainer explainer) {

  /** Computes the algorithm on the tree, usage and demand, and makes its explainer. */
  public static Explained of(FairshareAlgorithm algorithm, ShareTree tree, UsageSnapshot usage, Demand demand) {
    if (!(algorithm instanceof Explainable explainable)) {
      throw new BadInputException("fairshare: [explain.not-explainable] " + algorithm.name()
          + " does not explain its factors\n    hint: choose another --algorithm (see `fairshare algorithms`)");
    }
    FairshareResult result = algorithm.compute(tree, usage, demand);
    return new Explained(algorithm, result, explainable.explainer(result, demand));
  }
}
