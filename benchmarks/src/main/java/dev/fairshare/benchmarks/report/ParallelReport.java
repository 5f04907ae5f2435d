package dev.fairshare.benchmarks.report;

import dev.fairshare.benchmarks.BenchShapes;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The table of {@code benchmarks/gate --parallel}: for each algorithm and shape, the wall time per node of
 * a recompute on 1, 2, 4... threads ({@code RecomputeParallel}), its speed-up over one thread and over
 * {@code Recompute.fast} (the sequential recompute in its own benchmark), both measured in the same run,
 * and the CPU time per node of the whole process (every thread's work: what the split adds).
 *
 * <pre>java -cp benchmarks.jar dev.fairshare.benchmarks.report.ParallelReport RESULTS.json...</pre>
 */
public final class ParallelReport {
  private ParallelReport() {}

  public static void main(String[] args) throws IOException {
    List<Path> files = new ArrayList<>();
    for (String a : args) {
      files.add(Path.of(a));
    }
    System.out.print(table(JmhJson.read(files)));
  }

  /** The table, one line per algorithm, shape and thread count, in the order measured. */
  static String table(List<Measurement> results) {
    Map<String, Double> oneThread = new LinkedHashMap<>();
    Map<String, Double> fast = new LinkedHashMap<>();
    for (Measurement m : results) {
      String key = m.param("algorithm") + " " + m.param("shape");
      if (m.benchmark().equals("RecomputeParallel.recompute") && m.param("threads").equals("1")) {
        oneThread.put(key, m.nsPerOp());
      } else if (m.benchmark().equals("Recompute.fast")) {
        fast.put(key, m.nsPerOp());
      }
    }
    StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%-22s %-18s %7s %14s %9s %9s %13s%n",
        "algorithm", "shape", "threads", "wall ns/node", "speed-up", "÷ fast", "CPU ns/node"));
    for (Measurement m : results) {
      if (!m.benchmark().equals("RecomputeParallel.recompute")) {
        continue;
      }
      double nodes = BenchShapes.nodes(m.param("shape"));
      String key = m.param("algorithm") + " " + m.param("shape");
      out.append(String.format(Locale.ROOT, "%-22s %-18s %7s %14.2f %9s %9s %13s%n", m.param("algorithm"),
          m.param("shape"), m.param("threads"), m.nsPerOp() / nodes, ratio(oneThread.get(key), m.nsPerOp()),
          ratio(fast.get(key), m.nsPerOp()),
          Double.isNaN(m.cpuNsPerOp()) ? "" : String.format(Locale.ROOT, "%.2f", m.cpuNsPerOp() / nodes)));
    }
    return out.toString();
  }

  private static String ratio(Double base, double time) {
    return base == null ? "" : String.format(Locale.ROOT, "%.2fx", base / time);
  }
}
