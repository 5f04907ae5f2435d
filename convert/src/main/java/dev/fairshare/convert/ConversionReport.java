package dev.fairshare.convert;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * What a conversion did: from which scheduler to which, the files read and written, the settings carried
 * (decay, algorithm, usage) with their rounding, and every loss with its source location. Rendered as text
 * for people ({@link #text()}) and as JSON for tools ({@link #json()}).
 *
 * @param source the source scheduler family
 * @param target the target scheduler family
 * @param inputs the inputs as given
 * @param outputs the names of the files written (relative to the output directory)
 * @param settings the settings carried
 * @param losses every construct without an exact equivalent, in the order found
 */
public record ConversionReport(Scheduler source, Scheduler target, List<String> inputs, List<String> outputs,
    List<SettingChange> settings, List<Loss> losses) {
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  public ConversionReport {
    inputs = List.copyOf(inputs);
    outputs = List.copyOf(outputs);
    settings = List.copyOf(settings);
    losses = List.copyOf(losses);
  }

  /** The same report with the output files named. */
  public ConversionReport withOutputs(List<String> files) {
    return new ConversionReport(source, target, inputs, files, settings, losses);
  }

  /** The number of losses with an action. */
  public long count(LossAction action) {
    return losses.stream().filter(l -> l.action() == action).count();
  }

  /** The human-readable report, each line ending in a newline. */
  public String text() {
    StringBuilder out = new StringBuilder();
    out.append("fairshare convert: ").append(source.prefix()).append(" -> ").append(target.prefix()).append('\n');
    out.append("inputs: ").append(String.join(" ", inputs)).append('\n');
    out.append("outputs: ").append(outputs.isEmpty() ? "(none)" : String.join(" ", outputs)).append('\n');
    out.append("settings:\n");
    for (SettingChange s : settings) {
      out.append("  ").append(s.setting()).append(": ").append(s.from()).append(" -> ").append(s.to()).append('\n');
      if (!s.note().isEmpty()) {
        out.append("    ").append(s.note()).append('\n');
      }
    }
    out.append("losses: ").append(losses.size());
    if (!losses.isEmpty()) {
      out.append(" (").append(count(LossAction.EXPANDED)).append(" expanded, ")
          .append(count(LossAction.APPROXIMATED)).append(" approximated, ")
          .append(count(LossAction.DROPPED)).append(" dropped)");
    }
    out.append('\n');
    for (Loss l : losses) {
      out.append("  ").append(l.render()).append('\n');
    }
    return out.toString();
  }

  /** The JSON report, ending in a newline. */
  public String json() {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("source", source.prefix());
    root.put("target", target.prefix());
    ArrayNode in = root.putArray("inputs");
    inputs.forEach(in::add);
    ArrayNode out = root.putArray("outputs");
    outputs.forEach(out::add);
    ArrayNode set = root.putArray("settings");
    for (SettingChange s : settings) {
      ObjectNode n = set.addObject();
      n.put("setting", s.setting());
      n.put("from", s.from());
      n.put("to", s.to());
      n.put("note", s.note());
    }
    ArrayNode loss = root.putArray("losses");
    for (Loss l : losses) {
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
