package dev.fairshare.algorithm;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * A fair-share algorithm whose recompute reuses a previous result's arrays (docs/performance.md): the part
 * every such algorithm writes alike, its registered name and the metrics it fills given once to the
 * constructor, and {@link #compute(ShareTree, UsageSnapshot, Demand)} being the recompute with no previous
 * result. A subclass implements {@link #compute(ShareTree, UsageSnapshot, Demand, FairshareResult)}.
 */
public abstract class RecomputingAlgorithm implements FairshareAlgorithm {
  private final String name;
  private final Set<Metric> metrics;

  /** An algorithm registered as {@code name} that fills {@code first} and {@code rest}. */
  protected RecomputingAlgorithm(String name, Metric first, Metric... rest) {
    this.name = name;
    this.metrics = Collections.unmodifiableSet(EnumSet.of(first, rest));
  }

  @Override
  public final String name() {
    return name;
  }

  /** The metrics this algorithm fills, in {@link Metric}'s order (unmodifiable). */
  @Override
  public final Set<Metric> metrics() {
    return metrics;
  }

  /** The recompute with no previous result to reuse. */
  @Override
  public final FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand) {
    return compute(tree, usage, demand, null);
  }

  @Override
  public abstract FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand,
      FairshareResult previous);
}
