package dev.fairshare.conversion.engine;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.Rules;
import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;

/**
 * Share values the target cannot hold: every scheduler keeps whole numbers (Slurm uint32, PBS
 * {@code strtol}, LSF positive integers; docs/algorithms/slurm.md §9.2, pbs.md §2, lsf.md §3.1), so fractions are
 * rounded (at least 1 if positive); LSF has no zero shares, so a zero-share node is dropped there.
 */
final class SharesRule implements ConversionRule {

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    for (WorkNode n : tree.preOrder()) {
      if (n.parent() == null || n.usesParent() || !Rules.attached(n)) {
        continue;
      }
      double s = n.shares();
      if (s != Math.rint(s)) {
        double rounded = s > 0 ? Math.max(1, Math.rint(s)) : Math.rint(s);
        n.setShares(rounded);
        context.loss("shares.fraction", LossAction.APPROXIMATED, n, "'" + n.path() + "' has "
            + Rules.number(s) + " shares: rounded to " + Rules.number(rounded)
            + " (whole numbers only)");
      }
      if (n.shares() == 0 && !context.traits().zeroShares()) {
        tree.remove(n);
        context.loss("shares.zero", LossAction.DROPPED, n, "'" + n.path() + "' has 0 shares"
            + (n.hasChildren() ? " (with its subtree)" : "") + "; " + context.traits().title()
            + " shares are positive, so it is left"
            + " out and " + (n.isUser() ? "the user has" : "its users have") + " no share in this tree");
      }
    }
  }
}
