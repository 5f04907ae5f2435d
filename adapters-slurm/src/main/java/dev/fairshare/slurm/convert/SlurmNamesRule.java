package dev.fairshare.slurm.convert;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.Rules;
import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
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
    Map<WorkNode, String> names = new HashMap<>();
    for (WorkNode n : tree.preOrder()) {
      if (n.parent() == null || !Rules.attached(n) || n.isUser()) {
        continue;
      }
      String lower = n.name().toLowerCase(Locale.ROOT);
      if (!lower.equals(n.name())) {
        context.loss("slurm.account-case", LossAction.APPROXIMATED, n, "account '" + originalPath(n, names)
            + "' is written as '" + lower + "': sacctmgr load lowercases account names");
        names.put(n, n.name());
        n.rename(lower);
      }
      WorkNode first = seen.putIfAbsent(lower, n);
      if (first != null || lower.equals("root")) {
        Rules.drop(tree, n, context, "slurm.name", "account '" + originalPath(n, names) + "' "
            + (first == null ? "is named root" : "has the name of '" + originalPath(first, names) + "'")
            + "; a Slurm account has one parent");
      }
    }
  }

  /** The node's path with the names the nodes had before this rule renamed any (made only for a loss). */
  private static String originalPath(WorkNode n, Map<WorkNode, String> names) {
    List<String> parts = new ArrayList<>();
    for (WorkNode p = n; p.parent() != null; p = p.parent()) {
      parts.add(names.getOrDefault(p, p.name()));
    }
    Collections.reverse(parts);
    return String.join("/", parts);
  }
}
