package dev.fairshare.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.explain.Explainable;
import dev.fairshare.explain.Explainer;
import dev.fairshare.explain.Explanation;
import dev.fairshare.explain.FactorQuery;
import dev.fairshare.explain.Level;
import dev.fairshare.explain.Quantity;
import dev.fairshare.explain.Queryable;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.Map;

/**
 * What an explainable algorithm's explanations must agree with: its own {@code compute}. Call from a
 * property test of the algorithm's family on random trees.
 *
 * <ul>
 *   <li>Every user's explained factor (found along its path) is {@code compute}'s, bit for bit, and so is
 *       the explanation's {@code computed} value;
 *   <li>every value a level shows under a {@code compute} column name ({@code norm_shares},
 *       {@code norm_usage}, {@code effective_usage}, {@code level_fs}) is the result's, where the result has
 *       one;
 *   <li>the path runs from the root to the user, and the rank is the result's;
 *   <li>for a {@link Queryable} algorithm, every node's queried factor is {@code compute}'s, bit for bit.
 * </ul>
 */
public final class ExplainContract {
  private static final Map<String, Metric> COLUMNS = Map.of("norm_shares", Metric.NORM_SHARES,
      "norm_usage", Metric.NORM_USAGE, "effective_usage", Metric.EFFECTIVE_USAGE, "level_fs", Metric.LEVEL_FS);

  private ExplainContract() {}

  /** Checks the explanations of every user of a tree, and the queries of every node. */
  public static void assertAgrees(FairshareAlgorithm algorithm, ShareTree tree, UsageSnapshot usage,
      Demand demand) {
    FairshareResult result = algorithm.compute(tree, usage, demand);
    Explainer explainer = ((Explainable) algorithm).explainer(result, demand);
    for (int i = 0; i < tree.size(); i++) {
      String at = algorithm.name() + " " + (i == 0 ? "root" : tree.path(i));
      Level level = explainer.level(i);
      for (Quantity q : level.quantities()) {
        Metric m = COLUMNS.get(q.key());
        if (m != null && result.has(m) && !Double.isNaN(result.get(m, i))) {
          same(q.value(), result.get(m, i), at + " " + q.key());
        }
      }
      if (!tree.isUser(i)) {
        continue;
      }
      Explanation e = explainer.explain(i);
      same(e.factor().value(), result.factor(i), at + " explained factor");
      same(e.computed(), result.factor(i), at + " computed");
      assertThat(e.levels().get(0).node()).as(at + " path starts at the root").isZero();
      assertThat(e.levels().get(e.levels().size() - 1).node()).as(at + " path ends at the user").isEqualTo(i);
      assertThat(e.standing().rank()).as(at + " rank").isEqualTo(result.rank(i));
    }
    if (algorithm instanceof Queryable queryable) {
      FactorQuery query = queryable.factorQuery(tree);
      for (int i = 0; i < tree.size(); i++) {
        same(query.factor(usage, i), result.factor(i), algorithm.name() + " query " + tree.path(i));
      }
    }
  }

  /** Equal as {@link Double#equals} has it: NaN equals NaN, 0.0 differs from -0.0. */
  private static void same(double actual, double expected, String what) {
    assertThat(Double.valueOf(actual)).as(what).isEqualTo(Double.valueOf(expected));
  }
}
