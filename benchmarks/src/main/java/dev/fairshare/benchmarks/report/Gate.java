package dev.fairshare.benchmarks.report;

import dev.fairshare.io.FileTransaction;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The command behind {@code benchmarks/gate}: reads the JMH JSON of the gate's runs, forms each
 * benchmark's ratio to its reference ({@link GateRatios}: median over the runs) and applies the rule of
 * {@link GateCheck} against {@code benchmarks/baseline.json} ({@link Baseline}).
 *
 * <p>{@code Gate BASELINE RUN.json... [--failures FILE] [--update NOTE] [--partial]}: prints one line
 * per benchmark and exits 0 when the gate passes, 1 when it fails, 2 on misuse. {@code --failures} writes
 * the keys of the regressions to a file (the script measures those once more, then calls this again with
 * every run). {@code --update NOTE} rewrites the baseline from the runs instead (the note says when and
 * where). {@code --partial}: the runs are part of the gate on purpose ({@code GATE_ONLY}), so the baseline's
 * benchmarks that were not run do not fail, and {@code --update} keeps their baseline ratios.
 * {@code --report-only}: the comparison is a report ({@code benchmarks/gate --baseline}; the verdict is
 * {@link GateAgainst}'s), so only a benchmark that was not measured fails.
 */
public final class Gate {
  private Gate() {}

  public static void main(String[] args) throws IOException {
    List<Path> files = new ArrayList<>();
    String updateNote = null;
    Path failures = null;
    boolean partial = false;
    boolean reportOnly = false;
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--partial")) {
        partial = true;
      } else if (args[i].equals("--report-only")) {
        reportOnly = true;
      } else if (args[i].equals("--update") && i + 1 < args.length) {
        updateNote = args[++i];
      } else if (args[i].equals("--failures") && i + 1 < args.length) {
        failures = Path.of(args[++i]);
      } else {
        files.add(Path.of(args[i]));
      }
    }
    if (files.size() < 2) {
      System.err.println(
          "usage: Gate BASELINE.json RUN.json... [--failures FILE] [--update NOTE] [--partial] [--report-only]");
      System.exit(2);
    }
    Path baselineFile = files.remove(0);
    List<List<Measurement>> runs = new ArrayList<>();
    for (Path f : files) {
      runs.add(JmhJson.readOne(f));
    }
    Map<String, Ratio> measured = GateRatios.of(runs);
    Baseline baseline = Files.exists(baselineFile) ? Baseline.read(baselineFile)
        : new Baseline(Baseline.DEFAULT_TOLERANCE, new TreeMap<>(), "");
    List<GateCheck.Row> rows = new ArrayList<>(
        GateCheck.compare(baseline.ratios(), measured, baseline.tolerance()));
    if (partial) {
      int before = rows.size();
      rows.removeIf(r -> r.status() == GateCheck.Status.MISSING);
      System.out.printf(Locale.ROOT, "partial run: %d benchmark(s) of the baseline not run%n",
          before - rows.size());
    }
    print(rows);
    if (updateNote != null) {
      Map<String, Ratio> kept = new TreeMap<>(partial ? baseline.ratios() : Map.of());
      kept.putAll(measured);
      String note = !partial ? updateNote
          : baseline.measured().isEmpty() ? "in parts: " + updateNote
          : baseline.measured() + "; " + updateNote;
      new Baseline(baseline.tolerance(), kept, note).write(baselineFile);
      System.out.printf(Locale.ROOT, "wrote %d ratios (%d measured now) to %s%n", kept.size(),
          measured.size(), baselineFile);
      System.exit(measured.isEmpty() ? 1 : 0);
    }
    if (failures != null) {
      FileTransaction.create().replaceExisting(true).write(failures, out -> {
        for (String line : GateCheck.suspects(rows)) {
          out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        }
      }).commit();
    }
    if (reportOnly) {
      long missing = rows.stream().filter(r -> r.status() == GateCheck.Status.MISSING).count();
      long slower = rows.stream().filter(r -> r.status() == GateCheck.Status.REGRESSION).count();
      System.out.printf(Locale.ROOT, "report against %s: %d ratio(s) more than %.0f%% above it, %d missing"
          + " (a report: ratios to a reference differ between processors; the gate is --against)%n",
          baselineFile, slower, 100 * baseline.tolerance(), missing);
      System.exit(missing > 0 ? 1 : 0);
    }
    boolean failed = GateCheck.failed(rows);
    long bad = rows.stream().filter(r -> r.status().fails()).count();
    System.out.printf(Locale.ROOT, failed
        ? "gate FAILED: %d benchmark(s) regressed by more than %.0f%% against %s, or missing%n"
        : "gate passed: %d failures; no ratio more than %.0f%% above %s%n",
        bad, 100 * baseline.tolerance(), baselineFile);
    System.exit(failed ? 1 : 0);
  }

  private static void print(List<GateCheck.Row> rows) {
    System.out.printf(Locale.ROOT, "%-66s %10s %16s %10s %8s  %s%n", "benchmark (ratio = CPU time / reference's)",
        "ratio", "runs: low-high", "baseline", "change", "status");
    for (GateCheck.Row r : rows) {
      Ratio m = r.measured();
      System.out.printf(Locale.ROOT, "%-66s %10s %16s %10s %8s  %s%n", r.key(),
          m == null ? "-" : String.format(Locale.ROOT, "%.5g", m.value()),
          m == null ? "-" : String.format(Locale.ROOT, "%d: %+.0f%%..%+.0f%%", m.runs(),
              100 * (m.low() / m.value() - 1), 100 * (m.high() / m.value() - 1)),
          Double.isNaN(r.baseline()) ? "-" : String.format(Locale.ROOT, "%.5g", r.baseline()),
          Double.isNaN(r.change()) ? "-" : String.format(Locale.ROOT, "%+.1f%%", 100 * r.change()),
          label(r.status()));
    }
  }

  private static String label(GateCheck.Status s) {
    return switch (s) {
      case PASS -> "ok";
      case FASTER -> "faster (benchmarks/gate --update to keep it)";
      case REGRESSION -> "REGRESSION";
      case MISSING -> "MISSING: in the baseline, not measured (broken? renamed? --update)";
      case NEW -> "new, not in the baseline (benchmarks/gate --update adds it)";
    };
  }
}
