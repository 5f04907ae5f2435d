package dev.fairshare.convert.rule;

import dev.fairshare.convert.LossAction;
import dev.fairshare.convert.Scheduler;
import dev.fairshare.convert.SourceAttributes;
import dev.fairshare.convert.WorkNode;
import dev.fairshare.convert.WorkTree;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Names the target reads differently. Slurm: {@code sacctmgr load} lowercases account names
 * (docs/algorithms/slurm.md §9.2), so accounts are written lower-case. PBS: every name is unique in
 * {@code resource_group} and {@code root}, {@code TREEROOT} and {@code unknown} are the scheduler's
 * (docs/algorithms/pbs.md §2), so a second node of one name is dropped. LSF: a user group is defined once in
 * {@code lsb.users} and {@code default}, {@code others} and {@code all} are keywords (docs/algorithms/lsf.md §3.2,
 * §4.1), so a second group of one name, or a node named like a keyword, is dropped. A dropped node's usage stays on
 * its parent.
 */
public final class NamesRule implements Rule {
  private static final Set<String> PBS_RESERVED = Set.of("root", "TREEROOT", "unknown");
  private static final Set<String> LSF_RESERVED = Set.of("default", "others", "all");

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    Map<String, WorkNode> seen = new HashMap<>();
    Map<WorkNode, String> paths = new HashMap<>();
    for (WorkNode n : tree.preOrder()) {
      paths.put(n, n.path());
    }
    for (WorkNode n : tree.preOrder()) {
      if (n.parent() == null || !SharesRule.attached(n)) {
        continue;
      }
      switch (context.target()) {
        case SLURM -> slurm(tree, n, seen, context, paths.get(n));
        case PBS -> unique(tree, n, seen, context, PBS_RESERVED.contains(n.name()), "pbs.name",
            "PBS names are unique in resource_group");
        case LSF -> {
          boolean keyword = LSF_RESERVED.contains(n.name())
              && !n.attributes().containsKey(SourceAttributes.TARGET_PRINCIPAL);
          if (n.isUser() && !keyword) {
            WorkNode group = seen.get(n.name());
            if (group != null && !group.isUser()) {
              drop(tree, n, context, "lsf.name", "'" + n.path() + "' is named like the group at '" + group.path()
                  + "'; an LSF share assignment names a user or a group, not both");
            }
            seen.putIfAbsent(n.name(), n);
          } else {
            unique(tree, n, seen, context, keyword, "lsf.name", "an LSF user group is defined once");
          }
        }
        default -> { }
      }
    }
  }

  private static void slurm(WorkTree tree, WorkNode n, Map<String, WorkNode> seen, RuleContext context,
      String path) {
    if (n.isUser()) {
      return;
    }
    String lower = n.name().toLowerCase(Locale.ROOT);
    if (!lower.equals(n.name())) {
      context.loss("slurm.account-case", LossAction.APPROXIMATED, n, "account '" + path + "' is written as '"
          + lower + "': sacctmgr load lowercases account names");
      n.rename(lower);
    }
    WorkNode first = seen.putIfAbsent(lower, n);
    if (first != null || lower.equals("root")) {
      drop(tree, n, context, "slurm.name", "account '" + path + "' " + (first == null ? "is named root"
          : "has the name of '" + first.path() + "'") + "; a Slurm account has one parent");
    }
  }

  private static void unique(WorkTree tree, WorkNode n, Map<String, WorkNode> seen, RuleContext context,
      boolean reserved, String construct, String why) {
    WorkNode first = reserved ? null : seen.putIfAbsent(n.name(), n);
    if (reserved) {
      drop(tree, n, context, construct, "'" + n.path() + "' has a name the target reserves");
    } else if (first != null) {
      drop(tree, n, context, construct, "'" + n.path() + "' has the name of '" + first.path() + "': " + why);
    }
  }

  private static void drop(WorkTree tree, WorkNode n, RuleContext context, String construct, String detail) {
    tree.remove(n);
    context.loss(construct, LossAction.DROPPED, n, detail + "; left out"
        + (n.children().isEmpty() ? "" : " with its subtree"));
  }
}
