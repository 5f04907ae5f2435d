package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.SlurmSeedTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.usage.UsageSnapshot;
import org.junit.jupiter.api.Test;

/** The check of a fast result against reference arrays passes on equal values and fails on one differing. */
class ClassicValuesAgreeTest {
  private final UsageSnapshot usage = SlurmSeedTrees.test241();
  private final TreeShapes.Shape shape = new TreeShapes.Shape("test24.1", usage.tree(), usage);
  private final FairshareResult fast = new SlurmClassicAlgorithm(1).compute(usage.tree(), usage);

  private double[] metric(Metric m) {
    double[] out = new double[usage.tree().size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = m == Metric.FACTOR ? fast.factor(i) : fast.get(m, i);
    }
    return out;
  }

  @Test
  void equalValuesAgree() {
    assertThatCode(() -> ClassicValuesAgree.assertAgree(shape, fast, metric(Metric.NORM_SHARES),
        metric(Metric.NORM_USAGE), metric(Metric.EFFECTIVE_USAGE), metric(Metric.FACTOR)))
        .doesNotThrowAnyException();
  }

  @Test
  void aFactorOffInItsEleventhDigitIsReportedWithItsNode() {
    double[] factor = metric(Metric.FACTOR);
    int user2 = usage.tree().indexOf("A/C/user2");
    factor[user2] += 1e-11;

    assertThatThrownBy(() -> ClassicValuesAgree.assertAgree(shape, fast, metric(Metric.NORM_SHARES),
        metric(Metric.NORM_USAGE), metric(Metric.EFFECTIVE_USAGE), factor)).isInstanceOf(AssertionError.class)
        .hasMessageContaining("test24.1 node A/C/user2 factor");
  }

  @Test
  void aNumberWhereTheReferenceHasNaNFails() {
    double[] usageNorm = metric(Metric.NORM_USAGE);
    usageNorm[1] = Double.NaN;

    assertThatThrownBy(() -> ClassicValuesAgree.assertAgree(shape, fast, metric(Metric.NORM_SHARES), usageNorm,
        metric(Metric.EFFECTIVE_USAGE), metric(Metric.FACTOR))).isInstanceOf(AssertionError.class);
  }
}
