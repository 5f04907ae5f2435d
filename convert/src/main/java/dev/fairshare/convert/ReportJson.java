package dev.fairshare.convert;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.SettingChange;
import dev.fairshare.conversion.engine.ConversionReport;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A conversion report as JSON, for tools: the source and target families, the inputs and outputs, the
 * settings carried and every loss with its file and line (docs/migration.md). Written a loss at a time, so
 * a report of millions of losses is never held whole.
 */
public final class ReportJson {
  private static final JsonFactory JSON = new JsonFactory();

  private ReportJson() {}

  /** The JSON report, ending in a newline. */
  public static String of(ConversionReport report) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      writeTo(report, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  /** Writes the JSON report, ending in a newline, to {@code out} (not closed). */
  public static void writeTo(ConversionReport report, OutputStream out) throws IOException {
    try (JsonGenerator json = JSON.createGenerator(out, JsonEncoding.UTF8)) {
      json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      json.useDefaultPrettyPrinter();
      json.writeStartObject();
      json.writeStringField("source", report.source());
      json.writeStringField("target", report.target());
      strings(json, "inputs", report.inputs());
      strings(json, "outputs", report.outputs());
      json.writeArrayFieldStart("settings");
      for (SettingChange s : report.settings()) {
        json.writeStartObject();
        json.writeStringField("setting", s.setting());
        json.writeStringField("from", s.from());
        json.writeStringField("to", s.to());
        json.writeStringField("note", s.note());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("losses");
      for (Loss l : report.losses()) {
        json.writeStartObject();
        json.writeStringField("construct", l.construct());
        json.writeStringField("action", l.action().label());
        json.writeStringField("file", l.location().source());
        if (l.location().line() > 0) {
          json.writeNumberField("line", l.location().line());
        } else {
          json.writeNullField("line");
        }
        json.writeStringField("detail", l.detail());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    }
    out.write('\n');
  }

  private static void strings(JsonGenerator json, String name, List<String> values) throws IOException {
    json.writeArrayFieldStart(name);
    for (String v : values) {
      json.writeString(v);
    }
    json.writeEndArray();
  }
}
