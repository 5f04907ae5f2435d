package dev.fairshare.benchmarks;

import dev.fairshare.testkit.reference.ReferenceSlurmClassic;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The testkit reference version of each algorithm, by the algorithm's registered name, run with the
 * default settings of {@code reference.conf}; the benchmarks measure it beside the fast version.
 *
 * <p>A registered algorithm without an entry here is benchmarked without a ratio; add its reference when
 * it lands in testkit.
 */
public final class References {

  /** One run of a reference version; returns the factor of every node ({@code NaN} where none). */
  @FunctionalInterface
  public interface Run {
    double[] factors(ShareTree tree, UsageSnapshot usage);
  }

  private static final Map<String, Run> RUNS = runs();

  private References() {}

  private static Map<String, Run> runs() {
    Map<String, Run> m = new TreeMap<>();
    m.put("slurm.classic", (tree, usage) -> new ReferenceSlurmClassic(1).compute(tree, usage).factor());
    return java.util.Collections.unmodifiableMap(m);
  }

  /** The algorithm names that have a reference version. */
  public static Set<String> names() {
    return RUNS.keySet();
  }

  /** The reference run of an algorithm, or {@code null}. */
  public static Run of(String algorithm) {
    return RUNS.get(algorithm);
  }
}
