package dev.fairshare.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The ratios of the gate's duel ({@code GateDuel}, docs/performance.md, "The gate"): in each iteration the
 * candidate's CPU time over the base's, both measured in the same JVM, one operation of each in turn; in
 * each fork, the median of its iterations' ratios; a benchmark's ratios are those of its forks, over every
 * run given (the gate's first measurement and the second one of a suspect), judged by {@link SideBySide}'s
 * rule (median over the forks).
 */
public final class DuelRatios {
  private static final String PACKAGE = "dev.fairshare.benchmarks.";
  /** What each duel method stands for: the benchmark it measures and the parameters that name it. */
  private static final Map<String, Target> TARGETS = Map.of(
      "GateDuel.recompute", new Target("Recompute.fast", List.of("algorithm", "shape")),
      "GateDuel.parse", new Target("Parse.read", List.of("format", "lines")),
      "GateDuel.charge", new Target("Charge.oneThread", List.of("instants")));

  private record Target(String benchmark, List<String> params) {}

  private DuelRatios() {}

  /**
   * Every duel benchmark of the JMH JSON files, by the key of the benchmark it stands for (such as {@code
   * Recompute.fast algorithm=slurm.classic shape=balanced-11111}), in order of first appearance: the ratio
   * of each fork where the base ran; an empty list when the base ran in none (the base lacks it: new).
   */
  public static Map<String, List<Double>> read(List<Path> files) throws IOException {
    Map<String, List<Double>> out = new LinkedHashMap<>();
    for (Path file : files) {
      for (JsonNode r : new ObjectMapper().readTree(file.toFile())) {
        List<Double> ratios = out.computeIfAbsent(key(r), k -> new ArrayList<>());
        JsonNode secondary = r.path("secondaryMetrics");
        List<double[]> base = iterations(secondary.path("baseNs"));
        List<double[]> candidate = iterations(secondary.path("candidateNs"));
        for (int fork = 0; fork < Math.min(base.size(), candidate.size()); fork++) {
          double ratio = forkRatio(base.get(fork), candidate.get(fork));
          if (!Double.isNaN(ratio)) {
            ratios.add(ratio);
          }
        }
      }
    }
    return out;
  }

  /**
   * One fork's ratio: the median over its iterations of the candidate's time over the base's in the same
   * iteration; iterations where the base has no time (it did not run) are left out; NaN when none is left.
   */
  public static double forkRatio(double[] base, double[] candidate) {
    if (base.length != candidate.length) {
      throw new IllegalArgumentException("a fork has " + base.length + " base iterations and "
          + candidate.length + " candidate iterations");
    }
    double[] ratios = new double[base.length];
    int n = 0;
    for (int i = 0; i < base.length; i++) {
      if (base[i] > 0 && !Double.isNaN(candidate[i])) {
        ratios[n++] = candidate[i] / base[i];
      }
    }
    return GateRatios.median(java.util.Arrays.copyOf(ratios, n));
  }

  /**
   * The key of the benchmark a duel result stands for: {@code GateDuel.recompute} with its {@code
   * algorithm} and {@code shape} is {@code Recompute.fast algorithm=A shape=S}, as the fork-pair gate names
   * it; the duel's parameters of the other methods are left out.
   */
  public static String key(String benchmark, Map<String, String> params) {
    String name = benchmark.startsWith(PACKAGE) ? benchmark.substring(PACKAGE.length()) : benchmark;
    Target target = TARGETS.get(name);
    if (target == null) {
      throw new IllegalArgumentException(name + " is not a duel of the gate (expected one of "
          + Set.copyOf(TARGETS.keySet()) + ")");
    }
    StringBuilder key = new StringBuilder(target.benchmark());
    for (String p : target.params()) {
      key.append(' ').append(p).append('=').append(params.getOrDefault(p, ""));
    }
    return key.toString();
  }

  private static String key(JsonNode result) {
    Map<String, String> params = new LinkedHashMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = result.path("params").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      params.put(e.getKey(), e.getValue().asText());
    }
    return key(result.path("benchmark").asText(), params);
  }

  /** A metric's iterations, one array per fork ({@code rawData}). */
  private static List<double[]> iterations(JsonNode metric) {
    List<double[]> forks = new ArrayList<>();
    for (JsonNode fork : metric.path("rawData")) {
      double[] values = new double[fork.size()];
      for (int i = 0; i < values.length; i++) {
        values[i] = fork.get(i).asDouble(Double.NaN);
      }
      forks.add(values);
    }
    return forks;
  }
}
