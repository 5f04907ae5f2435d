package dev.fairshare.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The regression gate: for every benchmark of a run that has a reference in the same run, compares the
 * ratio benchmark/reference (time over time) with the baseline kept in the repository and fails when it
 * grew by more than the baseline's tolerance (15%). Ratios, not times, so that a busy or slower machine
 * does not fail the gate by itself.
 *
 * <p>{@code Gate BASELINE RESULT.json... [--update]}: exit 0 when no ratio regressed, 1 when one did,
 * 2 on misuse. {@code --update} rewrites the baseline from the run instead.
 */
public final class Gate {
  private static final double DEFAULT_TOLERANCE = 0.15;

  private Gate() {}

  public static void main(String[] args) throws IOException {
    List<Path> results = new ArrayList<>();
    boolean update = false;
    for (String a : args) {
      if (a.equals("--update")) {
        update = true;
      } else {
        results.add(Path.of(a));
      }
    }
    if (results.size() < 2) {
      System.err.println("usage: Gate BASELINE.json RESULT.json... [--update]");
      System.exit(2);
    }
    Path baseline = results.remove(0);
    List<Measurement> run = JmhJson.read(results);
    System.exit(update ? write(baseline, run) : check(baseline, run));
  }

  private static int check(Path baselineFile, List<Measurement> run) throws IOException {
    JsonNode baseline = new ObjectMapper().readTree(baselineFile.toFile());
    double tolerance = baseline.path("tolerance").asDouble(DEFAULT_TOLERANCE);
    JsonNode ratios = baseline.path("ratios");
    Pairing pairs = new Pairing(run);
    int regressions = 0;
    System.out.printf(Locale.ROOT, "%-72s %10s %10s %8s%n", "benchmark (ratio = time / reference time)",
        "ratio", "baseline", "change");
    for (Measurement m : run) {
      if (m.isReference()) {
        continue;
      }
      double ratio = pairs.ratio(m);
      if (Double.isNaN(ratio)) {
        System.out.printf(Locale.ROOT, "%-72s %10s%n", m.key(), "no reference in this run");
        continue;
      }
      JsonNode base = ratios.get(m.key());
      if (base == null) {
        System.out.printf(Locale.ROOT, "%-72s %10.5f %10s   new: add it with benchmarks/gate --update%n",
            m.key(), ratio, "-");
        continue;
      }
      double change = ratio / base.asDouble() - 1;
      boolean regressed = change > tolerance;
      regressions += regressed ? 1 : 0;
      System.out.printf(Locale.ROOT, "%-72s %10.5f %10.5f %+7.1f%%%s%n", m.key(), ratio, base.asDouble(),
          100 * change, regressed ? "  REGRESSION" : "");
    }
    if (regressions > 0) {
      System.out.printf(Locale.ROOT, "gate FAILED: %d benchmark(s) more than %.0f%% slower relative to "
          + "their reference than the baseline %s%n", regressions, 100 * tolerance, baselineFile);
      return 1;
    }
    System.out.printf(Locale.ROOT, "gate passed: no ratio more than %.0f%% above %s%n", 100 * tolerance,
        baselineFile);
    return 0;
  }

  private static int write(Path baselineFile, List<Measurement> run) throws IOException {
    ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    ObjectNode root = mapper.createObjectNode();
    root.put("comment", "Ratios benchmark time / reference time from benchmarks/gate; regenerate with "
        + "benchmarks/gate --update on a quiet machine.");
    root.put("tolerance", DEFAULT_TOLERANCE);
    ObjectNode ratios = root.putObject("ratios");
    Pairing pairs = new Pairing(run);
    for (Measurement m : run) {
      double ratio = pairs.ratio(m);
      if (!m.isReference() && !Double.isNaN(ratio)) {
        ratios.put(m.key(), Double.parseDouble(String.format(Locale.ROOT, "%.6g", ratio)));
      }
    }
    Files.writeString(baselineFile, mapper.writeValueAsString(root) + "\n");
    System.out.println("wrote " + ratios.size() + " ratios to " + baselineFile);
    return 0;
  }
}
