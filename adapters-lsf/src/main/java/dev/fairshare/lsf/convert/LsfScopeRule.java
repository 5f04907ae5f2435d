package dev.fairshare.lsf.convert;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.format.SourceLocation;

/**
 * LSF fair-share scopes that Slurm and PBS lack (docs/algorithms/lsf.md §6.2, §6.3): a host partition's tree is
 * dropped as a scope (it becomes the cluster's one tree), a cross-queue set is approximated by the target's
 * one tree for every queue or partition.
 */
final class LsfScopeRule implements ConversionRule {

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    WorkNode root = tree.root();
    SourceLocation at = parse(root.attributes().get(LsfAttributes.ORIGIN));
    if ("host-partition".equals(root.attributes().get(LsfAttributes.SCOPE))) {
      context.loss("lsf.host-partition", LossAction.DROPPED, at, "host partition '" + root.name()
          + "': fair share per set of hosts has no equivalent; its tree becomes the cluster's one tree,"
          + " for every host");
    }
    String queues = root.attributes().get(LsfAttributes.QUEUES);
    if (queues != null && queues.strip().split("\\s+").length > 1) {
      context.loss("lsf.cross-queue", LossAction.APPROXIMATED, at, "cross-queue set '" + queues.strip()
          + "': the target has one tree for all its queues or partitions, so usage is shared across every"
          + " queue, not only these; DISPATCH_ORDER and queue priorities are not carried");
    }
  }

  /** A location written as {@code file:line[:column]}, or {@code null}. */
  static SourceLocation parse(String text) {
    if (text == null) {
      return null;
    }
    String[] parts = text.split(":");
    int n = parts.length;
    if (n >= 3 && parts[n - 1].matches("\\d+") && parts[n - 2].matches("\\d+")) {
      return SourceLocation.of(String.join(":", java.util.Arrays.copyOf(parts, n - 2)),
          Integer.parseInt(parts[n - 2]), Integer.parseInt(parts[n - 1]));
    }
    if (n >= 2 && parts[n - 1].matches("\\d+")) {
      return SourceLocation.of(String.join(":", java.util.Arrays.copyOf(parts, n - 1)),
          Integer.parseInt(parts[n - 1]));
    }
    return SourceLocation.of(text);
  }
}
