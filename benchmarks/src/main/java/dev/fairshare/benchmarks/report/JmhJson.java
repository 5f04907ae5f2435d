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

  /** Every result of one or more JMH JSON files, in file order. */
  public static List<Measurement> read(List<Path> files) throws IOException {
    ObjectMapper mapper = new ObjectMapper();
    List<Measurement> out = new ArrayList<>();
    for (Path file : files) {
      for (JsonNode r : mapper.readTree(file.toFile())) {
        out.add(measurement(r));
      }
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
    return new Measurement(name, params, r.path("threads").asInt(1), primary.path("score").asDouble(),
        error, bytes, cpuNs);
  }
}
