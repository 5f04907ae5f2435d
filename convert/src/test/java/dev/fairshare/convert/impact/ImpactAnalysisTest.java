package dev.fairshare.convert.impact;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithms.slurm.SlurmClassicAlgorithm;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.format.tsv.FairshareTsvFormat;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ImpactAnalysisTest {

  /** A stand-in algorithm: users ranked by their own usage alone, least first (factor = −usage). */
  static final class UsageOnly implements FairshareAlgorithm {
    @Override
    public String name() {
      return "test.usage-only";
    }

    @Override
    public Set<Metric> metrics() {
      return Set.of(Metric.FACTOR);
    }

    @Override
    public FairshareResult compute(dev.fairshare.tree.ShareTree tree, dev.fairshare.usage.UsageSnapshot usage,
        Demand demand) {
      FairshareResult.Builder b = FairshareResult.builder(name(), tree, usage);
      double[] f = b.metric(Metric.FACTOR);
      for (int i = 0; i < tree.size(); i++) {
        if (tree.isUser(i)) {
          f[i] = -usage.usage(i);
        }
      }
      return b.build();
    }
  }

  static TreeDocument seed003() throws IOException {
    try (InputStream in = ImpactAnalysisTest.class.getResourceAsStream("/seed-003.tsv")) {
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      return new FairshareTsvFormat().read(LineSource.of("seed-003.tsv", text));
    }
  }

  @Test
  void seed003UnderClassicAndUsageOnlyRanksCorrelationAndMovers() throws IOException {
    TreeDocument doc = seed003();
    ImpactReport report = ImpactAnalysis.compare(doc.tree(), doc.usage(),
        List.of(new SlurmClassicAlgorithm(1), new UsageOnly()), 10);
    assertThat(report.algorithms()).containsExactly("slurm.classic", "test.usage-only");
    // the classic page: user5 0.749154 > user4 0.5 > user1 0.408479 > user3 0.125 > user2 0.022097; user6 has 0
    assertThat(report.users()).extracting(UserImpact::path)
        .containsExactly("A/B/user1", "A/C/user2", "A/C/user3", "D/E/user4", "D/F/user5", "G/user6");
    assertThat(report.users()).extracting(u -> u.ranks().get(0)).containsExactly(3, 5, 4, 2, 1, 6);
    // usage 20, 25, 0, 25, 0, 30: the zero-usage users tie first, the 25s tie fourth
    assertThat(report.users()).extracting(u -> u.ranks().get(1)).containsExactly(3, 4, 1, 4, 1, 6);
    assertThat(report.users().get(0).normShare()).isCloseTo(0.3, within(1e-15));
    assertThat(report.users().get(1).normShare()).isCloseTo(0.05, within(1e-15));
    assertThat(report.correlations()).hasSize(1);
    assertThat(report.correlations().get(0).tau().tauB()).isCloseTo(7 / Math.sqrt(195), within(1e-15));
    assertThat(report.movers()).extracting(Mover::path, Mover::gain)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("A/C/user3", 3),
            org.assertj.core.groups.Tuple.tuple("D/E/user4", -2),
            org.assertj.core.groups.Tuple.tuple("A/C/user2", 1));
  }

  @Test
  void topLimitsTheMoversPerAlgorithm() throws IOException {
    TreeDocument doc = seed003();
    ImpactReport report = ImpactAnalysis.compare(doc.tree(), doc.usage(),
        List.of(new SlurmClassicAlgorithm(1), new UsageOnly()), 1);
    assertThat(report.movers()).extracting(Mover::path).containsExactly("A/C/user3");
  }

  @Test
  void anAlgorithmComparedWithItselfHasTauOneAndNoMovers() throws IOException {
    TreeDocument doc = seed003();
    ImpactReport report = ImpactAnalysis.compare(doc.tree(), doc.usage(),
        List.of(new UsageOnly(), new UsageOnly()), 10);
    assertThat(report.correlations().get(0).tau().tauB()).isEqualTo(1.0);
    assertThat(report.movers()).isEmpty();
  }
}
