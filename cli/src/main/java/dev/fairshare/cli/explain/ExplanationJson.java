package dev.fairshare.cli.explain;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.fairshare.explain.ExplainNumbers;
import dev.fairshare.explain.Explanation;
import dev.fairshare.explain.Level;
import dev.fairshare.explain.Neighbour;
import dev.fairshare.explain.Quantity;
import dev.fairshare.explain.Section;
import java.util.List;

/**
 * The JSON form of {@code fairshare explain}, for scripts: one object per explanation with the path (each
 * level's quantities by key: value, the value as printed, formula, formula with numbers), the factor, the
 * standing, notes and sections. Numbers are JSON numbers; infinities the strings {@code "inf"} and
 * {@code "-inf"}, NaN {@code null}.
 */
public final class ExplanationJson {
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private ExplanationJson() {}

  /**
   * One explanation, or several ({@code --all}) as {@code {"user": ..., "explanations": [...],
   * "not_explained": [...]}}, the last with each algorithm that does not explain its factors: its factor, rank
   * and the reason.
   */
  public static String render(String user, List<Explanation> all, List<Unexplained> unexplained,
      boolean several) {
    ObjectNode root;
    if (several) {
      root = MAPPER.createObjectNode();
      root.put("user", user);
      ArrayNode list = root.putArray("explanations");
      all.forEach(e -> list.add(node(e)));
      ArrayNode left = root.putArray("not_explained");
      for (Unexplained u : unexplained) {
        ObjectNode o = left.addObject();
        o.put("algorithm", u.algorithm());
        number(o, "factor", u.factor());
        o.put("rank", u.rank());
        o.put("users", u.users());
        o.put("reason", u.reason());
      }
    } else {
      root = node(all.get(0));
    }
    try {
      return MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  /** One explanation as a JSON object. */
  public static ObjectNode node(Explanation e) {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("algorithm", e.algorithm());
    o.put("user", e.path());
    o.set("factor", quantity(e.factor()));
    number(o, "computed", e.computed());
    ObjectNode standing = o.putObject("standing");
    standing.put("rank", e.standing().rank());
    standing.put("users", e.standing().users());
    neighbours(standing.putArray("above"), e.standing().above());
    standing.put("tied_count", e.standing().tiedCount());
    neighbours(standing.putArray("tied"), e.standing().tied());
    neighbours(standing.putArray("below"), e.standing().below());
    ArrayNode path = o.putArray("path");
    for (Level level : e.levels()) {
      ObjectNode l = path.addObject();
      l.put("path", level.node() == 0 ? "." : level.path());
      l.put("kind", level.kind());
      ObjectNode values = l.putObject("values");
      level.quantities().forEach(q -> values.set(q.key(), quantity(q)));
      ArrayNode notes = l.putArray("notes");
      level.notes().forEach(notes::add);
    }
    ArrayNode notes = o.putArray("notes");
    e.notes().forEach(notes::add);
    ArrayNode sections = o.putArray("sections");
    for (Section s : e.sections()) {
      ObjectNode so = sections.addObject();
      so.put("key", s.key());
      so.put("title", s.title());
      ArrayNode columns = so.putArray("columns");
      s.columns().forEach(columns::add);
      ArrayNode rows = so.putArray("rows");
      for (List<String> row : s.rows()) {
        ArrayNode r = rows.addArray();
        row.forEach(r::add);
      }
    }
    return o;
  }

  private static ObjectNode quantity(Quantity q) {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("symbol", q.symbol());
    number(o, "value", q.value());
    o.put("text", ExplainNumbers.text(q.value()));
    if (q.computed()) {
      o.put("formula", q.formula());
      o.put("numbers", q.filled(ExplainNumbers::text));
    }
    return o;
  }

  private static void neighbours(ArrayNode a, List<Neighbour> list) {
    for (Neighbour n : list) {
      ObjectNode o = a.addObject();
      o.put("user", n.path());
      o.put("rank", n.rank());
      number(o, "factor", n.factor());
    }
  }

  private static void number(ObjectNode o, String field, double v) {
    if (Double.isNaN(v)) {
      o.putNull(field);
    } else if (Double.isInfinite(v)) {
      o.put(field, v > 0 ? "inf" : "-inf");
    } else {
      o.put(field, v);
    }
  }
}
