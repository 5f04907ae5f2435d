package dev.fairshare.convert.rule;

import dev.fairshare.convert.LossAction;
import dev.fairshare.convert.Scheduler;
import dev.fairshare.convert.WorkNode;
import dev.fairshare.convert.WorkTree;

/**
 * Share values the target cannot hold: every scheduler keeps whole numbers (Slurm uint32, PBS
 * {@code strtol}, LSF positive integers; docs/algorithms/slurm.md §9.2, pbs.md §2, lsf.md §3.1), so fractions are
 * rounded (at least 1 if positive); LSF has no zero shares, so a zero-share node is dropped there.
 */
public final class SharesRule implements Rule {

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    for (WorkNode n : tree.preOrder()) {
      if (n.parent() == null || n.usesParent() || !attached(n)) {
        continue;
      }
      double s = n.shares();
      if (s != Math.rint(s)) {
        double rounded = s > 0 ? Math.max(1, Math.rint(s)) : Math.rint(s);
        n.setShares(rounded);
        context.loss("shares.fraction", LossAction.APPROXIMATED, n, "'" + n.path() + "' has "
            + LsfAccountRule.number(s) + " shares: rounded to " + LsfAccountRule.number(rounded)
            + " (whole numbers only)");
      }
      if (n.shares() == 0 && context.target() == Scheduler.LSF) {
        tree.remove(n);
        context.loss("shares.zero", LossAction.DROPPED, n, "'" + n.path() + "' has 0 shares"
            + (n.children().isEmpty() ? "" : " (with its subtree)") + "; LSF shares are positive, so it is left"
            + " out and " + (n.isUser() ? "the user has" : "its users have") + " no share in this tree");
      }
    }
  }

  static boolean attached(WorkNode n) {
    for (WorkNode c = n; c.parent() != null; c = c.parent()) {
      if (!c.parent().children().contains(c)) {
        return false;
      }
    }
    return true;
  }
}
