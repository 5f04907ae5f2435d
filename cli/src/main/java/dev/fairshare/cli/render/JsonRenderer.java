package dev.fairshare.cli.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.tree.ShareTree;

/**
 * Renders a {@link FairshareResult} as JSON: {@code {"algorithm": ..., "nodes": [...]}}, one object per
 * node in pre-order with the same fields as the text forms plus the algorithm's extras. Missing values are
 * {@code null}; infinities are the strings {@code "inf"} and {@code "-inf"} (JSON has no infinity).
 */
public final class JsonRenderer {
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private JsonRenderer() {}

  /** The JSON text, ending in a newline. */
  public static String render(FairshareResult result) {
    ShareTree tree = result.tree();
    ObjectNode root = MAPPER.createObjectNode();
    root.put("algorithm", result.algorithm());
    ArrayNode nodes = root.putArray("nodes");
    for (int i = 0; i < tree.size(); i++) {
      ObjectNode node = nodes.addObject();
      node.put("path", i == 0 ? "." : tree.path(i));
      node.put("kind", tree.kind(i).label());
      if (i == 0) {
        node.putNull("raw_shares");
      } else if (tree.usesParentShares(i)) {
        node.put("raw_shares", "parent");
      } else {
        node.put("raw_shares", tree.shares(i));
      }
      put(node, "raw_usage", result.usage().usage(i));
      for (Metric m : Metric.values()) {
        if (m == Metric.RANK) {
          int rank = result.rank(i);
          if (rank == 0) {
            node.putNull("rank");
          } else {
            node.put("rank", rank);
          }
        } else {
          put(node, m.column(), result.get(m, i));
        }
      }
      for (String extra : result.extraNames()) {
        put(node, extra, result.extra(extra, i));
      }
    }
    try {
      return MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void put(ObjectNode node, String field, double v) {
    if (Double.isNaN(v)) {
      node.putNull(field);
    } else if (Double.isInfinite(v)) {
      node.put(field, v > 0 ? "inf" : "-inf");
    } else {
      node.put(field, v);
    }
  }
}
