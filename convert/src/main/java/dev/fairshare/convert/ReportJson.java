package dev.fairshare.convert;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.SettingChange;
import dev.fairshare.conversion.engine.ConversionReport;

/**
 * A conversion report as JSON, for tools: the source and target families, the inputs and outputs, the
 * settings carried and every loss with its file and line (docs/migration.md).
 */
public final class ReportJson {
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private ReportJson() {}

  /** The JSON report, ending in a newline. */
  public static String of(ConversionReport report) {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("source", report.source());
    root.put("target", report.target());
    ArrayNode in = root.putArray("inputs");
    report.inputs().forEach(in::add);
    ArrayNode out = root.putArray("outputs");
    report.outputs().forEach(out::add);
    ArrayNode set = root.putArray("settings");
    for (SettingChange s : report.settings()) {
      ObjectNode n = set.addObject();
      n.put("setting", s.setting());
      n.put("from", s.from());
      n.put("to", s.to());
      n.put("note", s.note());
    }
    ArrayNode loss = root.putArray("losses");
    for (Loss l : report.losses()) {
      ObjectNode n = loss.addObject();
      n.put("construct", l.construct());
      n.put("action", l.action().label());
      n.put("file", l.location().source());
      if (l.location().line() > 0) {
        n.put("line", l.location().line());
      } else {
        n.putNull("line");
      }
      n.put("detail", l.detail());
    }
    try {
      return MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
