package dev.fairshare.algorithms.slurm;

import dev.fairshare.explain.LevelBuilder;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/** The level values every Slurm explainer shows alike: the shares of a list and the usage of a node. */
final class SlurmLevels {
  private SlurmLevels() {}

  /** The raw shares and the level shares of the fair-share parent's list; a note for a parent row. */
  static void shares(LevelBuilder b, ShareTree tree, SlurmHierarchy h, int i) {
    int fp = h.fsParent(i);
    String owner = fp == 0 ? "root" : tree.path(fp);
    if (tree.usesParentShares(i)) {
      b.note("FairShare=parent: competes as its fair-share parent " + owner + " does and counts 0 in its list");
    } else {
      b.input("raw_shares", "s", tree.shares(i));
    }
    b.computed("level_shares", "sum_s", h.levelShares(i), "shares of " + owner + "'s list", "");
  }

  /** The raw usage and U = min(1, usage/total). */
  static void usage(LevelBuilder b, UsageSnapshot usage, int i, double u) {
    b.input("raw_usage", "usage", usage.usage(i));
    if (usage.total() == 0) {
      b.computed("norm_usage", "U", u, "0 when there is no usage", "0");
    } else {
      b.computed("norm_usage", "U", u, "min(1, usage/total)", "min(1, {}/{})", usage.usage(i), usage.total());
    }
  }
}
