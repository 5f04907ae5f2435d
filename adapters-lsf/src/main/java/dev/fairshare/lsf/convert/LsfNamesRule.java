package dev.fairshare.lsf.convert;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.Rules;
import dev.fairshare.conversion.TargetAttributes;
import dev.fairshare.conversion.UniqueNames;
import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;
import java.util.Set;

/**
 * Names LSF reads differently: a user group is defined once in {@code lsb.users}, a share assignment names a
 * user or a group but not both, and {@code default}, {@code others} and {@code all} are keywords
 * (docs/algorithms/lsf.md §3.2, §4.1); so a second group of one name, a user named like a group, or a node named like a
 * keyword (other than the {@code others} a conversion made) is dropped. A dropped node's usage stays on its
 * parent.
 */
final class LsfNamesRule implements ConversionRule {
  private static final Set<String> RESERVED = Set.of("default", "others", "all");

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    UniqueNames seen = new UniqueNames(tree);
    for (WorkNode n : tree.preOrder()) {
      if (n.parent() == null || !Rules.attached(n)) {
        continue;
      }
      boolean keyword = RESERVED.contains(n.name()) && n.attribute(TargetAttributes.PRINCIPAL) == null;
      if (n.isUser() && !keyword) {
        WorkNode group = seen.get(n.name());
        if (group != null && !group.isUser()) {
          Rules.drop(tree, n, context, "lsf.name", "'" + n.path() + "' is named like the group at '"
              + group.path() + "'; an LSF share assignment names a user or a group, not both");
        }
        seen.putIfAbsent(n);
      } else {
        Rules.unique(tree, n, seen, context, keyword, "lsf.name", "an LSF user group is defined once");
      }
    }
  }
}
