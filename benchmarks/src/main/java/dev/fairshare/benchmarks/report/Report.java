package dev.fairshare.benchmarks.report;

import dev.fairshare.benchmarks.BenchShapes;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns JMH JSON into the Markdown tables of docs/performance.md: recompute ns per node against the
 * reference, charges per second, lines parsed per second, and allocation per operation when the run used
 * {@code -prof gc}. {@code Report RESULT.json...} prints to standard output.
 */
public final class Report {
  private Report() {}

  public static void main(String[] args) throws IOException {
    List<Path> files = new ArrayList<>();
    for (String a : args) {
      files.add(Path.of(a));
    }
    List<Measurement> run = JmhJson.read(files);
    Pairing pairs = new Pairing(run);
    recompute(run, pairs);
    charge(run, pairs);
    parse(run, pairs);
  }

  private static void recompute(List<Measurement> run, Pairing pairs) {
    System.out.println("| algorithm | shape | nodes | fast ns/node | reference ns/node | speed-up "
        + "| fast B/recompute |");
    System.out.println("|---|---|---:|---:|---:|---:|---:|");
    for (Measurement m : run) {
      if (!m.benchmark().equals("Recompute.fast")) {
        continue;
      }
      int nodes = BenchShapes.nodes(m.param("shape"));
      Measurement ref = pairs.referenceOf(m);
      System.out.printf(Locale.ROOT, "| %s | %s | %,d | %s | %s | %s | %s |%n", m.param("algorithm"),
          m.param("shape"), nodes, perNode(m, nodes), ref == null ? "–" : perNode(ref, nodes),
          ref == null ? "–" : String.format(Locale.ROOT, "%.0f×", ref.nsPerOp() / m.nsPerOp()),
          Double.isNaN(m.bytesPerOp()) ? "–" : String.format(Locale.ROOT, "%,.0f", m.bytesPerOp()));
    }
    System.out.println();
  }

  private static void charge(List<Measurement> run, Pairing pairs) {
    System.out.println("| benchmark | threads | ns/charge (per thread) | M charges/s (all threads) "
        + "| floor M/s | B/charge |");
    System.out.println("|---|---:|---:|---:|---:|---:|");
    for (Measurement m : run) {
      if (!m.className().equals("Charge") || m.isReference()) {
        continue;
      }
      Measurement ref = pairs.referenceOf(m);
      System.out.printf(Locale.ROOT, "| %s | %d | %.1f | %.1f | %s | %s |%n", m.benchmark(), m.threads(),
          m.nsPerOp(), m.threads() * 1e3 / m.nsPerOp(),
          ref == null ? "–" : String.format(Locale.ROOT, "%.1f", ref.threads() * 1e3 / ref.nsPerOp()),
          Double.isNaN(m.bytesPerOp()) ? "–" : String.format(Locale.ROOT, "%.1f", m.bytesPerOp()));
    }
    System.out.println();
  }

  private static void parse(List<Measurement> run, Pairing pairs) {
    System.out.println("| format | lines | ns/line | M lines/s | line-split floor M lines/s |");
    System.out.println("|---|---:|---:|---:|---:|");
    for (Measurement m : run) {
      if (!m.className().equals("Parse") || m.isReference()) {
        continue;
      }
      int lines = Integer.parseInt(m.param("lines"));
      Measurement ref = pairs.referenceOf(m);
      System.out.printf(Locale.ROOT, "| %s | %,d | %.1f | %.2f | %s |%n", m.param("format"), lines,
          m.nsPerOp() / lines, lines * 1e3 / m.nsPerOp(),
          ref == null ? "–" : String.format(Locale.ROOT, "%.2f", lines * 1e3 / ref.nsPerOp()));
    }
    System.out.println();
  }

  private static String perNode(Measurement m, int nodes) {
    String err = Double.isNaN(m.error()) ? "" : String.format(Locale.ROOT, " ± %.1f", m.error() / nodes);
    return String.format(Locale.ROOT, "%.1f%s", m.nsPerOp() / nodes, err);
  }
}
