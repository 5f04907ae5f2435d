package dev.fairshare.convert.rule;

import dev.fairshare.convert.LossAction;
import dev.fairshare.convert.Scheduler;
import dev.fairshare.convert.SourceAttributes;
import dev.fairshare.convert.WorkNode;
import dev.fairshare.convert.WorkTree;
import dev.fairshare.tree.NodeKind;
import java.util.Map;

/**
 * PBS constructs without an equivalent (docs/algorithms/pbs.md §1–§3): the {@code unknown} group, which collects
 * every entity not in {@code resource_group}, becomes LSF's {@code others} (when {@code unknown_shares} is above 0)
 * or is dropped (Slurm has no catch-all); with {@code unknown_shares} 0 and no entity of its own it gives
 * nothing to anyone, as the target gives nothing to users it does not name, so it is left out silently; negative shares, which PBS accepts and turns into negative
 * targets, become 0 on Slurm and are dropped on LSF (shares are positive there).
 */
public final class PbsRule implements Rule {
  /** The settings key of {@code unknown_shares} as the sched_config reader gives it. */
  public static final String UNKNOWN_SHARES = "fairshare.algorithms.pbs.unknown-shares";

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    if (context.source() != Scheduler.PBS || context.target() == Scheduler.PBS) {
      return;
    }
    for (WorkNode n : tree.preOrder()) {
      if (n.parent() == null || !n.parent().children().contains(n)) {
        continue;
      }
      if (n.attributes().containsKey(SourceAttributes.PBS_AUTO)) {
        tree.remove(n);
        continue;
      }
      if ("unknown".equals(n.attributes().get(SourceAttributes.PBS_BUILTIN))) {
        unknown(tree, n, context);
        continue;
      }
      if (n.shares() < 0) {
        if (context.target() == Scheduler.SLURM) {
          String was = LsfAccountRule.number(n.shares());
          n.setShares(0);
          context.loss("pbs.negative-shares", LossAction.APPROXIMATED, n, "'" + n.path() + "' has " + was
              + " shares (PBS makes a negative target of it): 0 on Slurm");
        } else {
          tree.remove(n);
          context.loss("pbs.negative-shares", LossAction.DROPPED, n, "'" + n.path()
              + "' has negative shares; LSF shares are positive");
        }
      }
    }
  }

  private static void unknown(WorkTree tree, WorkNode n, RuleContext context) {
    Object setting = context.sourceSettings().get(UNKNOWN_SHARES);
    long shares = setting instanceof Number num ? num.longValue()
        : setting == null ? 0 : parse(setting.toString());
    String explicit = n.children().stream().filter(c -> !c.attributes().containsKey(SourceAttributes.PBS_AUTO))
        .map(WorkNode::name).reduce((a, b) -> a + ", " + b).map(s -> "; with it its entities " + s).orElse("");
    tree.remove(n);
    if (shares == 0 && explicit.isEmpty()) {
      return;
    }
    if (context.target() == Scheduler.LSF && shares > 0) {
      WorkNode others = tree.add(tree.root(), "others", NodeKind.GROUP, shares,
          Map.of(SourceAttributes.TARGET_PRINCIPAL, "others"), n.origin());
      others.attributes().put(SourceAttributes.TARGET_MEMBERS, "");
      context.loss("pbs.unknown", LossAction.APPROXIMATED, n, "the unknown group (unknown_shares=" + shares
          + ") became [others, " + shares + "]: users not named share one account, FCFS inside" + explicit);
    } else {
      context.loss("pbs.unknown", LossAction.DROPPED, n, "the unknown group (unknown_shares=" + shares + "): "
          + (context.target() == Scheduler.SLURM ? "Slurm has no catch-all; users without an association"
              + " cannot submit" : "with 0 shares its entities get nothing, as unnamed users get nothing on LSF")
          + explicit);
    }
  }

  private static long parse(String text) {
    try {
      return Long.parseLong(text.strip());
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
