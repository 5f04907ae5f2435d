package dev.fairshare.benchmarks;

import com.typesafe.config.Config;
import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithms.lsf.LsfFactors;
import dev.fairshare.algorithms.lsf.LsfSettings;
import dev.fairshare.algorithms.pbs.PbsSettings;
import dev.fairshare.algorithms.slurm.SlurmSettings;
import dev.fairshare.testkit.reference.ReferenceFluxWeightedTree;
import dev.fairshare.testkit.reference.ReferenceLsfFairshare;
import dev.fairshare.testkit.reference.ReferencePbsFairshare;
import dev.fairshare.testkit.reference.ReferenceSlurmClassic;
import dev.fairshare.testkit.reference.ReferenceSlurmDepthOblivious;
import dev.fairshare.testkit.reference.ReferenceSlurmFairTree;
import dev.fairshare.testkit.reference.ReferenceSlurmTicket;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * The testkit reference version of each algorithm, by the algorithm's registered name, with the settings
 * the registry gives the fast version (the defaults of {@code reference.conf}); the benchmarks measure it
 * beside the fast version.
 *
 * <p>A registered algorithm without an entry here is benchmarked without a ratio; add its reference when
 * it lands in testkit. A reference that is quadratic in the users (PBS's pairwise {@code compare_path}
 * ranking, whose {@code compare_path} also walks both paths) is run only on balanced shapes up to a size.
 */
public final class References {

  /** One run of a reference version; returns the factor of every node ({@code NaN} where none). */
  @FunctionalInterface
  public interface Run {
    double[] factors(ShareTree tree, UsageSnapshot usage, Demand demand);
  }

  /** A reference: how to make its run from the configuration, and the shapes it is run on. */
  private record Entry(java.util.function.Function<Config, Run> make, Predicate<String> shapes) {}

  private static final Predicate<String> ANY = shape -> true;

  private static final Map<String, Entry> ENTRIES = entries();

  private References() {}

  private static Map<String, Entry> entries() {
    Map<String, Entry> m = new TreeMap<>();
    m.put("slurm.classic", new Entry(c -> {
      int d = SlurmSettings.from(c).dampeningFactor();
      return (t, u, demand) -> new ReferenceSlurmClassic(d).compute(t, u).factor();
    }, ANY));
    m.put("slurm.depth-oblivious", new Entry(c -> {
      int d = SlurmSettings.from(c).dampeningFactor();
      return (t, u, demand) -> new ReferenceSlurmDepthOblivious(d).compute(t, u).factor();
    }, ANY));
    m.put("slurm.ticket", new Entry(
        c -> (t, u, demand) -> new ReferenceSlurmTicket().compute(t, u, demand.pendingNodes()).factor(),
        ANY));
    m.put("slurm.fair-tree", new Entry(
        c -> (t, u, demand) -> new ReferenceSlurmFairTree().compute(t, u).factor(), ANY));
    m.put("pbs.fairshare", new Entry(c -> {
      int unknown = PbsSettings.from(c).unknownShares();
      return (t, u, demand) -> new ReferencePbsFairshare(unknown).compute(t, u).factor();
    }, shape -> shape.startsWith("balanced-") && BenchShapes.nodes(shape) <= 11_111));
    m.put("lsf.fairshare", new Entry(c -> {
      LsfSettings s = LsfSettings.from(c);
      LsfFactors f = s.factors();
      ReferenceLsfFairshare.Formula formula = new ReferenceLsfFairshare.Formula(f.cpuTime(), f.runTime(),
          f.runJob(), f.committedRunTime(), f.fairshareAdjustment(),
          Double.isNaN(f.fwdJob()) ? null : f.fwdJob(), f.gpuRunTime(), s.version().hasAdjustment(),
          s.version().hasHistoryAndCommitted(), s.version().hasForwardAndGpu(), s.singlePrecision());
      return (t, u, demand) -> new ReferenceLsfFairshare(formula).compute(t, u, demand).priority();
    }, ANY));
    m.put("flux.weighted-tree", new Entry(
        c -> (t, u, demand) -> new ReferenceFluxWeightedTree().compute(t, u).fairshare(), ANY));
    return Collections.unmodifiableMap(m);
  }

  /** The algorithm names that have a reference version. */
  public static Set<String> names() {
    return ENTRIES.keySet();
  }

  /** The reference run of an algorithm with the settings of a configuration, or {@code null}. */
  public static Run of(String algorithm, Config config) {
    Entry e = ENTRIES.get(algorithm);
    return e == null ? null : e.make().apply(config);
  }

  /** Whether the reference of an algorithm is run on a shape. */
  public static boolean runsOn(String algorithm, String shape) {
    Entry e = ENTRIES.get(algorithm);
    return e != null && e.shapes().test(shape);
  }
}
