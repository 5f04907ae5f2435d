package dev.fairshare.pbs.convert;

import dev.fairshare.conversion.CatchAll;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.Rules;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.format.SourceLocation;

/**
 * PBS's catch-all: the {@code unknown} group, whose share is {@code unknown_shares} in {@code sched_config}
 * (docs/algorithms/pbs.md §3); every entity not in {@code resource_group} falls in it with one share of it.
 */
final class PbsCatchAll implements CatchAll {
  /** The target setting the writer puts in {@code sched_config.fairshare}. */
  static final String UNKNOWN_SHARES = "unknown_shares";

  @Override
  public String take(WorkTree tree, RuleContext context, double shares, SourceLocation at) {
    context.targetSetting(UNKNOWN_SHARES, Rules.number(shares));
    return "PBS's unknown group with unknown_shares=" + Rules.number(shares)
        + ": every entity not in resource_group falls in it, each with one share of it, not FCFS";
  }
}
