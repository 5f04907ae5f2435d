package dev.fairshare.algorithms.slurm;

import dev.fairshare.testkit.TreeShapes;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The captures of Slurm 14.11's ticket pass in test resource {@code slurm/ticket-14.11-captures.txt} (how they
 * were made is in its header): per tree its nodes (as {@link TreeText} reads them, with the pending ones
 * marked) and the values the C code printed for each association.
 */
final class TicketCaptures {
  private TicketCaptures() {}

  /** One association's captured values: S, U, E, F, tickets and (users) the factor, NaN for accounts. */
  record Row(String path, double s, double u, double e, double f, double tickets, double factor) {}

  /** One captured tree: its shape, its pending nodes and its rows in the order the C harness listed them. */
  record Capture(String name, TreeShapes.Shape shape, List<String> pending, List<Row> rows) {}

  /** A number as C's {@code %.17g} prints it ({@code nan} included). */
  private static double number(String text) {
    return text.equals("nan") ? Double.NaN : Double.parseDouble(text);
  }

  /** Every capture of the file. */
  static List<Capture> load() throws IOException {
    List<String> lines;
    try (InputStream in = TicketCaptures.class.getResourceAsStream("/slurm/ticket-14.11-captures.txt")) {
      lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
    List<Capture> out = new ArrayList<>();
    String name = null;
    StringBuilder tree = new StringBuilder();
    List<String> pending = new ArrayList<>();
    List<Row> rows = new ArrayList<>();
    for (String line : lines) {
      if (line.startsWith("tree ") || line.isBlank() && name != null && !rows.isEmpty()) {
        if (name != null) {
          out.add(new Capture(name, TreeText.parse(tree.toString()), List.copyOf(pending), List.copyOf(rows)));
          name = null;
        }
        if (line.startsWith("tree ")) {
          name = line.substring(5).trim();
          tree.setLength(0);
          pending.clear();
          rows.clear();
        }
      } else if (line.startsWith("node ")) {
        String[] f = line.substring(5).trim().split("\\s+");
        if (f.length > 4 && f[4].equals("pending")) {
          pending.add(f[0]);
        }
        tree.append(String.join(" ", java.util.Arrays.copyOf(f, Math.min(f.length, 4)))).append('\n');
      } else if (line.startsWith("value ")) {
        String[] f = line.substring(6).trim().split("\\s+");
        rows.add(new Row(f[0], number(f[1]), number(f[2]), number(f[3]), number(f[4]), number(f[5]), number(f[6])));
      }
    }
    if (name != null) {
      out.add(new Capture(name, TreeText.parse(tree.toString()), List.copyOf(pending), List.copyOf(rows)));
    }
    return out;
  }
}
