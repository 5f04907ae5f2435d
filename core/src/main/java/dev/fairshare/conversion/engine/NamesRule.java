package dev.fairshare.conversion.engine;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.Rules;
import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;
import java.util.HashSet;
import java.util.Set;

/**
 * Names no target holds: a {@code /} inside a name, or a name that is {@code .} (PBS's {@code resource_group}
 * takes both as an entity's name). The conversion's tree names a node by its path, the levels separated by
 * {@code /} (as LSF's share account paths are, {@code /geosciences/geo_reservoir}), and {@code .} is the root's,
 * so the node is renamed: each
 * {@code /} becomes {@code _}, and {@code .} becomes {@code _}, a loss {@code convert.name} (approximated) that
 * names the entity, its new name and the rule; a sibling already of the new name leaves it out (dropped, its
 * usage on its parent). {@code --strict} refuses such a source, as any loss.
 */
final class NamesRule implements ConversionRule {

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    for (WorkNode n : tree.preOrder()) {
      if (n.parent() == null || !Rules.attached(n) || held(n.name())) {
        continue;
      }
      String name = n.name();
      String renamed = name.equals(".") ? "_" : name.replace('/', '_');
      String what = (n.isUser() ? "user '" : "group '") + name + "' under '" + where(n.parent()) + "'";
      String rule = "the conversion names every node by its path, '/' separating the levels and '.' naming the"
          + " root, so no " + context.traits().title() + " node it writes can hold it";
      Set<String> siblings = new HashSet<>();
      for (WorkNode s : n.parent().children()) {
        if (s != n && Rules.attached(s)) {
          siblings.add(s.name());
        }
      }
      if (siblings.contains(renamed)) {
        Rules.drop(tree, n, context, "convert.name", what + " has " + (name.equals(".") ? "the name '.'" : "'/'")
            + " in its name, " + rule + ", and its sibling '" + renamed + "' has the name it would get");
        continue;
      }
      n.rename(renamed);
      context.loss("convert.name", LossAction.APPROXIMATED, n, what + " is written as '" + renamed + "': " + rule);
    }
  }

  /** Whether every target holds the name: not {@code .} and without {@code /}. */
  private static boolean held(String name) {
    return !name.equals(".") && name.indexOf('/') < 0;
  }

  private static String where(WorkNode n) {
    return n.parent() == null ? "the root" : n.path();
  }
}
