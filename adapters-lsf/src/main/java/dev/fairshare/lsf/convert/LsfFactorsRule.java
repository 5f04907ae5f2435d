package dev.fairshare.lsf.convert;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.LsbParamsSettings;
import dev.fairshare.lsf.LsbQueuesSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The load factors of LSF's dynamic user priority (docs/algorithms/lsf.md §2.1, §2.3: how much CPU time, run
 * time and job slots weigh against an account's shares), which no other scheduler's fair share has: those
 * the converted queue or {@code lsb.params} sets are one loss, {@code lsf.priority-factors}, dropped, at the
 * first one's line (the queue's own value winning, as mbatchd reads them).
 */
final class LsfFactorsRule implements ConversionRule {
  /** The keys that weigh the load, in the formula's order. */
  static final List<String> FACTORS = List.of("CPU_TIME_FACTOR", "RUN_TIME_FACTOR", "ENABLE_HIST_RUN_TIME",
      "RUN_TIME_DECAY", "COMMITTED_RUN_TIME_FACTOR", "RUN_JOB_FACTOR", "FAIRSHARE_ADJUSTMENT_FACTOR",
      "FWD_JOB_FACTOR", "GPU_RUN_TIME_FACTOR");

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    Map<String, String> queue = context.sourceSettings().get(LsbQueuesSettings.class)
        .map(q -> q.parameters(tree.root().name())).orElse(Map.of());
    LsbParamsSettings params = context.sourceSettings().get(LsbParamsSettings.class)
        .orElse(new LsbParamsSettings(Map.of(), null));
    List<String> set = new ArrayList<>();
    SourceLocation at = null;
    for (String key : FACTORS) {
      String value = queue.get(key);
      SourceLocation place = LsfScopeRule.parse(tree.root().attributes().get(LsfAttributes.ORIGIN));
      if (value == null) {
        value = params.parameters().get(key);
        place = params.places().get(key);
      }
      if (value != null) {
        set.add(key + "=" + value.strip());
        at = at == null ? place : at;
      }
    }
    if (!set.isEmpty()) {
      context.loss("lsf.priority-factors", LossAction.DROPPED, at, "the dynamic priority's load factors ("
          + String.join(", ", set) + "): " + context.traits().title() + " weighs usage against shares its own"
          + " way; LSF's load of CPU time, run time and job slots is not carried");
    }
  }
}
