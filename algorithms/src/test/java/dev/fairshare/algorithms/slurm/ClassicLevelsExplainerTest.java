package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.explain.Level;
import dev.fairshare.explain.LevelBuilder;
import dev.fairshare.testkit.SlurmSeedTrees;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The levels both classic-family explainers show alike: S, U, E at the top level and under
 * {@code FairShare=parent}, and the factor; E below the top level is left to the algorithm's own rule, here a
 * marker. Values of test24.1's tree (docs/algorithms/slurm.md §4.6).
 */
class ClassicLevelsExplainerTest {
  private static final String MARK = "the algorithm's own E";

  /** Classic's values, its E below the top level replaced by a marker. */
  private static final class Marked extends ClassicLevelsExplainer {
    Marked(FairshareResult result, ClassicPath walk) {
      super(result, walk, (i, ancestor) -> walk.of(i, result.usage(), ancestor));
    }

    @Override
    void effectiveUsage(LevelBuilder b, int i, ClassicPath.Values v, ClassicPath.Values fsParent) {
      b.computed("effective_usage", "E", v.e(), MARK, "");
    }
  }

  private static Marked explainer(UsageSnapshot usage) {
    ShareTree tree = usage.tree();
    FairshareResult result = new SlurmClassicAlgorithm(1).compute(tree, usage);
    return new Marked(result, new ClassicPath(tree, new SlurmHierarchy().compute(tree), 1));
  }

  @Test
  void sharesUsageAndFactorFollowClassicAndEBelowTheTopLevelIsTheAlgorithms() {
    UsageSnapshot usage = SlurmClassicConformanceTest.test241();
    Marked explainer = explainer(usage);
    ShareTree tree = usage.tree();

    Level top = explainer.level(tree.indexOf("A"));
    Level user2 = explainer.level(tree.indexOf("A/C/user2"));

    assertThat(top.get("norm_shares").formula()).isEqualTo("s/sum_s*S_parent");
    assertThat(top.get("norm_shares").value()).isEqualTo(0.4);
    assertThat(top.get("effective_usage").formula()).isEqualTo("U (top level)");
    assertThat(user2.get("norm_usage").formula()).isEqualTo("min(1, usage/total)");
    assertThat(user2.get("norm_usage").value()).isEqualTo(0.25);
    assertThat(user2.get("effective_usage").formula()).isEqualTo(MARK);
    assertThat(user2.get("factor").formula()).isEqualTo("2^(-(E/S)/d)");
    assertThat(user2.get("factor").value()).isEqualTo(explainer.result().factor(tree.indexOf("A/C/user2")));
  }

  @Test
  void aLevelWithoutSharesHasSZeroAndFactorZero() {
    UsageSnapshot usage = SlurmClassicConformanceTest.test241();
    Level user6 = explainer(usage).level(usage.tree().indexOf("G/user6"));

    assertThat(user6.get("norm_shares").formula()).isEqualTo("0 when the level has no shares");
    assertThat(user6.get("factor").formula()).isEqualTo("0 when S <= 0");
    assertThat(user6.get("factor").value()).isZero();
  }

  @Test
  void fairShareParentTakesItsFairShareParentsSAndE() {
    ShareTree tree = SlurmSeedTrees.parentAccount();
    double[] own = new double[tree.size()];
    own[tree.indexOf("a/p/y")] = 4;
    Marked explainer = explainer(UsageSnapshot.fromOwn(tree, own, Instant.EPOCH));

    Level parent = explainer.level(tree.indexOf("a/p"));

    assertThat(parent.notes()).containsExactly("FairShare=parent: competes as its fair-share parent a does and"
        + " counts 0 in its list");
    assertThat(parent.get("norm_shares").formula()).isEqualTo("S of the fair-share parent");
    assertThat(parent.get("norm_shares").value()).isEqualTo(1.0);
    assertThat(parent.get("effective_usage").formula()).isEqualTo("E of the fair-share parent");
    assertThat(parent.get("effective_usage").value()).isEqualTo(1.0);
    assertThat(explainer.level(tree.indexOf("a/p/y")).get("effective_usage").formula()).isEqualTo(MARK);
  }

  @Test
  void theRootShowsTheTotalSAndE() {
    UsageSnapshot usage = SlurmClassicConformanceTest.test241();
    Level root = explainer(usage).level(0);

    assertThat(root.get("raw_usage").value()).isEqualTo(100.0);
    assertThat(root.get("norm_shares").value()).isEqualTo(1.0);
    assertThat(root.get("effective_usage").value()).isEqualTo(1.0);
  }
}
