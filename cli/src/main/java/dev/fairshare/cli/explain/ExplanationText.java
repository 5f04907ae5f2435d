package dev.fairshare.cli.explain;

import dev.fairshare.explain.ExplainNumbers;
import dev.fairshare.explain.Explanation;
import dev.fairshare.explain.Level;
import dev.fairshare.explain.Neighbour;
import dev.fairshare.explain.Quantity;
import dev.fairshare.explain.Section;
import dev.fairshare.explain.Standing;
import java.util.ArrayList;
import java.util.List;

/**
 * The table form of {@code fairshare explain}: the factor's formula with its numbers (and {@code compute}'s
 * factor beside it), the rank with the users around it, then the path from the root, each level's values
 * one a line ({@code symbol = formula = numbers = value}), its notes, and the family's sections.
 */
public final class ExplanationText {
  private ExplanationText() {}

  /** One quantity as a line: the symbol, the formula, the formula with its numbers, the value. */
  public static String line(Quantity q) {
    String value = ExplainNumbers.text(q.value());
    StringBuilder out = new StringBuilder(q.symbol()).append(" = ");
    if (q.computed()) {
      out.append(q.formula()).append(" = ");
      String filled = q.filled(ExplainNumbers::text);
      if (!filled.isEmpty() && !filled.equals(value)) {
        out.append(filled).append(" = ");
      }
    }
    return out.append(value).toString();
  }

  /** The whole explanation of one user under one algorithm. */
  public static String render(Explanation e) {
    StringBuilder out = new StringBuilder();
    out.append("explain ").append(e.path()).append(" under ").append(e.algorithm()).append('\n');
    out.append("factor: ").append(line(e.factor()));
    out.append("   (compute: ").append(ExplainNumbers.text(e.computed()))
        .append(Double.compare(e.computed(), e.factor().value()) == 0 ? ")" : ", DIFFERS)").append('\n');
    standing(out, e);
    out.append("\npath:\n");
    for (Level level : e.levels()) {
      int depth = level.node() == 0 ? 0 : level.path().split("/").length;
      String indent = "  ".repeat(depth);
      out.append(indent).append(level.node() == 0 ? "." : level.path()).append(" (").append(level.kind())
          .append(")\n");
      for (Quantity q : level.quantities()) {
        out.append(indent).append("    ").append(line(q)).append('\n');
      }
      for (String note : level.notes()) {
        out.append(indent).append("    - ").append(note).append('\n');
      }
    }
    if (!e.notes().isEmpty()) {
      out.append("\nnotes:\n");
      e.notes().forEach(n -> out.append("  - ").append(n).append('\n'));
    }
    for (Section s : e.sections()) {
      out.append('\n').append(s.title()).append(":\n");
      if (!s.text().isEmpty()) {
        out.append(s.text());
      } else {
        List<List<String>> rows = new ArrayList<>();
        rows.add(s.columns());
        rows.addAll(s.rows());
        out.append(columns(rows, "  ", new boolean[s.columns().size()]));
      }
    }
    return out.toString();
  }

  private static void standing(StringBuilder out, Explanation e) {
    Standing s = e.standing();
    if (s.rank() == 0) {
      boolean account = !e.levels().isEmpty() && !e.levels().get(e.levels().size() - 1).kind().equals("user");
      out.append(account ? "rank: none (the algorithm ranks users; this is an account its members share)\n"
          : "rank: none (the algorithm ranks no user here)\n");
      return;
    }
    out.append("rank: ").append(s.rank()).append(" of ").append(s.users());
    if (s.tiedCount() > 0) {
      out.append(", tied with ").append(s.tiedCount()).append(s.tiedCount() == 1 ? " user" : " users");
    }
    out.append('\n');
    List<List<String>> rows = new ArrayList<>();
    s.above().forEach(n -> rows.add(row(" ", n)));
    rows.add(row(">", new Neighbour(e.path(), s.rank(), e.computed())));
    s.tied().forEach(n -> rows.add(row("=", n)));
    s.below().forEach(n -> rows.add(row(" ", n)));
    out.append(columns(rows, "  ", new boolean[] {false, true, false, true}));
  }

  /** Rows as aligned columns (right-aligned where {@code right}), two spaces apart, each line indented. */
  static String columns(List<List<String>> rows, String indent, boolean[] right) {
    int[] widths = new int[right.length];
    for (List<String> row : rows) {
      for (int c = 0; c < widths.length; c++) {
        widths[c] = Math.max(widths[c], row.get(c).length());
      }
    }
    StringBuilder out = new StringBuilder();
    for (List<String> row : rows) {
      StringBuilder line = new StringBuilder(indent);
      for (int c = 0; c < widths.length; c++) {
        String cell = row.get(c);
        String pad = " ".repeat(widths[c] - cell.length());
        line.append(c == 0 ? "" : "  ").append(right[c] ? pad + cell : cell + pad);
      }
      out.append(line.toString().stripTrailing()).append('\n');
    }
    return out.toString();
  }

  private static List<String> row(String mark, Neighbour n) {
    return List.of(mark, Integer.toString(n.rank()), n.path(), ExplainNumbers.text(n.factor()));
  }

  /**
   * {@code --all}: the user under every algorithm, a summary side by side, then each explanation; an algorithm
   * that does not explain its factors has its line in the summary, its factor and rank, and the reason.
   */
  public static String renderAll(String path, List<Explanation> all, List<Unexplained> unexplained) {
    StringBuilder out = new StringBuilder();
    out.append("explain ").append(path).append(" under every algorithm\n");
    List<List<String>> rows = new ArrayList<>();
    rows.add(List.of("algorithm", "factor", "rank", "formula"));
    for (Explanation e : all) {
      Standing s = e.standing();
      rows.add(List.of(e.algorithm(), ExplainNumbers.text(e.factor().value()),
          s.rank() == 0 ? "" : s.rank() + " of " + s.users(), formula(e.factor())));
    }
    for (Unexplained u : unexplained) {
      rows.add(List.of(u.algorithm(), ExplainNumbers.text(u.factor()), u.rank() == 0 ? "" : u.rank() + " of "
          + u.users(), "(not explained: see below)"));
    }
    out.append(columns(rows, "", new boolean[] {false, true, true, false}));
    for (Explanation e : all) {
      out.append('\n').append(render(e));
    }
    if (!unexplained.isEmpty()) {
      out.append("\nnot explained (factor and rank as compute gives them):\n");
      unexplained.forEach(u -> out.append("  - ").append(u.algorithm()).append(' ').append(u.reason())
          .append('\n'));
    }
    return out.toString();
  }

  private static String formula(Quantity q) {
    String line = line(q);
    int last = line.lastIndexOf(" = ");
    return last < 0 ? line : line.substring(0, last);
  }
}
