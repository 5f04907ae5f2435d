package dev.fairshare.lsf.view;

import java.io.IOException;
import java.io.UncheckedIOException;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.lsf.model.HostPartitionDef;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * One host partition as {@code bhpart [-r]} shows it (docs/algorithms/lsf.md §7.3): {@code HOST_PARTITION_NAME:},
 * {@code HOSTS:} as configured, then the {@code SHARE_INFO_FOR} blocks.
 */
public final class PartitionShareView {
  private PartitionShareView() {}

  /** The view of one partition. */
  public static String render(HostPartitionDef partition, ShareTree tree, FairshareResult result,
      UsageSnapshot usage, boolean recursive, ShareInfoColumns columns) {
    StringBuilder out = new StringBuilder();
    write(out, partition, tree, result, usage, recursive, columns);
    return out.toString();
  }

  /** The view of {@link #render}, written to {@code to} (the share blocks a block at a time). */
  public static void write(Appendable to, HostPartitionDef partition, ShareTree tree, FairshareResult result,
      UsageSnapshot usage, boolean recursive, ShareInfoColumns columns) {
    try {
      to.append("HOST_PARTITION_NAME: ").append(partition.name()).append('\n')
          .append("HOSTS: ").append(String.join(" ", partition.hosts())).append('\n');
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    new ShareInfoRenderer(columns).write(to, tree, result, usage, recursive);
  }
}
