package dev.fairshare.pbs.pbsfs;

import static dev.fairshare.pbs.pbsfs.CPrintf.fixed;
import static dev.fairshare.pbs.pbsfs.CPrintf.integer;
import static dev.fairshare.pbs.pbsfs.CPrintf.string;

import dev.fairshare.algorithms.pbs.PbsNodeValues;
import dev.fairshare.pbs.PbsAttributes;
import dev.fairshare.pbs.state.PbsFairshareState;
import dev.fairshare.pbs.state.PbsOrder;
import dev.fairshare.tree.ShareTree;
import java.io.PrintWriter;

/**
 * The text {@code pbsfs} prints, byte for byte (docs/algorithms/pbs.md §11; {@code pbsfs.cpp}: {@code print_fairshare},
 * {@code print_fairshare_entity}), from a PBS state and its {@code tree_percentage} per node, or the
 * {@code pbs.fairshare} values of single nodes from their paths ({@link PbsNodeValues}; this class computes
 * nothing; {@code -t} needs neither).
 * The table and the tree are written a line at a time, so that ten million lines are never one string.
 */
public final class PbsfsText {
  private final PbsFairshareState state;
  /** The values of single nodes, for {@code -g} and {@code -c}; {@code null} for the table and the tree. */
  private final PbsNodeValues values;
  /** {@code tree_percentage} per node when given alone, else {@code null} (read from the values). */
  private final float[] percentages;
  private final String usageResource;

  /**
   * A renderer of single entities over a state, its nodes' {@code pbs.fairshare} values, and sched_config's
   * {@code fairshare_usage_res}.
   */
  public PbsfsText(PbsFairshareState state, PbsNodeValues values, String usageResource) {
    this.state = state;
    this.values = values;
    this.percentages = null;
    this.usageResource = usageResource;
  }

  /**
   * A renderer of the table and the tree alone, over a state and its nodes' {@code tree_percentage}
   * ({@code PbsFairshareAlgorithm.treePercentages}), without a whole result.
   */
  public PbsfsText(PbsFairshareState state, float[] treePercentages, String usageResource) {
    this.state = state;
    this.values = null;
    this.percentages = treePercentages;
    this.usageResource = usageResource;
  }

  /** {@code pbsfs -p}: the header and one line per node, in PBS's pre-order, written a line at a time. */
  public void table(PrintWriter writer) {
    writer.print("Fairshare usage units are in: " + usageResource + "\n");
    StringBuilder out = new StringBuilder();
    for (int node : PbsOrder.printOrder(state.tree())) {
      out.setLength(0);
      out.append(string(state.name(node), -10)).append(": Grp: ").append(integer(resgroup(node), -5))
          .append("  cgrp: ").append(integer(cresgroup(node), -5))
          .append("Shares: ").append(integer(shares(node), -6))
          .append(" Usage: ").append(fixed(state.usage(node), -6, 0))
          .append(" Perc: ").append(fixed(tp(node) * 100f, 6, 3)).append("%\n");
      writer.append(out);
    }
  }

  /** {@code pbsfs -t}: the tree, 1 blank before TREEROOT and 5 per level below it, a line at a time. */
  public void tree(PrintWriter writer) {
    StringBuilder out = new StringBuilder();
    for (int node : PbsOrder.printOrder(state.tree())) {
      out.setLength(0);
      out.append(string(" ", 5 * state.tree().depth(node))).append(state.name(node)).append('(')
          .append(cresgroup(node)).append(")\n");
      writer.append(out);
    }
  }

  /** {@code pbsfs -g}: one entity's details and its path from TREEROOT (empty for TREEROOT itself). */
  public String entity(int node) {
    float tp = tp(node);
    double usage = state.usage(node);
    StringBuilder out = new StringBuilder();
    out.append("fairshare entity: ").append(state.name(node)).append('\n');
    out.append("Resgroup\t\t: ").append(resgroup(node)).append('\n');
    out.append("cresgroup\t\t: ").append(cresgroup(node)).append('\n');
    out.append("Shares\t\t\t: ").append(shares(node)).append('\n');
    out.append("Percentage\t\t: ").append(fixed(tp * 100f, 6)).append("%\n");
    out.append("fairshare_tree_usage\t: ").append(fixed(values.treeUsage(node), 6))
        .append('\n');
    out.append("usage\t\t\t: ").append(fixed(usage, 0)).append(" (").append(usageResource).append(")\n");
    out.append("usage/perc\t\t: ").append(fixed(tp == 0 ? -1 : usage / tp, 0)).append('\n');
    out.append("Path from root: \n");
    if (node == 0) {
      return out.toString();
    }
    ShareTree tree = state.tree();
    int[] path = new int[tree.depth(node) + 1];
    for (int n = node, k = path.length - 1; n >= 0; n = tree.parent(n), k--) {
      path[k] = n;
    }
    for (int g : path) {
      float gtp = tp(g);
      double gu = state.usage(g);
      out.append(string(state.name(g), -10)).append(": ").append(integer(cresgroup(g), 5)).append(' ')
          .append(fixed(gu, 10, 0)).append(" / ").append(fixed(gtp, 5, 3)).append(" = ")
          .append(fixed(gtp == 0 ? -1 : gu / gtp, 0)).append('\n');
    }
    return out.toString();
  }

  /** {@code pbsfs -c}: the more deserving name, or {@code e1 == e2}, for a {@code compare_path} result. */
  public String comparison(int first, int second, int comparePath) {
    String a = state.name(first);
    String b = state.name(second);
    return (comparePath < 0 ? a : comparePath > 0 ? b : a + " == " + b) + "\n";
  }

  private float tp(int node) {
    return percentages != null ? percentages[node] : values.treePercentage(node);
  }

  private int shares(int node) {
    return node == 0 ? -1 : (int) state.tree().shares(node);
  }

  private int cresgroup(int node) {
    String id = state.tree().attribute(node, PbsAttributes.CRESGROUP);
    return id == null ? -1 : Integer.parseInt(id);
  }

  private int resgroup(int node) {
    return node == 0 ? -1 : cresgroup(state.tree().parent(node));
  }
}
