package dev.fairshare.lsf.convert;

import dev.fairshare.conversion.CatchAll;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.Rules;
import dev.fairshare.conversion.TargetAttributes;
import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.NodeKind;
import java.util.Map;

/**
 * LSF's catch-all: {@code [others, n]} at the top of the queue's {@code USER_SHARES} (docs/algorithms/lsf.md §3.2), one
 * account that every user not named shares, first come first served inside.
 */
final class LsfCatchAll implements CatchAll {

  @Override
  public String take(WorkTree tree, RuleContext context, double shares, SourceLocation at) {
    WorkNode others = tree.add(tree.root(), "others", NodeKind.GROUP, shares,
        Map.of(TargetAttributes.PRINCIPAL, "others"), at);
    others.setAttribute(TargetAttributes.MEMBERS, "");
    return "[others, " + Rules.number(shares) + "]: users not named share one account, FCFS inside";
  }
}
