package dev.fairshare.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.fairshare.io.FileTransaction;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The gate's baseline file, {@code benchmarks/baseline.json}: the tolerance and, per benchmark, the
 * ratio to its reference measured by {@code benchmarks/gate --update}, with a note of when and where.
 *
 * @param tolerance the relative growth of a ratio that fails the gate (0.15)
 * @param ratios the baseline ratio of each benchmark, by key ({@link Measurement#key})
 * @param measured a free-text note: when, on which machine and load the ratios were measured
 */
public record Baseline(double tolerance, Map<String, Ratio> ratios, String measured) {
  /** The gate's tolerance: fail on a ratio more than 15% above the baseline. */
  public static final double DEFAULT_TOLERANCE = 0.15;

  /** Reads a baseline file; a missing tolerance is {@link #DEFAULT_TOLERANCE}. */
  public static Baseline read(Path file) throws IOException {
    JsonNode root = new ObjectMapper().readTree(file.toFile());
    Map<String, Ratio> ratios = new TreeMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = root.path("ratios").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      ratios.put(e.getKey(), Ratio.of(e.getValue().asDouble()));
    }
    return new Baseline(root.path("tolerance").asDouble(DEFAULT_TOLERANCE), ratios,
        root.path("measured").asText(""));
  }

  /** Writes this baseline, ratios sorted by key with six significant digits. */
  public void write(Path file) throws IOException {
    ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    ObjectNode root = mapper.createObjectNode();
    root.put("comment", "Ratios benchmark time / reference time (worker-thread CPU, median over runs) "
        + "from benchmarks/gate; rewrite with benchmarks/gate --update on a quiet machine.");
    root.put("measured", measured);
    root.put("tolerance", tolerance);
    ObjectNode out = root.putObject("ratios");
    new TreeMap<>(ratios).forEach((key, ratio) ->
        out.put(key, Double.parseDouble(String.format(Locale.ROOT, "%.6g", ratio.value()))));
    FileTransaction.create().replaceExisting(true)
        .write(file, (mapper.writeValueAsString(root) + "\n").getBytes(StandardCharsets.UTF_8)).commit();
  }
}
