package dev.fairshare.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fairshare.benchmarks.CpuTimeProfiler;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads the JSON that JMH writes with {@code -rf json} into {@link Measurement}s. */
public final class JmhJson {
  private static final String PACKAGE = "dev.fairshare.benchmarks.";

  private JmhJson() {}

  /**
   * Every result of one or more JMH JSON files, in file order; a benchmark measured again in a later file
   * (the gate's re-run of a suspected regression) replaces the earlier result in its place.
   */
  public static List<Measurement> read(List<Path> files) throws IOException {
    Map<String, Measurement> out = new LinkedHashMap<>();
    for (Path file : files) {
      for (Measurement m : readOne(file)) {
        out.put(m.key(), m);
      }
    }
    return new ArrayList<>(out.values());
  }

  /** The results of one JMH JSON file, in file order. */
  public static List<Measurement> readOne(Path file) throws IOException {
    List<Measurement> out = new ArrayList<>();
    for (JsonNode r : new ObjectMapper().readTree(file.toFile())) {
      out.add(measurement(r));
    }
    return out;
  }

  private static Measurement measurement(JsonNode r) {
    String name = r.path("benchmark").asText();
    if (name.startsWith(PACKAGE)) {
      name = name.substring(PACKAGE.length());
    }
    Map<String, String> params = new LinkedHashMap<>();
    JsonNode p = r.path("params");
    for (Iterator<Map.Entry<String, JsonNode>> it = p.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      params.put(e.getKey(), e.getValue().asText());
    }
    JsonNode primary = r.path("primaryMetric");
    String unit = primary.path("scoreUnit").asText();
    if (!unit.equals("ns/op")) {
      throw new IllegalArgumentException(name + ": expected ns/op, got " + unit + " (use -tu ns -bm avgt)");
    }
    double error = primary.path("scoreError").asDouble(Double.NaN);
    JsonNode alloc = r.path("secondaryMetrics").path("gc.alloc.rate.norm");
    double bytes = alloc.isMissingNode() ? Double.NaN : alloc.path("score").asDouble();
    JsonNode cpu = r.path("secondaryMetrics").path(CpuTimeProfiler.RESULT);
    double cpuNs = cpu.isMissingNode() ? Double.NaN : cpu.path("score").asDouble();
    JsonNode worker = r.path("secondaryMetrics").path(CpuTimeProfiler.WORKER_RESULT);
    double workerNs = worker.isMissingNode() ? Double.NaN : worker.path("score").asDouble(Double.NaN);
    double[] samples = samples(worker.isMissingNode() ? primary : worker);
    return new Measurement(name, params, r.path("threads").asInt(1), primary.path("score").asDouble(),
        error, bytes, cpuNs, workerNs, samples);
  }

  /** Every iteration's value of a metric ({@code rawData}: one array per fork), flattened; NaNs left out. */
  private static double[] samples(JsonNode metric) {
    List<JsonNode> values = new ArrayList<>();
    for (JsonNode fork : metric.path("rawData")) {
      for (JsonNode v : fork) {
        if (v.isNumber() && !Double.isNaN(v.asDouble())) {
          values.add(v);
        }
      }
    }
    double[] out = new double[values.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = values.get(i).asDouble();
    }
    return out;
  }
}
