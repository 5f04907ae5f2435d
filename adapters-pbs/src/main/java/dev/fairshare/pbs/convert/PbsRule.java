package dev.fairshare.pbs.convert;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.Rules;
import dev.fairshare.conversion.TargetTraits;
import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.pbs.PbsAttributes;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.pbs.schedconfig.PbsSchedConfig;
import dev.fairshare.pbs.schedconfig.PbsSchedConfigOrigins;
import java.util.List;

/**
 * PBS constructs without an equivalent (docs/algorithms/pbs.md §1–§3): the {@code unknown} group, which collects every
 * entity not in {@code resource_group}, becomes the target's catch-all (LSF's {@code others}) when
 * {@code unknown_shares} is above 0, or is dropped (Slurm has no catch-all); with {@code unknown_shares} 0 and
 * no entity of its own it gives nothing to anyone, as the target gives nothing to users it does not name, so
 * it is left out silently. Negative shares, which PBS accepts and turns into negative targets, become 0 where
 * the target has zero shares (Slurm) and are dropped elsewhere (LSF: shares are positive).
 */
final class PbsRule implements ConversionRule {

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    for (WorkNode n : tree.preOrder()) {
      if (n.parent() == null || !Rules.attached(n)) {
        continue;
      }
      if (n.attribute(PbsAttributes.AUTO) != null) {
        tree.remove(n);
        continue;
      }
      if (PbsAttributes.UNKNOWN.equals(n.attribute(PbsAttributes.BUILTIN))) {
        unknown(tree, n, context);
        continue;
      }
      if (n.shares() < 0) {
        TargetTraits target = context.traits();
        if (target.zeroShares()) {
          String was = Rules.number(n.shares());
          n.setShares(0);
          context.loss("pbs.negative-shares", LossAction.APPROXIMATED, n, "'" + n.path() + "' has " + was
              + " shares (PBS makes a negative target of it): 0 on " + target.title());
        } else {
          tree.remove(n);
          context.loss("pbs.negative-shares", LossAction.DROPPED, n, "'" + n.path()
              + "' has negative shares; " + target.title() + " shares are positive");
        }
      }
    }
  }

  private static void unknown(WorkTree tree, WorkNode n, RuleContext context) {
    long shares = context.sourceSettings().get(PbsSchedConfig.class).map(PbsSchedConfig::unknownShares)
        .orElse(0);
    List<WorkNode> entities = n.children().stream().filter(c -> c.attribute(PbsAttributes.AUTO) == null)
        .toList();
    String explicit = entities.stream().map(WorkNode::name).reduce((a, b) -> a + ", " + b)
        .map(s -> "; with it its entities " + s).orElse("");
    // the group is built in (no line of its own): its first entity's line says where it is used, else
    // sched_config's unknown_shares line what it holds
    SourceLocation at = n.origin() != null ? n.origin() : !entities.isEmpty() ? entities.get(0).origin()
        : context.sourceSettings().get(PbsSchedConfigOrigins.class).map(PbsSchedConfigOrigins::unknownShares)
            .orElse(null);
    tree.remove(n);
    if (shares == 0 && explicit.isEmpty()) {
      return;
    }
    TargetTraits target = context.traits();
    if (target.hasCatchAll() && shares > 0) {
      String became = target.catchAll().take(tree, context, shares, n.origin());
      context.loss("pbs.unknown", LossAction.APPROXIMATED, at, "the unknown group (unknown_shares=" + shares
          + ") became " + became + explicit);
    } else {
      context.loss("pbs.unknown", LossAction.DROPPED, at, "the unknown group (unknown_shares=" + shares + "): "
          + (target.hasCatchAll() ? "with 0 shares its entities get nothing, as unnamed users get nothing on "
              + target.title() : target.title() + " has no catch-all; " + target.unnamedUsers())
          + explicit);
    }
  }
}
