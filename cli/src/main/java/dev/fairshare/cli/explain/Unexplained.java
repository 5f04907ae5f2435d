package dev.fairshare.cli.explain;

import dev.fairshare.algorithm.FairshareResult;

/**
 * A user's factor under an algorithm that does not explain it: one that does not explain its factors (it does
 * not implement {@code Explainable}), or one that gives a shared leaf account (LSF's collective account) no
 * factor; what {@code explain --all} shows of it beside the explanations of the others, so that no registered
 * algorithm is left out silently.
 *
 * @param algorithm the algorithm's name
 * @param factor the user's factor, as {@code compute} gives it
 * @param rank the user's rank (1 runs first; 0 when the algorithm ranks no user here)
 * @param users the number of users ranked
 * @param reason why it has no explanation, as {@code explain --all} says it
 */
public record Unexplained(String algorithm, double factor, int rank, int users, String reason) {

  /** Why an algorithm that does not explain its factors has no explanation. */
  public static final String REASON = "does not explain its factors (it does not implement Explainable)";

  /** Why an algorithm that gives a shared account no factor has no explanation of it. */
  public static final String NO_FACTOR = "gives this shared account no factor: it computes users' factors, and the"
      + " account's members are no users of the tree";

  /** The user's factor and rank in a result of an algorithm that does not explain its factors. */
  public static Unexplained of(FairshareResult result, int user) {
    return new Unexplained(result.algorithm(), result.factor(user), result.rank(user), result.tree().userCount(),
        REASON);
  }

  /** A shared account that a result gives no factor. */
  public static Unexplained noFactor(FairshareResult result, int account) {
    return new Unexplained(result.algorithm(), result.factor(account), result.rank(account),
        result.tree().userCount(), NO_FACTOR);
  }
}
