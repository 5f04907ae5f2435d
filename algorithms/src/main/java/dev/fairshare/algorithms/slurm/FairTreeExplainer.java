package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.explain.Explainer;
import dev.fairshare.explain.Level;
import dev.fairshare.explain.LevelBuilder;
import dev.fairshare.explain.Quantity;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.List;

/**
 * Explains {@code slurm.fair-tree} (docs/algorithms/slurm.md §6): at each level S = s/sum_s, U = usage over
 * the fair-share parent's usage, LevelFS = S/U, the node's place in its sorted list with its ties and how
 * they were broken, and the users the walk meets ahead of it; the user's walk position is the sum of those
 * counts along its fair-share parents, and its factor (N - position)/N. A user the walk reaches tied keeps
 * the rank of the last untied user before it, which only the whole walk knows: its factor is then
 * {@code compute}'s rank over N.
 */
final class FairTreeExplainer implements Explainer {
  private final FairshareResult result;
  private final ShareTree tree;
  private final UsageSnapshot usage;
  private final FairTreeLists lists;

  FairTreeExplainer(FairshareResult result) {
    this.result = result;
    this.tree = result.tree();
    this.usage = result.usage();
    this.lists = new FairTreeLists(tree, usage);
  }

  @Override
  public FairshareResult result() {
    return result;
  }

  @Override
  public Level level(int i) {
    LevelBuilder b = LevelBuilder.of(tree, i);
    if (i == 0) {
      return b.input("raw_usage", "usage", usage.usage(0)).input("users", "N", tree.userCount()).build();
    }
    SlurmHierarchy h = lists.hierarchy();
    SlurmLevels.shares(b, tree, h, i);
    int fp = h.fsParent(i);
    int f = tree.usesParentShares(i) ? fp : i;
    double level = f == 0 ? SlurmFairTreeAlgorithm.NO_VAL : h.levelShares(f);
    double s = LevelFsKeys.normShares(tree, h, i);
    if (tree.usesParentShares(i)) {
      b.computed("norm_shares", "S", s, "S of the fair-share parent", "{}", s);
    } else {
      b.computed("norm_shares", "S", s, "s/sum_s", "{}/{}", tree.shares(i), level);
    }
    double a = usage.usage(i);
    double parentUsage = usage.usage(fp);
    b.input("raw_usage", "usage", a);
    double u = parentUsage == 0 ? 0 : a / parentUsage;
    b.computed("effective_usage", "U", u, "usage/usage of the fair-share parent", "{}/{}", a, parentUsage);
    double lf = lists.levelFs(i);
    if (tree.usesParentShares(i)) {
      b.computed("level_fs", "LevelFS", lf,
          tree.isUser(i) ? "inf for a parent user" : "NO_VAL for a parent account", "");
    } else if (s == 0) {
      b.computed("level_fs", "LevelFS", lf, "0 when S is 0", "");
    } else if (u == 0) {
      b.computed("level_fs", "LevelFS", lf, "inf when U is 0", "");
    } else {
      b.computed("level_fs", "LevelFS", lf, "S/U (x87 long double)", "{}/{}", s, u);
    }
    place(b, i, fp);
    return b.build();
  }

  /** The node's place in its sorted list, its ties and the users the walk meets ahead of it. */
  private void place(LevelBuilder b, int i, int fp) {
    FairTreeLists.Sorted list = lists.list(fp);
    int k = list.indexOf(i);
    String owner = fp == 0 ? "root" : tree.path(fp);
    b.note("place " + (k + 1) + " of " + list.entries().length + " in " + owner
        + "'s list, sorted by LevelFS (highest first)");
    List<String> equal = new ArrayList<>();
    for (int j = k - 1; j >= 0 && list.tied()[j + 1]; j--) {
      equal.add(0, tree.name(list.entries()[j]));
    }
    for (int j = k + 1; j < list.entries().length && list.tied()[j]; j++) {
      equal.add(tree.name(list.entries()[j]));
    }
    if (!equal.isEmpty()) {
      b.note("LevelFS equal to " + String.join(", ", equal)
          + ": a user goes before an account, otherwise the list's order (glibc's stable qsort)");
    }
    if (k == 0 && !list.tied()[k] && fp != 0 && lists.reachedTied(fp)) {
      b.note("first in the list of " + owner + ", which the walk reached tied: inherits the tie");
    }
    if (list.tied()[k]) {
      b.note(k == 0 ? "ties NO_VAL, the walk's starting value"
          : "ties " + tree.name(list.entries()[k - 1]) + " before it: "
              + (tree.isUser(i) ? "keeps the rank of the last untied user before it"
                  : "passes the tie to its first child"));
    }
    b.computed("users_ahead", "ahead", lists.usersAhead(i), "users under the entries ahead in the list", "");
  }

  @Override
  public Quantity factor(int user) {
    int n = tree.userCount();
    if (lists.reachedTied(user)) {
      int rank = result.rank(user);
      double walkRank = n - rank + 1;
      return Quantity.of("factor", "F", walkRank / n,
          "r/N, r = the rank of the last untied user before it in the walk", "{}/{}", walkRank, n);
    }
    int position = 0;
    List<Double> parts = new ArrayList<>();
    for (int a = user; a > 0; a = lists.hierarchy().fsParent(a)) {
      int ahead = lists.usersAhead(a);
      position += ahead;
      parts.add(0, (double) ahead);
    }
    StringBuilder template = new StringBuilder("({}-(");
    for (int k = 0; k < parts.size(); k++) {
      template.append(k == 0 ? "{}" : "+{}");
    }
    template.append("))/{}");
    double[] operands = new double[parts.size() + 2];
    operands[0] = n;
    for (int k = 0; k < parts.size(); k++) {
      operands[k + 1] = parts.get(k);
    }
    operands[operands.length - 1] = n;
    return Quantity.of("factor", "F", (n - position) / (double) n,
        "(N - users ahead at each level)/N", template.toString(), operands);
  }
}
