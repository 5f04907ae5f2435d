package dev.fairshare.algorithms.pbs;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.explain.Explainer;
import dev.fairshare.explain.Level;
import dev.fairshare.explain.LevelBuilder;
import dev.fairshare.explain.PathValues;
import dev.fairshare.explain.Quantity;
import dev.fairshare.tree.ShareTree;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Explains {@code pbs.fairshare} (docs/algorithms/pbs.md §3, §6, §7.1, §11; {@code fairshare.cpp}:
 * {@code calc_fair_share_perc}, {@code calc_usage_factor}, {@code compare_path}): at each level the shares among the
 * siblings, the group and tree percentages, PBS's usage of the node, {@code usage/perc} as {@code pbsfs -g}'s path
 * shows it and {@code compare_path} compares it, u and the effective usage {@code fairshare_tree_usage}; the
 * factor is {@code 2^-(uf/tp)}. The values are found down the path by {@link PbsPath}, so the factor is
 * {@code compute}'s; the rank is {@code compare_path}'s, from the whole tree.
 */
final class PbsExplainer implements Explainer {
  private final FairshareResult result;
  private final PbsPath walk;
  private final IntFunction<Double> nodeUsage;
  private final PathValues<PbsPath.Values> values;

  PbsExplainer(FairshareResult result, PbsSettings settings) {
    this.result = result;
    this.walk = new PbsPath(new PbsTreeView(result.tree(), settings.unknownShares()));
    this.nodeUsage = walk.nodeUsage(result.usage());
    this.values = new PathValues<>(result.tree(), (i, ancestor) -> walk.of(i, nodeUsage, ancestor));
  }

  @Override
  public FairshareResult result() {
    return result;
  }

  @Override
  public List<String> notes(int user) {
    return List.of(result.usage().hasComponent(PbsKeys.NODE_USAGE)
        ? "PBS's usage of a node: its own per-node values (the usage file as PBS holds it)"
        : "PBS's usage of a node: 1, plus its leaves' usage, as PBS holds it after writing and reading its"
            + " usage file");
  }

  @Override
  public Level level(int i) {
    ShareTree tree = result.tree();
    PbsTreeView view = walk.view();
    PbsPath.Values v = values.get(i);
    LevelBuilder b = LevelBuilder.of(tree, i);
    if (i == 0) {
      return b.input("pbs_usage", "usage", v.usage()).input("norm_shares", "tp", view.tp[0])
          .computed("usage_per_perc", "usage/perc", v.usage() / view.tp[0], "usage/tp", "{}/{}", v.usage(),
              view.tp[0]).build();
    }
    int p = tree.parent(i);
    b.input("raw_shares", "s", view.shares[i]);
    b.computed("level_shares", "sum_s", view.childShares[p],
        p == 0 ? "shares of TREEROOT's children (with unknown_shares)" : "shares of the parent's children", "");
    if (view.childShares[p] * view.tp[p] == 0) {
      b.computed("group_percentage", "gp", view.gp[i], "0 when sum_s*tp_parent is 0", "0");
      b.computed("norm_shares", "tp", view.tp[i], "0 when sum_s*tp_parent is 0", "0");
    } else {
      b.computed("group_percentage", "gp", view.gp[i], "(float)s/sum_s", "{}/{}", view.shares[i],
          view.childShares[p]);
      b.computed("norm_shares", "tp", view.tp[i], "gp*tp_parent (float32)", "{}*{}", view.gp[i], view.tp[p]);
    }
    b.input("pbs_usage", "usage", v.usage());
    b.computed("usage_per_perc", "usage/perc", v.usage() / view.tp[i], "usage/tp (compare_path's key)",
        "{}/{}", v.usage(), view.tp[i]);
    double root = values.get(0).usage();
    b.computed("norm_usage", "u", v.u(), "(float)(usage/R)", "{}/{}", v.usage(), root);
    if (p == 0) {
      b.computed("effective_usage", "uf", v.uf(), "u (child of TREEROOT)", "{}", v.u());
    } else {
      b.computed("effective_usage", "uf", v.uf(), "u+(uf_parent-u)*gp (float32)", "{}+({}-{})*{}", v.u(),
          values.get(p).uf(), v.u(), view.gp[i]);
    }
    b.add(factor(i));
    return b.build();
  }

  @Override
  public Quantity factor(int i) {
    PbsPath.Values v = values.get(i);
    float tp = walk.view().tp[i];
    if (tp == 0) {
      return Quantity.of("factor", "F", v.f(), "0 when tp is 0", "0");
    }
    return Quantity.of("factor", "F", v.f(), "2^-(uf/tp)", "2^-({}/{})", v.uf(), tp);
  }
}
