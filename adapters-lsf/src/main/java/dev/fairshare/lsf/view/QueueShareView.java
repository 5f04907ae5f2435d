package dev.fairshare.lsf.view;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.lsf.model.QueueDef;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;
import java.util.Locale;

/**
 * The fair-share part of {@code bqueues -l} / {@code bqueues -r} for one queue (docs/algorithms/lsf.md §7.1, §7.2):
 * the {@code QUEUE:} line and description, {@code SCHEDULING POLICIES:  FAIRSHARE}, the cross-queue lines
 * ({@code FAIRSHARE_QUEUES:}, {@code DISPATCH_ORDER:}), {@code USER_SHARES:}, the {@code SHARE_INFO_FOR}
 * blocks ({@link ShareInfoRenderer}) and the factors the queue sets itself, printed {@code %f} as the open
 * {@code bqueues} does. Queue statistics and limits are not shown: they are not fair-share data.
 */
public final class QueueShareView {
  private static final List<String> FACTORS = List.of("RUN_TIME_FACTOR", "CPU_TIME_FACTOR", "RUN_JOB_FACTOR",
      "HIST_HOURS");

  private QueueShareView() {}

  /** The view of {@code queue}, whose policy (itself or its set's parent) computed {@code result}. */
  public static String render(QueueDef queue, QueueDef policy, List<String> set, ShareTree tree,
      FairshareResult result, UsageSnapshot usage, boolean recursive, ShareInfoColumns columns) {
    StringBuilder out = new StringBuilder();
    write(out, queue, policy, set, tree, result, usage, recursive, columns);
    return out.toString();
  }

  /** The view of {@link #render}, written to {@code out} (the share blocks a block at a time). */
  public static void write(Appendable to, QueueDef queue, QueueDef policy, List<String> set, ShareTree tree,
      FairshareResult result, UsageSnapshot usage, boolean recursive, ShareInfoColumns columns) {
    StringBuilder out = new StringBuilder();
    out.append("QUEUE: ").append(queue.name()).append('\n');
    String description = queue.parameters().value("DESCRIPTION");
    if (description != null) {
      out.append("  -- ").append(description.replaceAll("^\"|\"$", "")).append('\n');
    }
    out.append("\nSCHEDULING POLICIES:  FAIRSHARE\n");
    if (set.size() > 1) {
      out.append("FAIRSHARE_QUEUES:  ").append(String.join(" ", set)).append('\n');
      if (policy.dispatchOrderQueue()) {
        out.append("DISPATCH_ORDER:  QUEUE\n");
      }
    }
    out.append("USER_SHARES:  ").append(String.join(" ",
        policy.fairshare().stream().map(dev.fairshare.lsf.model.ShareAssignment::render).toList())).append('\n');
    try {
      to.append(out);
      out.setLength(0);
      new ShareInfoRenderer(columns).write(to, tree, result, usage, recursive);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    boolean any = false;
    for (String key : FACTORS) {
      String v = policy.parameters().value(key);
      if (v != null) {
        out.append('\n').append(key).append(": ")
            .append(String.format(Locale.ROOT, "%.6f", Double.parseDouble(v.strip())));
        any = true;
      }
    }
    if (any) {
      out.append('\n');
    }
    try {
      to.append(out);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
