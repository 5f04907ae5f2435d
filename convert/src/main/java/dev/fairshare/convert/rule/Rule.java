package dev.fairshare.convert.rule;

import dev.fairshare.convert.WorkTree;

/**
 * One step of a conversion: finds the constructs of one kind that the target cannot express, records each
 * as a loss, and reshapes the tree into what the target can express (docs/migration.md, one row each).
 */
public interface Rule {

  /** Applies the rule to the tree. */
  void apply(WorkTree tree, RuleContext context);
}
