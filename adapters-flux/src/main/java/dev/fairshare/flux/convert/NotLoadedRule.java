package dev.fairshare.flux.convert;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.flux.db.NotLoadedRows;
import dev.fairshare.format.Problem;

/**
 * Reports as dropped every row of a flux-accounting database that flux's fair share does not load
 * (the {@code flux.db} reader leaves them out of the tree): inactive banks and associations, what lies under
 * an inactive bank, the users of a bank that has sub-banks.
 */
final class NotLoadedRule implements ConversionRule {

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    for (Problem p : context.sourceSettings().get(NotLoadedRows.class).map(NotLoadedRows::rows)
        .orElse(java.util.List.of())) {
      context.loss("flux.not-loaded", LossAction.DROPPED, p.location(), p.message()
          + ": flux's fair share ignores it");
    }
  }
}
