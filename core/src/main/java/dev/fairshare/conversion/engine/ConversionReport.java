package dev.fairshare.conversion.engine;

import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.LossList;
import dev.fairshare.conversion.SettingChange;
import java.io.PrintWriter;
import java.io.StringWriter;
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
    losses = LossList.immutable(losses);
  }

  /** The same report with the output files named. */
  public ConversionReport withOutputs(List<String> files) {
    return new ConversionReport(source, target, inputs, files, settings, losses);
  }

  /** The number of losses with an action. */
  public long count(LossAction action) {
    return LossList.count(losses, action);
  }

  /** The human-readable report, each line ending in a newline. */
  public String text() {
    StringWriter text = new StringWriter();
    writeText(new PrintWriter(text));
    return text.toString();
  }

  /**
   * Writes the human-readable report of {@link #text()} to {@code out} a line at a time, so that a report of
   * millions of losses is never one string.
   */
  public void writeText(PrintWriter out) {
    out.print("fairshare convert: " + source + " -> " + target + "\n");
    out.print("inputs: " + String.join(" ", inputs) + "\n");
    out.print("outputs: " + (outputs.isEmpty() ? "(none)" : String.join(" ", outputs)) + "\n");
    out.print("settings:\n");
    for (SettingChange s : settings) {
      out.print("  " + s.setting() + ": " + s.from() + " -> " + s.to() + "\n");
      if (!s.note().isEmpty()) {
        out.print("    " + s.note() + "\n");
      }
    }
    out.print("losses: " + losses.size());
    if (!losses.isEmpty()) {
      out.print(" (" + count(LossAction.EXPANDED) + " expanded, " + count(LossAction.APPROXIMATED)
          + " approximated, " + count(LossAction.DROPPED) + " dropped)");
    }
    out.print('\n');
    for (Loss l : losses) {
      out.print("  " + l.render() + "\n");
    }
    out.flush();
  }
}
