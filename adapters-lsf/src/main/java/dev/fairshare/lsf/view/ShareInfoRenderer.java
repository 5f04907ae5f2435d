package dev.fairshare.lsf.view;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.io.IOException;
import java.io.UncheckedIOException;
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
    write(out, tree, result, usage, recursive);
    return out.toString();
  }

  /**
   * The blocks of {@link #render}, written to {@code out} a block at a time: depth first without recursion
   * (a stack of nodes), each block's path kept in one buffer cut back to its parent's length.
   */
  public void write(Appendable out, ShareTree tree, FairshareResult result, UsageSnapshot usage,
      boolean recursive) {
    StringBuilder path = new StringBuilder(tree.rootName()).append('/');
    int[] lengthAtDepth = new int[tree.maxDepth() + 1];
    lengthAtDepth[0] = path.length();
    StringBuilder text = new StringBuilder();
    java.util.ArrayDeque<Integer> stack = new java.util.ArrayDeque<>();
    stack.push(0);
    try {
      while (!stack.isEmpty()) {
        int node = stack.pop();
        int depth = tree.depth(node);
        if (depth > 0) {
          path.setLength(lengthAtDepth[depth - 1]);
          path.append(tree.name(node)).append('/');
          lengthAtDepth[depth] = path.length();
        }
        text.setLength(0);
        text.append("\nSHARE_INFO_FOR: ").append(path).append('\n');
        header(text);
        List<Integer> children = byPriority(tree, result, node);
        for (int c : children) {
          row(text, tree, result, usage, c);
          if (text.length() >= 1 << 16) {
            out.append(text);
            text.setLength(0);
          }
        }
        out.append(text);
        if (recursive) {
          for (int k = children.size() - 1; k >= 0; k--) {
            if (tree.hasChildren(children.get(k))) {
              stack.push(children.get(k));
            }
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * About how many bytes {@link #render} writes for a tree (blocks, paths and rows; a number wider than its
   * column makes it more): found in one pass, so that a command can refuse an output that could not be
   * written (the blocks of a deep tree repeat the path, growing with the square of the depth).
   */
  public long bytes(ShareTree tree, boolean recursive) {
    StringBuilder sample = new StringBuilder();
    header(sample);
    int headerBytes = sample.length();
    long[] pathBytes = new long[tree.size()];
    pathBytes[0] = tree.rootName().length() + 1;
    long total = 17 + pathBytes[0] + headerBytes;
    for (int i = 1; i < tree.size(); i++) {
      int p = tree.parent(i);
      pathBytes[i] = pathBytes[p] + tree.name(i).length() + 1;
      if (recursive || p == 0) {
        total += headerBytes - 15 + 2 + Math.max(13, tree.name(i).length());
      }
      if (recursive && tree.hasChildren(i)) {
        total += 17 + pathBytes[i] + headerBytes;
      }
    }
    return total;
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
