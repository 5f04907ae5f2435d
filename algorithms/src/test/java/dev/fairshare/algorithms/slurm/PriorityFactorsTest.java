package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The job factors of docs/algorithms/slurm.md §7, on hand-worked cases of its formulas. */
class PriorityFactorsTest {

  @Test
  void ageGrowsToOneAtMaxAgeAndIsZeroWithoutAccrueTime() {
    assertThat(PriorityFactors.age(1000 + 302400, 1000, 604800)).isEqualTo(0.5);
    assertThat(PriorityFactors.age(1000 + 604800, 1000, 604800)).isEqualTo(1.0);
    assertThat(PriorityFactors.age(2000000, 1000, 604800)).isEqualTo(1.0);
    assertThat(PriorityFactors.age(500, 1000, 604800)).isZero();
    assertThat(PriorityFactors.age(5000, 0, 604800)).isZero();
  }

  @Test
  void jobSizeFavorsLargeJobsByDefault() {
    // 2 of 10 nodes and 16 of 160 CPUs: (0.2 + 0.1) / 2.
    assertThat(PriorityFactors.jobSize(16, 2, 60, 10, 160, false, false)).isEqualTo((0.2 + 0.1) / 2);
    // No CPU count: the node fraction alone.
    assertThat(PriorityFactors.jobSize(0, 2, 60, 10, 160, false, false)).isEqualTo(0.2);
  }

  @Test
  void jobSizeWithFavorSmallCountsWhatIsLeft() {
    // (10 − 2)/10 = 0.8; (160 − 16)/160 = 0.9; averaged.
    assertThat(PriorityFactors.jobSize(16, 2, 60, 10, 160, true, false)).isEqualTo((0.8 + 0.9) / 2);
    assertThat(PriorityFactors.jobSize(0, 10, 60, 10, 160, true, false)).isZero();
  }

  @Test
  void jobSizeRelativeToTimeDividesByTheLimit() {
    // max(2·160/10 = 32, 16) = 32 CPUs, / 4 minutes / 160 CPUs = 0.05; favor small: 0.95.
    assertThat(PriorityFactors.jobSize(16, 2, 4, 10, 160, false, true)).isEqualTo(32.0 / 4 / 160);
    assertThat(PriorityFactors.jobSize(16, 2, 4, 10, 160, true, true)).isEqualTo(1.0 - 32.0 / 4 / 160);
    assertThat(PriorityFactors.jobSize(16, 2, 4, 0, 160, false, true)).isZero();
  }

  @Test
  void jobSizeIsClampedToOne() {
    assertThat(PriorityFactors.jobSize(1000, 20, 60, 10, 160, false, false)).isEqualTo(1.0);
  }

  @Test
  void partitionAssocAndQosFactorsAreNormalizedUnlessNoNormal() {
    assertThat(PriorityFactors.normalized(50, 200, false)).isEqualTo(0.25);
    assertThat(PriorityFactors.normalized(50, 200, true)).isEqualTo(50.0);
    assertThat(PriorityFactors.normalized(0, 200, true)).isZero();
    assertThat(PriorityFactors.normalized(50, 0, false)).isZero();
  }
}
