package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousAlgorithm.UserCache;
import dev.fairshare.explain.LevelBuilder;
import java.util.List;

/**
 * Explains {@code slurm.depth-oblivious} (docs/algorithms/slurm.md §5): classic's S and U, then the sibling
 * sum of the list, R_p, R_s, r_l, k and E = R_p*r_l^k*S at each level, and the factor
 * {@code 2^(-(E/S)/d)}; the values are found down the path by {@link DepthObliviousPath}, so the factor is
 * {@code compute}'s.
 */
final class DepthObliviousExplainer extends ClassicLevelsExplainer {
  private final DepthObliviousPath walk;

  DepthObliviousExplainer(FairshareResult result, int dampening, UserCache userCache) {
    this(result, new DepthObliviousPath(result.tree(), new SlurmHierarchy().compute(result.tree()), dampening,
        userCache));
  }

  private DepthObliviousExplainer(FairshareResult result, DepthObliviousPath walk) {
    super(result, walk.classic(), (i, ancestor) -> walk.of(i, result.usage(), ancestor));
    this.walk = walk;
  }

  @Override
  public List<String> notes(int user) {
    return walk.userCache() == UserCache.AFTER_RESTART
        ? List.of("sibling sums as right after a slurmctld restart: users not computed yet count NO_VAL")
        : List.of();
  }

  /** The sibling sum, R_p, R_s, r_l, k and E = R_p*r_l^k*S of an association below the top level. */
  @Override
  void effectiveUsage(LevelBuilder b, int i, ClassicPath.Values v, ClassicPath.Values p) {
    double u = v.u();
    double s = v.s();
    if (s == 0 || p.s() == 0 || p.e() == 0 || u == 0) {
      b.computed("effective_usage", "E", v.e(), "U when S, S_parent, E_parent or U is 0", "{}", u);
      return;
    }
    double siblings = walk.siblings(usage(), i);
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
}
