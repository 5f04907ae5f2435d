package dev.fairshare.conversion;

import dev.fairshare.format.SourceLocation;

/**
 * A target's account for every user it is not told of (PBS's {@code unknown} group and its
 * {@code unknown_shares}, LSF's {@code others}), to which a source's own catch-all is carried.
 */
public interface CatchAll {

  /**
   * Gives the target's catch-all the shares of the source's (whose node the caller has taken out of the
   * tree) and says what it became, the end of a sentence of the report: {@code PBS's unknown group with
   * unknown_shares=10: every entity ...}.
   *
   * @param tree the tree being converted (a catch-all that is a node is added under its root)
   * @param context the conversion (a catch-all that is a setting is set there)
   * @param shares the source catch-all's shares
   * @param at where the source's catch-all was defined
   */
  String take(WorkTree tree, RuleContext context, double shares, SourceLocation at);
}
