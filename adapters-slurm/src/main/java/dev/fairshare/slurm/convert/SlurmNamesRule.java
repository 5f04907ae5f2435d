package dev.fairshare.slurm.convert;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.Rules;
import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Names Slurm reads differently: {@code sacctmgr load} lowercases account names (docs/algorithms/slurm.md §9.2), so
 * accounts are written lower-case; an account has one parent, so a second account of one name (after
 * lowercasing), or one named {@code root}, is dropped. A dropped node's usage stays on its parent.
 */
final class SlurmNamesRule implements ConversionRule {

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    Map<String, WorkNode> seen = new HashMap<>();
    Map<WorkNode, String> paths = new HashMap<>();
    for (WorkNode n : tree.preOrder()) {
      paths.put(n, n.path());
    }
    for (WorkNode n : tree.preOrder()) {
      if (n.parent() == null || !Rules.attached(n) || n.isUser()) {
        continue;
      }
      String path = paths.get(n);
      String lower = n.name().toLowerCase(Locale.ROOT);
      if (!lower.equals(n.name())) {
        context.loss("slurm.account-case", LossAction.APPROXIMATED, n, "account '" + path + "' is written as '"
            + lower + "': sacctmgr load lowercases account names");
        n.rename(lower);
      }
      WorkNode first = seen.putIfAbsent(lower, n);
      if (first != null || lower.equals("root")) {
        Rules.drop(tree, n, context, "slurm.name", "account '" + path + "' " + (first == null ? "is named root"
            : "has the name of '" + first.path() + "'") + "; a Slurm account has one parent");
      }
    }
  }
}
