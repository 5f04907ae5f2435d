package dev.fairshare.lsf.convert;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.TargetAttributes;
import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.tree.NodeKind;

/**
 * An LSF source converted to LSF, where the source's rules ({@link LsfAccountRule}) do not run: the accounts LSF
 * has and other schedulers lack are handed to the writer as they are, a collective group with its members
 * ({@code name (members) ()}) and {@code [others, n]} / {@code [all, n]} as themselves, instead of a group with
 * no members and a keyword dropped; the users that {@code default} and {@code group@} were expanded to are
 * reported, since the files written name them.
 */
final class LsfToLsfRule implements ConversionRule {

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    if (!context.source().equals(context.target())) {
      return;
    }
    for (WorkNode n : tree.preOrder()) {
      String how = n.attribute(LsfAttributes.ACCOUNT);
      if (how == null || n.kind() != NodeKind.GROUP || n.hasChildren()) {
        continue;
      }
      if (how.equals("others") || how.equals("all")) {
        n.setAttribute(TargetAttributes.PRINCIPAL, how);
        n.setAttribute(TargetAttributes.MEMBERS, "");
      } else if (n.attribute(LsfAttributes.MEMBERS) != null) {
        n.setAttribute(TargetAttributes.MEMBERS, n.attribute(LsfAttributes.MEMBERS));
      }
    }
    LsfAccountRule.reportExpansions(tree, context);
  }
}
