package dev.fairshare.benchmarks;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.Set;

/**
 * A fast algorithm made slower on purpose by a given fraction, to show that {@code benchmarks/gate}
 * catches a real regression (docs/performance.md, "The gate"): it runs the wrapped algorithm and, for
 * that fraction of the calls, runs it once more on the result's own arrays, so {@code 0.25} costs 25% more
 * time per recompute with the same allocation. Only {@link Recompute} uses it, and only when the system
 * property {@value #PROPERTY} is set (the gate's {@code GATE_SLOWDOWN}); never in a normal run.
 *
 * <p>Keeps a running count between calls, so unlike the algorithms it is not safe for concurrent use;
 * JMH calls {@link Recompute#fast} from one thread.
 */
final class Slowdown implements FairshareAlgorithm {
  /** The system property that sets the fraction, such as {@code 0.25}. */
  static final String PROPERTY = "fairshare.bench.slowdown";

  private final FairshareAlgorithm slowed;
  private final double fraction;
  private double owed;

  private Slowdown(FairshareAlgorithm slowed, double fraction) {
    this.slowed = slowed;
    this.fraction = fraction;
  }

  /** The algorithm itself, or slowed by the fraction in {@value #PROPERTY} when that is above 0. */
  static FairshareAlgorithm fromProperty(FairshareAlgorithm algorithm) {
    double fraction = Double.parseDouble(System.getProperty(PROPERTY, "0"));
    return fraction > 0 ? new Slowdown(algorithm, fraction) : algorithm;
  }

  @Override
  public String name() {
    return slowed.name();
  }

  @Override
  public boolean readsParentShares() {
    return slowed.readsParentShares();
  }

  @Override
  public boolean takesPendingJobs() {
    return slowed.takesPendingJobs();
  }

  @Override
  public boolean zeroWithoutPendingJobs() {
    return slowed.zeroWithoutPendingJobs();
  }

  @Override
  public Set<Metric> metrics() {
    return slowed.metrics();
  }

  @Override
  public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand) {
    return compute(tree, usage, demand, null);
  }

  @Override
  public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand,
      FairshareResult previous) {
    FairshareResult result = slowed.compute(tree, usage, demand, previous);
    owed += fraction;
    while (owed >= 1) {
      owed -= 1;
      result = slowed.compute(tree, usage, demand, result);
    }
    return result;
  }
}
