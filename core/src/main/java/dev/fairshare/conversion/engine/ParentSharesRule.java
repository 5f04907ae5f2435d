package dev.fairshare.conversion.engine;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.Rules;
import dev.fairshare.conversion.TargetAttributes;
import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;
import java.util.List;

/**
 * A node that takes its parent's share (Slurm's {@code FairShare=parent}, docs/algorithms/slurm.md §2, §6.6), for a
 * target that has no such thing ({@link dev.fairshare.conversion.TargetTraits#parentShares()}). An account
 * with it is spliced out, its children lifted to its parent, as Fair Tree treats it; a group whose users all
 * have it becomes a collective group account where the target has them (LSF: members share its usage, FCFS
 * inside); any other user with it gets 1 share.
 */
final class ParentSharesRule implements ConversionRule {

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    for (WorkNode n : tree.preOrder()) {
      if (n.parent() == null || !n.usesParent() || n.isUser() || !Rules.attached(n)) {
        continue;
      }
      WorkNode up = n.parent();
      int lifted = n.children().size();
      tree.splice(n);
      context.loss("slurm.fairshare-parent", LossAction.APPROXIMATED, n, "account '" + n.path()
          + "' has FairShare=parent: spliced out, its " + lifted + " children compete at '"
          + (up.parent() == null ? "the top level" : up.path()) + "' as Fair Tree ranks them");
    }
    for (WorkNode g : tree.preOrder()) {
      if (g.isUser() || !g.hasChildren()) {
        continue;
      }
      boolean allParentUsers = g.parent() != null
          && g.children().stream().allMatch(c -> c.isUser() && c.usesParent());
      if (allParentUsers && context.traits().collectiveGroups()) {
        List<String> names = g.children().stream().map(WorkNode::name).toList();
        for (WorkNode c : g.children()) {
          tree.remove(c);
        }
        g.setAttribute(TargetAttributes.MEMBERS, String.join(" ", names));
        context.loss("slurm.fairshare-parent", LossAction.APPROXIMATED, g, "every user of '" + g.path()
            + "' has FairShare=parent: '" + g.name() + "' becomes a collective group whose members ("
            + String.join(", ", names) + ") share its account, FCFS inside");
        continue;
      }
      for (WorkNode c : g.children()) {
        if (c.isUser() && c.usesParent()) {
          c.setShares(1);
          context.loss("slurm.fairshare-parent", LossAction.APPROXIMATED, c, "user '" + c.path()
              + "' has FairShare=parent: given 1 share, as the target has no use of the parent's share");
        }
      }
    }
  }
}
