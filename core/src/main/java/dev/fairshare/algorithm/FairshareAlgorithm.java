package dev.fairshare.algorithm;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.Set;

/**
 * A fair-share algorithm: turns a share tree and its usage (and, for some, the current demand) into a
 * factor per node.
 *
 * <p><b>Contract.</b> {@code compute} is a pure function of its inputs and the algorithm's settings; it
 * never modifies them and is safe to call from several threads. It fills at least {@link Metric#FACTOR} for
 * every user, and exactly the metrics {@link #metrics()} lists. An algorithm named after a scheduler
 * reproduces that scheduler's code, not its manual.
 *
 * <pre>{@code
 * FairshareAlgorithm classic = registry.create("slurm.classic");
 * FairshareResult result = classic.compute(tree, usage);
 * double f = result.factor(tree.indexOf("physics/alice"));
 * }</pre>
 *
 * Implementations are made by an {@link AlgorithmFactory} registered under the algorithm's name. One writes
 * its result with {@link FairshareResult#builder}: it asks for the array of each metric it fills
 * ({@code Builder.metric}, one entry per node, {@code NaN} where it has no value) and builds; {@link #metrics()}
 * lists exactly those metrics. Without {@link Metric#RANK}, {@code compare} ranks its users by factor. A
 * new algorithm's tests extend the testkit's {@code AlgorithmContract} (docs/integrators.md).
 */
public interface FairshareAlgorithm {

  /** The registered name, such as {@code slurm.classic}. */
  String name();

  /** The metrics this algorithm fills. */
  Set<Metric> metrics();

  /**
   * Whether a node that takes its parent's share ({@link ShareTree#usesParentShares}, Slurm's
   * {@code FairShare=parent}) stands here as Slurm's algorithms make it stand; {@code false} (the default)
   * for an algorithm that counts such a node as 0 shares, as the other schedulers, which have no such
   * construct, would read it.
   */
  default boolean readsParentShares() {
    return false;
  }

  /**
   * Whether this algorithm takes pending jobs: whether its result depends on which nodes the demand marks
   * pending ({@link Demand#isPending}), as Slurm's ticket algorithm gives tickets only to active branches and
   * LSF's dispatch order passes over users without a pending job. {@code false} (the default) for an algorithm
   * whose result is the same whatever is pending, to which a command refuses pending jobs as misuse rather than
   * ignore them.
   */
  default boolean takesPendingJobs() {
    return false;
  }

  /**
   * Whether every user's factor is 0 when no node has a pending job ({@link Demand#hasNoPending}): an
   * algorithm that gives users their factors only through pending jobs, as Slurm's ticket algorithm gives
   * tickets only to active branches (unlike LSF's dispatch order, which without pending jobs ranks every user).
   * {@code true} only for an algorithm that {@link #takesPendingJobs takes pending jobs}; {@code false} (the
   * default) for one whose users have factors without them. {@code explain} says so when no pending jobs are
   * given to such an algorithm.
   */
  default boolean zeroWithoutPendingJobs() {
    return false;
  }

  /** Computes the result for a tree, its usage and the current demand. */
  FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand);

  /** Computes the result without demand. */
  default FairshareResult compute(ShareTree tree, UsageSnapshot usage) {
    return compute(tree, usage, Demand.none());
  }

  /**
   * Computes the result, reusing the arrays of a previous result for the same tree where the algorithm
   * can (the previous result must no longer be read). The default ignores {@code previous}.
   */
  default FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand,
      FairshareResult previous) {
    return compute(tree, usage, demand);
  }

  /**
   * This algorithm with the same settings, whose recompute splits trees of at least
   * {@link Parallelism#minNodes()} nodes among up to {@link Parallelism#threads()} threads (subtrees as
   * tasks), with results identical bit for bit to the sequential recompute. The default, for an algorithm
   * that cannot split a tree, returns this algorithm unchanged.
   */
  default FairshareAlgorithm parallel(Parallelism parallelism) {
    return this;
  }
}
