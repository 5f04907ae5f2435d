package dev.fairshare.cli.explain;

import dev.fairshare.algorithm.FairshareResult;

/**
 * A user's factor under an algorithm that does not explain its factors (it does not implement
 * {@code Explainable}): what {@code explain --all} shows of it beside the explanations of the others, so
 * that no registered algorithm is left out silently.
 *
 * @param algorithm the algorithm's name
 * @param factor the user's factor, as {@code compute} gives it
 * @param rank the user's rank (1 runs first; 0 when the algorithm ranks no user here)
 * @param users the number of users ranked
 */
public record Unexplained(String algorithm, double factor, int rank, int users) {

  /** Why it has no explanation, as {@code explain --all} says it. */
  public static final String REASON = "does not explain its factors (it does not implement Explainable)";

  /** The user's factor and rank in a result. */
  public static Unexplained of(FairshareResult result, int user) {
    return new Unexplained(result.algorithm(), result.factor(user), result.rank(user), result.tree().userCount());
  }
}
