package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.algorithms.slurm.JobPriority.Factors;
import dev.fairshare.algorithms.slurm.JobPriority.Weights;
import org.junit.jupiter.api.Test;

/** Slurm's job priority, docs/algorithms/slurm.md §7 and §13 item 17. */
class JobPriorityTest {

  @Test
  void weightedSumIsTruncatedNotRounded() {
    Weights w = Weights.of(1000, 0, 10000, 0, 0, 0);
    // 1000·0.5 + 10000·0.33339 = 500 + 3333.9 → 3833
    assertThat(JobPriority.priority(w, Factors.of(0.5, 0, 0.33339, 0, 0, 0))).isEqualTo(3833);
  }

  @Test
  void belowOneBecomesOneBecauseZeroMeansHeld() {
    Weights w = Weights.of(0, 0, 1000, 0, 0, 0);
    assertThat(JobPriority.priority(w, Factors.of(0, 0, 0, 0, 0, 0))).isEqualTo(1);
    assertThat(JobPriority.priority(w, Factors.of(0, 0, 0.0009, 0, 0, 0))).isEqualTo(1);
    // A nice of +500 pulls a priority of 100 below 1.
    assertThat(JobPriority.priority(w, Factors.of(0, 0, 0.1, 0, 0, 0).withSiteAndNice(0, 500))).isEqualTo(1);
  }

  @Test
  void aboveTwoToTheThirtyTwoMinusOneIsClamped() {
    Weights w = Weights.of(4294967295L, 0, 4294967295L, 0, 0, 0);
    assertThat(JobPriority.priority(w, Factors.of(1, 0, 1, 0, 0, 0))).isEqualTo(4294967295L);
    assertThat(JobPriority.priority(w, Factors.of(1, 0, Double.NaN, 0, 0, 0))).isEqualTo(4294967295L);
  }

  @Test
  void siteFactorAddsAndNiceSubtractsAroundTheOffset() {
    Weights w = Weights.of(0, 0, 1000, 0, 0, 0);
    Factors f = Factors.of(0, 0, 0.5, 0, 0, 0);
    assertThat(JobPriority.priority(w, f.withSiteAndNice(250, 0))).isEqualTo(750);
    assertThat(JobPriority.priority(w, f.withSiteAndNice(0, 100))).isEqualTo(400);
    assertThat(JobPriority.priority(w, f.withSiteAndNice(0, -100))).isEqualTo(600);
    assertThat(f.site()).isEqualTo(JobPriority.NICE_OFFSET);
  }

  @Test
  void factorsEnterOnlyWithNonZeroWeights() {
    Weights w = Weights.of(0, 0, 100, 0, 0, 0);
    assertThat(JobPriority.priority(w, Factors.of(Double.NaN, Double.POSITIVE_INFINITY, 1, 7, 9, 11)))
        .isEqualTo(100);
  }

  @Test
  void tresTermsAreWeightedAndSummed() {
    Weights w = new Weights(0, 0, 0, 0, 0, 0, new double[] {100, -20});
    Factors f = new Factors(0, 0, 0, 0, 0, 0, new double[] {0.5, 1}, JobPriority.NICE_OFFSET,
        JobPriority.NICE_OFFSET);
    assertThat(JobPriority.priority(w, f)).isEqualTo(30);
    Factors mismatched = new Factors(0, 0, 0, 0, 0, 0, new double[] {0.5}, JobPriority.NICE_OFFSET,
        JobPriority.NICE_OFFSET);
    assertThatThrownBy(() -> JobPriority.priority(w, mismatched)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void anAdminSetPriorityIsKept() {
    Weights w = Weights.of(0, 0, 1000, 0, 0, 0);
    assertThat(JobPriority.priority(w, Factors.of(0, 0, 1, 0, 0, 0), 42)).isEqualTo(42);
    assertThat(JobPriority.priority(w, Factors.of(0, 0, 1, 0, 0, 0), 0)).isEqualTo(1000);
  }

  @Test
  void weightsOutsideUint32AreRefused() {
    assertThatThrownBy(() -> Weights.of(-1, 0, 0, 0, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Weights.of(0, 0, 4294967296L, 0, 0, 0))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
