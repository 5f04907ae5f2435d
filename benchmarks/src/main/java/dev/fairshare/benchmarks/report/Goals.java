package dev.fairshare.benchmarks.report;

import dev.fairshare.benchmarks.BenchShapes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The performance goals as a Markdown table (docs/performance.md, "Current figures"): for each goal the figure of a
 * run of {@code benchmarks/gate --goals} and whether it is met. Times are process CPU time per operation
 * ({@code CpuTimeProfiler}), one thread, on the 1.1M-node balanced tree unless the row says otherwise.
 */
public final class Goals {
  /** The tree of the goals. */
  static final String GOAL_SHAPE = "balanced-1111111";

  /**
   * The formats of the parsing goal: {@code sacctmgr dump}, {@code resource_group} and {@code lsb.users}.
   * Other registered formats (our own {@code fairshare.tsv}) are in the parse table, not in the goals.
   */
  static final List<String> PARSE_GOAL_FORMATS = List.of("slurm.sacctmgr-dump", "pbs.resource-group",
      "lsf.lsb-users");

  private Goals() {}

  /**
   * The ns-per-node goal of an algorithm on the 1.1M tree, one thread, or NaN when the goals set none: the
   * recompute alone, without the ranks that the three algorithms whose scheduler does not rank compute on
   * demand (their figure with ranks is shown beside it).
   */
  static double nsPerNodeGoal(String algorithm) {
    return switch (algorithm) {
      case "slurm.classic", "slurm.depth-oblivious", "pbs.fairshare" -> 15;
      case "lsf.fairshare", "slurm.ticket" -> 12;
      case "slurm.fair-tree" -> 25;
      default -> Double.NaN;
    };
  }

  /** The goal rows of a run; a goal the run did not measure is left out. */
  static List<String> rows(List<Measurement> run, Pairing pairs) {
    List<String> out = new ArrayList<>();
    Map<String, TreeMap<Integer, Measurement>> balanced = new TreeMap<>();
    for (Measurement m : run) {
      if (m.benchmark().equals("Recompute.fast") && m.param("shape").startsWith("balanced-")) {
        balanced.computeIfAbsent(m.param("algorithm"), k -> new TreeMap<>())
            .put(BenchShapes.nodes(m.param("shape")), m);
      }
    }
    int goalNodes = BenchShapes.nodes(GOAL_SHAPE);
    balanced.forEach((alg, bySize) -> {
      Measurement m = bySize.get(goalNodes);
      double goal = nsPerNodeGoal(alg);
      if (m != null && !Double.isNaN(goal)) {
        double ns = m.time() / goalNodes;
        Measurement ranked = Report.ranked(run, m);
        String withRanks = ranked == null ? ""
            : "; with ranks " + fmt(ranked.time() / goalNodes, "%.1f");
        out.add(row("`" + alg + "` ≤ " + fmt(goal, "%.0f") + " ns/node",
            fmt(ns, "%.1f") + " ns/node CPU (wall " + fmt(m.nsPerOp() / goalNodes, "%.1f") + ")" + withRanks,
            ns <= goal));
      }
    });
    for (Measurement m : run) {
      Measurement ref = m.benchmark().equals("Recompute.fast") ? pairs.referenceOf(m) : null;
      if (ref != null && (m.param("shape").equals(GOAL_SHAPE) || !hasReferenceOn(run, m, GOAL_SHAPE))) {
        double speedUp = 1 / pairs.ratio(m);
        out.add(row("`" + m.param("algorithm") + "` ≥ 10× its reference" + onShape(m),
            fmt(speedUp, "%,.0f×") + " (reference " + fmt(ref.time() / 1e6, "%,.1f") + " ms CPU, "
                + samples(ref) + ")", speedUp >= 10));
      }
    }
    balanced.forEach((alg, bySize) -> {
      Measurement big = bySize.get(goalNodes);
      if (big != null && !Double.isNaN(big.bytesPerOp())) {
        Measurement small = bySize.firstEntry().getValue();
        double perNode = big.bytesPerOp() / goalNodes;
        out.add(row("`" + alg + "` no allocation per node (< 0.01 B/node)",
            fmt(big.bytesPerOp(), "%,.0f") + " B/recompute (" + fmt(perNode, "%.3f") + " B/node); "
                + fmt(small.bytesPerOp(), "%,.0f") + " B at " + String.format(Locale.ROOT, "%,d",
                BenchShapes.nodes(small.param("shape"))) + " nodes", perNode < 0.01));
      }
    });
    for (Measurement m : run) {
      if (m.benchmark().equals("Charge.oneThread")) {
        double perSecond = 1e3 / m.time();
        out.add(row("≥ 20 M charges/s, one thread (instants=" + m.param("instants") + ")",
            fmt(perSecond, "%.1f") + " M/s CPU (wall " + fmt(1e3 / m.nsPerOp(), "%.1f") + ")",
            perSecond >= 20));
      }
    }
    for (Measurement m : run) {
      if (m.benchmark().equals("Parse.read") && PARSE_GOAL_FORMATS.contains(m.param("format"))) {
        double lines = Double.parseDouble(m.param("lines"));
        double perSecond = lines * 1e3 / m.time();
        out.add(row("≥ 1 M lines/s, `" + m.param("format") + "`",
            fmt(perSecond, "%.2f") + " M lines/s CPU (wall " + fmt(lines * 1e3 / m.nsPerOp(), "%.2f")
                + "), " + fmt(m.bytesPerOp() / lines, "%,.0f") + " B/line", perSecond >= 1));
      }
    }
    balanced.forEach((alg, bySize) -> {
      if (bySize.size() >= 3) {
        // superlinear growth shows as ns per node rising with the size: the largest tree against the
        // cheapest smaller one (a small tree's fixed costs make its own ns per node higher, not lower)
        double cheapest = Double.MAX_VALUE;
        StringBuilder b = new StringBuilder();
        for (Map.Entry<Integer, Measurement> e : bySize.entrySet()) {
          double ns = e.getValue().time() / e.getKey();
          if (e.getKey() < bySize.lastKey()) {
            cheapest = Math.min(cheapest, ns);
          }
          b.append(b.length() == 0 ? "" : " → ").append(fmt(ns, "%.1f"));
        }
        double rise = bySize.lastEntry().getValue().time() / bySize.lastKey() / cheapest;
        out.add(row("`" + alg + "` linear growth " + String.format(Locale.ROOT, "%,d → %,d",
            bySize.firstKey(), bySize.lastKey()) + " nodes (ns/node of the largest ≤ 2× the cheapest)",
            b + " ns/node (×" + fmt(rise, "%.1f") + ")", rise <= 2));
      }
    });
    return out;
  }

  private static boolean hasReferenceOn(List<Measurement> run, Measurement fast, String shape) {
    for (Measurement r : run) {
      if (r.isReference() && r.className().equals("RecomputeReference")
          && r.param("algorithm").equals(fast.param("algorithm")) && r.param("shape").equals(shape)) {
        return true;
      }
    }
    return false;
  }

  private static String onShape(Measurement m) {
    return m.param("shape").equals(GOAL_SHAPE) ? "" : " (on " + m.param("shape") + ")";
  }

  private static String samples(Measurement ref) {
    return ref.samples().length + (ref.samples().length == 1 ? " iteration" : " iterations");
  }

  private static String row(String goal, String figure, boolean met) {
    return "| " + goal + " | " + figure + " | " + (met ? "yes" : "**no**") + " |";
  }

  private static String fmt(double v, String format) {
    return Double.isNaN(v) || Double.isInfinite(v) ? "–" : String.format(Locale.ROOT, format, v);
  }
}
