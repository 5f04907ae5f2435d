package dev.fairshare.lsf.view;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Renders a scope's share accounts as the {@code SHARE_INFO_FOR} blocks of {@code bqueues -r} and
 * {@code bhpart -r} (docs/algorithms/lsf.md §7.2, §7.3): one block per account that has children, depth first, headed
 * by its path with a trailing {@code /}; without {@code recursive} only the top block. Rows and sub-blocks
 * come by dynamic priority, highest first ({@link #byPriority}), as mbatchd keeps its share accounts sorted.
 *
 * <p>Each row follows the open {@code bqueues}: name {@code " %-13s "}, SHARES {@code "%7d "}, PRIORITY
 * {@code "%11.3f "} of the single-precision value, STARTED {@code "%9d "}, CPU_TIME {@code "%11.1f "} cut to 11
 * characters, RUN_TIME {@code "%9d "} (run plus historical run seconds, truncated). The values come from
 * the computed result (FACTOR is the priority) and the snapshot (job_slots minus reserved_slots is
 * STARTED); nothing is computed here.
 */
public final class ShareInfoRenderer {
  private final ShareInfoColumns columns;

  public ShareInfoRenderer(ShareInfoColumns columns) {
    this.columns = columns;
  }

  /** The blocks of a tree, starting at the root, each preceded by a blank line. */
  public String render(ShareTree tree, FairshareResult result, UsageSnapshot usage, boolean recursive) {
    StringBuilder out = new StringBuilder();
    block(out, tree, result, usage, 0, tree.rootName() + "/", recursive);
    return out.toString();
  }

  private void block(StringBuilder out, ShareTree tree, FairshareResult result, UsageSnapshot usage, int node,
      String path, boolean recursive) {
    out.append("\nSHARE_INFO_FOR: ").append(path).append('\n');
    header(out);
    List<Integer> children = byPriority(tree, result, node);
    for (int c : children) {
      row(out, tree, result, usage, c);
    }
    if (!recursive) {
      return;
    }
    for (int c : children) {
      if (tree.hasChildren(c)) {
        block(out, tree, result, usage, c, path + tree.name(c) + "/", true);
      }
    }
  }

  /**
   * A node's children as mbatchd lists them: by single-precision dynamic priority, highest first; equal
   * priorities in tree order (the order of USER_SHARES), as the open mbatchd's insertion leaves accounts
   * whose priorities never changed ({@code mbd.fairshare.c}: {@code inShareAcctList} puts a new account before
   * the first one of equal or higher priority in a list kept lowest first, and {@code createSAInfoTree}
   * reads the list from its highest end).
   */
  static List<Integer> byPriority(ShareTree tree, FairshareResult result, int node) {
    List<Integer> children = new ArrayList<>();
    for (int c = tree.firstChild(node); c >= 0; c = tree.nextSibling(c)) {
      children.add(c);
    }
    children.sort(Comparator.comparingDouble((Integer c) -> {
      float p = (float) result.factor(c);
      return Float.isNaN(p) ? Double.POSITIVE_INFINITY : -p;
    }));
    return children;
  }

  private void header(StringBuilder out) {
    out.append(CFormat.leftCut("USER/GROUP", 14)).append(' ');
    out.append(CFormat.rightCut("SHARES", 7)).append(' ');
    out.append(CFormat.rightCut("PRIORITY", 11)).append(' ');
    out.append(CFormat.rightCut("STARTED", 9)).append(' ');
    if (columns == ShareInfoColumns.IBM) {
      out.append(CFormat.rightCut("RESERVED", 9)).append(' ');
    }
    out.append(CFormat.rightCut("CPU_TIME", 11)).append(' ');
    out.append(CFormat.rightCut("RUN_TIME", 9)).append(' ');
    if (columns == ShareInfoColumns.IBM) {
      out.append(CFormat.rightCut("ADJUST", 9)).append(' ');
    }
    out.append('\n');
  }

  private void row(StringBuilder out, ShareTree tree, FairshareResult result, UsageSnapshot usage, int i) {
    long reserved = (long) usage.component("reserved_slots", i);
    long started = (long) usage.component("job_slots", i) - reserved;
    float cpu = (float) usage.usage(i);
    float run = (float) (usage.component("run_time", i) + usage.component("hist_run_time", i));
    out.append(' ').append(CFormat.left(tree.name(i), 13)).append(' ');
    out.append(CFormat.integer((long) tree.shares(i), 7)).append(' ');
    out.append(CFormat.fixed((float) result.factor(i), 11, 3)).append(' ');
    out.append(CFormat.integer(started, 9)).append(' ');
    if (columns == ShareInfoColumns.IBM) {
      out.append(CFormat.integer(reserved, 9)).append(' ');
    }
    out.append(CFormat.rightCut(CFormat.fixed(cpu, 11, 1), 11)).append(' ');
    out.append(CFormat.integer((long) run, 9)).append(' ');
    if (columns == ShareInfoColumns.IBM) {
      out.append(CFormat.fixed((float) usage.component("adjustment", i), 9, 3)).append(' ');
    }
    out.append('\n');
  }
}
