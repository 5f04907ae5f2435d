package dev.fairshare.algorithm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A {@link RecomputingAlgorithm} answers the name and metrics it was made with, and its compute without a
 * previous result is its recompute with none.
 */
class RecomputingAlgorithmTest {
  private static final ShareTree TREE = tree();

  private static ShareTree tree() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    b.user(ShareTreeBuilder.ROOT, "u1", 1);
    return b.build();
  }

  /** Records every recompute's demand and previous result; fills FACTOR with 0.25. */
  private static final class Recording extends RecomputingAlgorithm {
    final List<Demand> demands = new ArrayList<>();
    final List<FairshareResult> previous = new ArrayList<>();

    Recording() {
      super("test.recording", Metric.RANK, Metric.FACTOR);
    }

    @Override
    public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand, FairshareResult previous) {
      demands.add(demand);
      this.previous.add(previous);
      FairshareResult.Builder out = FairshareResult.reusing(previous, name(), tree, usage);
      out.metric(Metric.FACTOR)[1] = 0.25;
      return out.build();
    }
  }

  @Test
  void theNameAndMetricsAreThoseItWasMadeWith() {
    Recording algorithm = new Recording();

    assertThat(algorithm.name()).isEqualTo("test.recording");
    assertThat(algorithm.metrics()).containsExactly(Metric.FACTOR, Metric.RANK);
    assertThatThrownBy(() -> algorithm.metrics().add(Metric.LEVEL_FS))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void aComputeWithoutAPreviousResultIsTheRecomputeWithNone() {
    Recording algorithm = new Recording();
    Demand demand = Demand.pending(1);

    FairshareResult first = algorithm.compute(TREE, UsageSnapshot.zero(TREE), demand);
    algorithm.compute(TREE, UsageSnapshot.zero(TREE), demand, first);
    algorithm.compute(TREE, UsageSnapshot.zero(TREE));

    assertThat(first.factor(1)).isEqualTo(0.25);
    assertThat(first.algorithm()).isEqualTo("test.recording");
    assertThat(algorithm.previous).containsExactly(null, first, null);
    assertThat(algorithm.demands).containsExactly(demand, demand, Demand.none());
  }
}
