package dev.fairshare.conversion.engine;

import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.SettingChange;
import java.util.List;

/**
 * What a conversion did: from which scheduler to which, the files read and written, the settings carried
 * (decay, algorithm, usage) with their rounding, and every loss with its source location. Rendered as text
 * for people ({@link #text()}); the command also writes it as JSON for tools.
 *
 * @param source the source family's name ({@code fairshare} for the neutral format)
 * @param target the target family's name
 * @param inputs the inputs as given
 * @param outputs the names of the files written (relative to the output directory)
 * @param settings the settings carried
 * @param losses every construct without an exact equivalent, in the order found
 */
public record ConversionReport(String source, String target, List<String> inputs, List<String> outputs,
    List<SettingChange> settings, List<Loss> losses) {

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
    out.append("fairshare convert: ").append(source).append(" -> ").append(target).append('\n');
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
}
