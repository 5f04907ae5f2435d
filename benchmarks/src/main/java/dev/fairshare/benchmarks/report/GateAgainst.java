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

/**
 * The command behind {@code benchmarks/gate --against REV}: reads the JMH JSON of the interleaved runs of
 * the base's and the candidate's jars and applies {@link SideBySide}'s rule.
 *
 * <p>{@code GateAgainst [--tolerance T] [--failures FILE] BASE.json CANDIDATE.json...}: the files in pairs,
 * a base run and the candidate's run of the same benchmarks; a file that does not exist (its JMH run
 * failed) is a run that measured nothing. Prints one line per benchmark and exits 0 when the gate passes,
 * 1 when it fails, 2 on misuse. {@code --failures} writes the keys of the suspects ({@link
 * SideBySide#suspects}: the regressions and those close to it) to a file (the script measures those again,
 * then calls this once more with every pair).
 *
 * <p>{@code --duel DUEL.json} (repeated) adds the JMH JSON of a duel ({@code GateDuel}: both builds in one
 * JVM, one operation of each in turn; {@link DuelRatios}), every fork's ratio of a benchmark over all the
 * duel files; {@code --broken NAME} a duel that failed (the candidate could not run it), which fails the
 * gate. Pairs and duels may be mixed (a group in pairs, another in a duel).
 */
public final class GateAgainst {
  private GateAgainst() {}

  public static void main(String[] args) throws IOException {
    double tolerance = Baseline.DEFAULT_TOLERANCE;
    Path failures = null;
    List<Path> duels = new ArrayList<>();
    List<String> broken = new ArrayList<>();
    List<Path> files = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--tolerance") && i + 1 < args.length) {
        tolerance = Double.parseDouble(args[++i]);
      } else if (args[i].equals("--failures") && i + 1 < args.length) {
        failures = Path.of(args[++i]);
      } else if (args[i].equals("--duel") && i + 1 < args.length) {
        duels.add(Path.of(args[++i]));
      } else if (args[i].equals("--broken") && i + 1 < args.length) {
        broken.add(args[++i]);
      } else {
        files.add(Path.of(args[i]));
      }
    }
    if (files.isEmpty() && duels.isEmpty() && broken.isEmpty() || files.size() % 2 != 0) {
      System.err.println("usage: GateAgainst [--tolerance T] [--failures FILE] [--duel DUEL.json]... "
          + "[--broken NAME]... [BASE.json CANDIDATE.json]...");
      System.exit(2);
    }
    List<SideBySide.Pair> pairs = new ArrayList<>();
    for (int i = 0; i < files.size(); i += 2) {
      pairs.add(new SideBySide.Pair(read(files.get(i)), read(files.get(i + 1))));
    }
    List<GateCheck.Row> rows = new ArrayList<>(SideBySide.compare(pairs, tolerance));
    List<Path> present = new ArrayList<>();
    for (Path file : duels) {
      if (Files.exists(file) && Files.size(file) > 0) {
        present.add(file);
      }
    }
    for (Map.Entry<String, List<Double>> e : DuelRatios.read(present).entrySet()) {
      rows.add(SideBySide.row(e.getKey(), e.getValue(), tolerance));
    }
    for (String name : broken) {
      rows.add(new GateCheck.Row(name, GateCheck.Status.MISSING, null, 1.0));
    }
    print(rows);
    if (failures != null) {
      List<String> suspects = SideBySide.suspects(rows, tolerance);
      FileTransaction.create().replaceExisting(true).write(failures, out -> {
        for (String line : suspects) {
          out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        }
      }).commit();
    }
    boolean failed = GateCheck.failed(rows);
    long bad = rows.stream().filter(r -> r.status().fails()).count();
    System.out.printf(Locale.ROOT, failed
        ? "gate FAILED: %d benchmark(s) more than %.0f%% slower than the base's, or broken%n"
        : "gate passed: no benchmark more than %2$.0f%% slower than the base's%n",
        bad, 100 * tolerance);
    System.exit(failed ? 1 : 0);
  }

  private static List<Measurement> read(Path file) throws IOException {
    return Files.exists(file) && Files.size(file) > 0 ? JmhJson.readOne(file) : List.of();
  }

  private static void print(List<GateCheck.Row> rows) {
    System.out.printf(Locale.ROOT, "%-66s %10s %18s %8s  %s%n", "benchmark (ratio = candidate / base, CPU)",
        "ratio", "runs: low..high", "change", "status");
    for (GateCheck.Row r : rows) {
      Ratio m = r.measured();
      System.out.printf(Locale.ROOT, "%-66s %10s %18s %8s  %s%n", r.key(),
          m == null ? "-" : String.format(Locale.ROOT, "%.4f", m.value()),
          m == null ? "-" : String.format(Locale.ROOT, "%d: %.3f..%.3f", m.runs(), m.low(), m.high()),
          Double.isNaN(r.change()) ? "-" : String.format(Locale.ROOT, "%+.1f%%", 100 * r.change()),
          label(r.status()));
    }
  }

  private static String label(GateCheck.Status s) {
    return switch (s) {
      case PASS -> "ok";
      case FASTER -> "faster than the base";
      case REGRESSION -> "REGRESSION";
      case MISSING -> "MISSING: the base ran it, the candidate did not (broken? renamed?)";
      case NEW -> "new: the base did not run it";
    };
  }
}
