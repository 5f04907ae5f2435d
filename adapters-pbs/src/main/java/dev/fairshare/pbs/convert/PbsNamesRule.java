package dev.fairshare.pbs.convert;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.Rules;
import dev.fairshare.conversion.UniqueNames;
import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.pbs.PbsAttributes;
import java.util.Set;

/**
 * Names PBS reads differently: every name is unique in {@code resource_group}, and {@code root},
 * {@code TREEROOT} and {@code unknown} are the scheduler's (docs/algorithms/pbs.md §2), so a second node of one name,
 * or one of those, is dropped. A dropped node's usage stays on its parent. PBS's own unknown group, when the source
 * is PBS and no entity was placed in it, is left out silently: the scheduler makes it.
 */
final class PbsNamesRule implements ConversionRule {
  private static final Set<String> RESERVED = Set.of("root", "TREEROOT", "unknown");

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    UniqueNames seen = new UniqueNames(tree);
    for (WorkNode n : tree.preOrder()) {
      if (tree.root().equals(n.parent()) && !n.hasChildren()
          && PbsAttributes.UNKNOWN.equals(n.attribute(PbsAttributes.BUILTIN))) {
        // PBS's own unknown group, from a PBS source: the scheduler makes it again, nothing is lost
        tree.remove(n);
        continue;
      }
      if (n.parent() != null && Rules.attached(n)) {
        Rules.unique(tree, n, seen, context, RESERVED.contains(n.name()), "pbs.name",
            "PBS names are unique in resource_group");
      }
    }
  }
}
