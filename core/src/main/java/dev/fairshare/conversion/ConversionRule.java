package dev.fairshare.conversion;

/**
 * One step of a conversion: finds the constructs of one kind that the target cannot express, records each
 * as a loss, and reshapes the tree into what the target can express (docs/migration.md, one row each). A
 * family's source rules take its own constructs apart; its target rules fit a tree to what it reads.
 */
public interface ConversionRule {

  /** Applies the rule to the tree. */
  void apply(WorkTree tree, RuleContext context);
}
