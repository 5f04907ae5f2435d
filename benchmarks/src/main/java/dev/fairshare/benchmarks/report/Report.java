package dev.fairshare.benchmarks.report;

import dev.fairshare.benchmarks.BenchShapes;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns JMH JSON into the Markdown tables of docs/performance.md: recompute ns per node against the
 * reference and with the ranks read ({@code Recompute.ranked}, where the run has it), charges per second,
 * lines parsed per second, and allocation per operation when the run used
 * {@code -prof gc}. Times are shown as CPU time (from {@code CpuTimeProfiler}) and wall clock; the
 * speed-ups use CPU times when both sides have them. {@code Report [--goals] RESULT.json...} prints to
 * standard output; {@code --goals} first prints the performance goals ({@link Goals}) and the scaling table
 * (ns per node of every algorithm on each balanced tree); the floors ({@code Floor}) come last.
 */
public final class Report {
  private Report() {}

  public static void main(String[] args) throws IOException {
    List<Path> files = new ArrayList<>();
    boolean goals = false;
    for (String a : args) {
      if (a.equals("--goals")) {
        goals = true;
      } else {
        files.add(Path.of(a));
      }
    }
    List<Measurement> run = JmhJson.read(files);
    Pairing pairs = new Pairing(run);
    if (goals) {
      System.out.println("| Goal | Figure | Met? |");
      System.out.println("|---|---|---|");
      Goals.rows(run, pairs).forEach(System.out::println);
      System.out.println();
      scaling(run);
    }
    recompute(run, pairs);
    charge(run, pairs);
    parse(run, pairs);
    floors(run);
  }

  private static void recompute(List<Measurement> run, Pairing pairs) {
    System.out.println("| algorithm | shape | nodes | fast ns/node CPU | fast ns/node wall "
        + "| with ranks ns/node CPU | reference ns/node CPU | speed-up | fast B/recompute |");
    System.out.println("|---|---|---:|---:|---:|---:|---:|---:|---:|");
    for (Measurement m : run) {
      if (!m.benchmark().equals("Recompute.fast")) {
        continue;
      }
      int nodes = BenchShapes.nodes(m.param("shape"));
      Measurement ref = pairs.referenceOf(m);
      Measurement ranked = ranked(run, m);
      System.out.printf(Locale.ROOT, "| %s | %s | %,d | %s | %s | %s | %s | %s | %s |%n", m.param("algorithm"),
          m.param("shape"), nodes, num(m.cpuNsPerOp() / nodes, "%.1f"), wall(m, nodes),
          ranked == null ? "–" : num(ranked.time() / nodes, "%.1f"),
          ref == null ? "–" : num(ref.time() / nodes, "%,.0f"),
          ref == null ? "–" : num(1 / pairs.ratio(m), "%,.0f×"), num(m.bytesPerOp(), "%,.0f"));
    }
    System.out.println();
  }

  /**
   * The {@code Recompute.ranked} measurement of the same algorithm and shape as a {@code Recompute.fast}
   * one (the recompute with every rank read), or {@code null} when the run has none.
   */
  static Measurement ranked(List<Measurement> run, Measurement fast) {
    for (Measurement m : run) {
      if (m.benchmark().equals("Recompute.ranked") && m.param("algorithm").equals(fast.param("algorithm"))
          && m.param("shape").equals(fast.param("shape"))) {
        return m;
      }
    }
    return null;
  }

  /** ns per node (CPU) of every algorithm on each balanced tree: the table beside the scaling plot. */
  private static void scaling(List<Measurement> run) {
    java.util.TreeSet<Integer> sizes = new java.util.TreeSet<>();
    java.util.Map<String, java.util.Map<Integer, Measurement>> rows = new java.util.TreeMap<>();
    for (Measurement m : run) {
      if (m.benchmark().equals("Recompute.fast") && m.param("shape").startsWith("balanced-")) {
        int nodes = BenchShapes.nodes(m.param("shape"));
        sizes.add(nodes);
        rows.computeIfAbsent(m.param("algorithm"), k -> new java.util.HashMap<>()).put(nodes, m);
      }
    }
    if (sizes.isEmpty()) {
      return;
    }
    StringBuilder head = new StringBuilder("| algorithm (ns/node CPU) |");
    StringBuilder rule = new StringBuilder("|---|");
    for (int n : sizes) {
      head.append(String.format(Locale.ROOT, " %,d |", n));
      rule.append("---:|");
    }
    System.out.println(head);
    System.out.println(rule);
    rows.forEach((alg, bySize) -> {
      StringBuilder b = new StringBuilder("| " + alg + " |");
      for (int n : sizes) {
        Measurement m = bySize.get(n);
        b.append(' ').append(m == null ? "–" : num(m.time() / n, "%.1f")).append(" |");
      }
      System.out.println(b);
    });
    System.out.println();
  }

  private static void charge(List<Measurement> run, Pairing pairs) {
    System.out.println("| benchmark | instants | threads | ns/charge CPU | M charges/s (CPU) "
        + "| M charges/s (wall) | floor M/s (CPU) | B/charge |");
    System.out.println("|---|---|---:|---:|---:|---:|---:|---:|");
    for (Measurement m : run) {
      if (!m.className().equals("Charge") || m.isReference()) {
        continue;
      }
      Measurement ref = pairs.referenceOf(m);
      System.out.printf(Locale.ROOT, "| %s | %s | %d | %s | %s | %.1f | %s | %s |%n", m.benchmark(),
          m.param("instants"), m.threads(), num(m.cpuNsPerOp(), "%.1f"),
          num(m.threads() * 1e3 / m.cpuNsPerOp(), "%.1f"), m.threads() * 1e3 / m.nsPerOp(),
          ref == null ? "–" : num(ref.threads() * 1e3 / ref.time(), "%.1f"),
          num(m.bytesPerOp(), "%.1f"));
    }
    System.out.println();
  }

  private static void parse(List<Measurement> run, Pairing pairs) {
    System.out.println("| format | lines | ns/line CPU | M lines/s (CPU) | M lines/s (wall) "
        + "| line-split floor M lines/s | B/line |");
    System.out.println("|---|---:|---:|---:|---:|---:|---:|");
    for (Measurement m : run) {
      if (!m.className().equals("Parse") || m.isReference()) {
        continue;
      }
      int lines = Integer.parseInt(m.param("lines"));
      Measurement ref = pairs.referenceOf(m);
      System.out.printf(Locale.ROOT, "| %s | %,d | %s | %s | %.2f | %s | %s |%n", m.param("format"), lines,
          num(m.cpuNsPerOp() / lines, "%.1f"), num(lines * 1e3 / m.cpuNsPerOp(), "%.2f"),
          lines * 1e3 / m.nsPerOp(), ref == null ? "–" : num(lines * 1e3 / ref.time(), "%.2f"),
          num(m.bytesPerOp() / lines, "%.0f"));
    }
    System.out.println();
  }

  /** The floors ({@code Floor}): what one pass or the exact pow alone costs per node on the same shape. */
  private static void floors(List<Measurement> run) {
    if (run.stream().noneMatch(m -> m.className().equals("Floor"))) {
      return;
    }
    System.out.println("| floor | shape | ns/node CPU | ns/node wall |");
    System.out.println("|---|---|---:|---:|");
    for (Measurement m : run) {
      if (m.className().equals("Floor")) {
        int nodes = BenchShapes.nodes(m.param("shape"));
        System.out.printf(Locale.ROOT, "| %s | %s | %s | %.1f |%n", m.method(), m.param("shape"),
            num(m.cpuNsPerOp() / nodes, "%.1f"), m.nsPerOp() / nodes);
      }
    }
    System.out.println();
  }

  private static String wall(Measurement m, int nodes) {
    String err = Double.isNaN(m.error()) ? "" : String.format(Locale.ROOT, " ± %.1f", m.error() / nodes);
    return String.format(Locale.ROOT, "%.1f%s", m.nsPerOp() / nodes, err);
  }

  private static String num(double v, String format) {
    return Double.isNaN(v) || Double.isInfinite(v) ? "–" : String.format(Locale.ROOT, format, v);
  }
}
