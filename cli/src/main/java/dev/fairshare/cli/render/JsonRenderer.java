package dev.fairshare.cli.render;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.tree.ShareTree;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * Renders a {@link FairshareResult} as JSON: {@code {"algorithm": ..., "nodes": [...]}}, one object per
 * node in pre-order with the same fields as the text forms plus the algorithm's extras. Missing values are
 * {@code null}; infinities are the strings {@code "inf"} and {@code "-inf"} (JSON has no infinity). The
 * nodes are streamed to the output, never held as a document in memory.
 */
public final class JsonRenderer {
  private static final JsonFactory FACTORY = new JsonFactory();

  private JsonRenderer() {}

  /** The JSON text, ending in a newline. */
  public static String render(FairshareResult result) {
    StringWriter out = new StringWriter();
    render(result, out);
    return out.toString();
  }

  /** The JSON text, ending in a newline, written to {@code out} (which is flushed, not closed). */
  public static void render(FairshareResult result, Writer out) {
    ShareTree tree = result.tree();
    PreorderPaths paths = new PreorderPaths(tree);
    try {
      JsonGenerator json = FACTORY.createGenerator(out).useDefaultPrettyPrinter();
      json.configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);
      json.writeStartObject();
      json.writeStringField("algorithm", result.algorithm());
      json.writeArrayFieldStart("nodes");
      for (int i = 0; i < tree.size(); i++) {
        json.writeStartObject();
        json.writeStringField("path", paths.next(i).toString());
        json.writeStringField("kind", tree.kind(i).label());
        json.writeFieldName("raw_shares");
        if (i == 0) {
          json.writeNull();
        } else if (tree.usesParentShares(i)) {
          json.writeString("parent");
        } else {
          json.writeNumber(tree.shares(i));
        }
        put(json, "raw_usage", result.usage().usage(i));
        for (Metric m : Metric.values()) {
          if (m == Metric.RANK) {
            int rank = result.rank(i);
            json.writeFieldName("rank");
            if (rank == 0) {
              json.writeNull();
            } else {
              json.writeNumber(rank);
            }
          } else {
            put(json, m.column(), result.get(m, i));
          }
        }
        for (String extra : result.extraNames()) {
          put(json, extra, result.extra(extra, i));
        }
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
      json.flush();
      out.write('\n');
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void put(JsonGenerator json, String field, double v) throws IOException {
    json.writeFieldName(field);
    if (Double.isNaN(v)) {
      json.writeNull();
    } else if (Double.isInfinite(v)) {
      json.writeString(v > 0 ? "inf" : "-inf");
    } else {
      json.writeNumber(v);
    }
  }
}
