package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousAlgorithm.UserCache;
import dev.fairshare.explain.Explainer;
import dev.fairshare.explain.Level;
import dev.fairshare.explain.LevelBuilder;
import dev.fairshare.explain.PathValues;
import dev.fairshare.explain.Quantity;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;

/**
 * Explains {@code slurm.depth-oblivious} (docs/algorithms/slurm.md §5): classic's S and U, then the sibling
 * sum of the list, R_p, R_s, r_l, k and E = R_p*r_l^k*S at each level, and the factor
 * {@code 2^(-(E/S)/d)}; the values are found down the path by {@link DepthObliviousPath}, so the factor is
 * {@code compute}'s.
 */
final class DepthObliviousExplainer implements Explainer {
  private final FairshareResult result;
  private final DepthObliviousPath walk;
  private final UsageSnapshot usage;
  private final PathValues<ClassicPath.Values> values;

  DepthObliviousExplainer(FairshareResult result, int dampening, UserCache userCache) {
    this.result = result;
    ShareTree tree = result.tree();
    this.walk = new DepthObliviousPath(tree, new SlurmHierarchy().compute(tree), dampening, userCache);
    this.usage = result.usage();
    this.values = new PathValues<>(tree, (i, ancestor) -> walk.of(i, usage, ancestor));
  }

  @Override
  public FairshareResult result() {
    return result;
  }

  @Override
  public List<String> notes(int user) {
    return walk.userCache() == UserCache.AFTER_RESTART
        ? List.of("sibling sums as right after a slurmctld restart: users not computed yet count NO_VAL")
        : List.of();
  }

  @Override
  public Level level(int i) {
    ShareTree tree = walk.classic().tree();
    ClassicPath.Values v = values.get(i);
    LevelBuilder b = LevelBuilder.of(tree, i);
    if (i == 0) {
      return b.input("raw_usage", "total", usage.total()).input("norm_shares", "S", v.s())
          .input("effective_usage", "E", v.e()).build();
    }
    SlurmHierarchy h = walk.classic().hierarchy();
    int fp = h.fsParent(i);
    ClassicPath.Values parent = values.get(tree.parent(i));
    ClassicPath.Values fsParent = values.get(fp);
    boolean usesParent = tree.usesParentShares(i);
    double level = h.levelShares(i);
    SlurmLevels.shares(b, tree, h, i);
    if (usesParent) {
      b.computed("norm_shares", "S", v.s(), "S of the fair-share parent", "{}", fsParent.s());
    } else if (level == 0) {
      b.computed("norm_shares", "S", v.s(), "0 when the level has no shares", "0");
    } else {
      b.computed("norm_shares", "S", v.s(), "s/sum_s*S_parent", "{}/{}*{}", tree.shares(i), level, parent.s());
    }
    SlurmLevels.usage(b, usage, i, v.u());
    if (fp == 0) {
      b.computed("effective_usage", "E", v.e(), "U (top level)", "{}", v.u());
    } else if (usesParent) {
      b.computed("effective_usage", "E", v.e(), "E of the fair-share parent", "{}", fsParent.e());
    } else {
      ratios(b, i, v, fsParent);
    }
    b.add(factor(i));
    return b.build();
  }

  /** The sibling sum, R_p, R_s, r_l, k and E of an association below the top level. */
  private void ratios(LevelBuilder b, int i, ClassicPath.Values v, ClassicPath.Values p) {
    double u = v.u();
    double s = v.s();
    if (s == 0 || p.s() == 0 || p.e() == 0 || u == 0) {
      b.computed("effective_usage", "E", v.e(), "U when S, S_parent, E_parent or U is 0", "{}", u);
      return;
    }
    double siblings = walk.siblings(usage, i);
    String owner = walk.classic().hierarchy().fsParent(i) == 0 ? "root"
        : walk.classic().tree().path(walk.classic().hierarchy().fsParent(i));
    b.computed("sibling_usage", "sum_U", siblings, "U of " + owner + "'s list", "");
    double ratioP = p.e() / p.s();
    double ratioS = siblings / p.s();
    double ratioL = (u / s) / ratioS;
    b.computed("ratio_parent", "R_p", ratioP, "E_parent/S_parent", "{}/{}", p.e(), p.s());
    b.computed("ratio_siblings", "R_s", ratioS, "sum_U/S_parent", "{}/{}", siblings, p.s());
    b.computed("ratio_local", "r_l", ratioL, "(U/S)/R_s", "({}/{})/{}", u, s, ratioS);
    double logP = Math.log(ratioP);
    double logL = Math.log(ratioL);
    if (ratioP == 0 || ratioL == 0 || logP * logL >= 0) {
      b.computed("k", "k", 1, "1 when ln R_p * ln r_l >= 0", "");
      b.computed("effective_usage", "E", v.e(), "R_p*r_l*S", "{}*{}*{}", ratioP, ratioL, s);
    } else {
      double k = 1 / (1 + Math.pow(5.0 * logP, 2));
      b.computed("k", "k", k, "1/(1+(5*ln R_p)^2)", "1/(1+(5*ln {})^2)", ratioP);
      b.computed("effective_usage", "E", v.e(), "R_p*r_l^k*S", "{}*{}^{}*{}", ratioP, ratioL, k, s);
    }
  }

  @Override
  public Quantity factor(int i) {
    ClassicPath.Values v = values.get(i);
    ShareTree tree = walk.classic().tree();
    double e = tree.usesParentShares(i) ? values.get(walk.classic().hierarchy().fsParent(i)).e() : v.e();
    if (v.s() <= 0) {
      return Quantity.of("factor", "F", v.f(), "0 when S <= 0", "0");
    }
    return Quantity.of("factor", "F", v.f(), "2^(-(E/S)/d)", "2^(-({}/{})/{})", e, v.s(),
        walk.classic().dampening());
  }
}
