package dev.fairshare.slurm.convert;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.TargetAttributes;
import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.slurm.dump.DumpAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What a Slurm association carries besides its shares (docs/algorithms/slurm.md §9.1): limits ({@code Grp*},
 * {@code Max*}, {@code MinPrioThresh}, {@code Priority}) and QOS are dropped, as PBS's and LSF's share trees
 * have neither; a per-partition association loses its partition and is merged with the user's other
 * association in the same account, if any (shares kept from the first, usage added).
 */
final class SlurmAssociationRule implements ConversionRule {

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    WorkNode root = tree.root();
    String qos = root.attributes().get(DumpAttributes.QOS_LINES);
    if (qos != null && !qos.isBlank()) {
      context.loss("slurm.qos", LossAction.DROPPED, root, "the QOS definitions (" + qos.lines().count()
          + " QOS lines): the target's fair share has no QOS");
    }
    Set<String> partitions = new LinkedHashSet<>();
    Map<WorkNode, PartitionTwins> twinsByAccount = new HashMap<>();
    for (WorkNode n : tree.preOrder()) {
      List<String> limits = new ArrayList<>();
      List<String> qosKeys = new ArrayList<>();
      n.attributes().forEach((key, value) -> {
        String k = key.toLowerCase(Locale.ROOT);
        if (k.startsWith("qos") || k.startsWith("defaultq")) {
          qosKeys.add(key + "=" + value);
        } else if (k.startsWith("grp") || k.startsWith("max") || k.startsWith("minp") || k.equals("priority")) {
          limits.add(key + "=" + value);
        }
      });
      if (!limits.isEmpty()) {
        context.loss("slurm.limits", LossAction.DROPPED, n, "limits of " + label(n) + " ("
            + String.join(" ", limits) + "): the target's share tree has no limits");
      }
      if (!qosKeys.isEmpty()) {
        context.loss("slurm.qos", LossAction.DROPPED, n, "QOS of " + label(n) + " (" + String.join(" ", qosKeys)
            + ")");
      }
      String partition = n.attributes().get(DumpAttributes.PARTITION);
      if (partition != null && n.parent() != null) {
        partitions.add(partition);
        String user = n.attributes().getOrDefault(DumpAttributes.USER, n.name());
        PartitionTwins twins = twinsByAccount.computeIfAbsent(n.parent(), PartitionTwins::new);
        WorkNode twin = twins.twin(n, user);
        if (twin != null) {
          twin.addOwnUsage(n.ownUsage());
          tree.unlink(n);
          context.loss("slurm.partition", LossAction.APPROXIMATED, n, "association of '" + user
              + "' for partition '" + partition + "' in '" + n.parent().path() + "' merged into the user's"
              + " other association there (its usage added, its shares not)");
        } else {
          n.rename(user);
          twins.renamed(n, user);
          context.loss("slurm.partition", LossAction.DROPPED, n, "partition '" + partition + "' of '" + user
              + "' in '" + n.parent().path() + "': the association now applies to every queue");
        }
      }
    }
    if (!partitions.isEmpty()) {
      context.targetSetting(TargetAttributes.PARTITIONS, String.join(" ", partitions));
    }
  }

  /** A node as a loss names it (made only for a loss: a path costs the node's depth). */
  private static String label(WorkNode n) {
    return n.parent() == null ? "the cluster" : "'" + n.path() + "'";
  }
}
