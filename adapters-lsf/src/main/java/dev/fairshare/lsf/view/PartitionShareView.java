package dev.fairshare.lsf.view;

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
    return "HOST_PARTITION_NAME: " + partition.name() + "\n"
        + "HOSTS: " + String.join(" ", partition.hosts()) + "\n"
        + new ShareInfoRenderer(columns).render(tree, result, usage, recursive);
  }
}
