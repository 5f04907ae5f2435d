package dev.fairshare.algorithms.lsf;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.testkit.ExplainContract;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@code lsf.fairshare}'s explainer and one-user query agree with {@code compute} on random trees, bit for
 * bit ({@link ExplainContract}), in double and single precision, with and without pending jobs.
 */
class LsfExplainPropertyTest {

  @Provide
  Arbitrary<TreeShapes.Shape> trees() {
    return RandomTrees.shapes(new RandomTrees.Options(60, 30, false, true));
  }

  @Property(tries = 150)
  void explainsComputesFactors(@ForAll("trees") TreeShapes.Shape shape) {
    SplittableRandom random = new SplittableRandom(shape.name().hashCode());
    Demand some = Demand.pending(IntStream.range(0, shape.tree().size())
        .filter(i -> shape.tree().isUser(i) && random.nextBoolean()).toArray());
    for (boolean single : new boolean[] {false, true}) {
      LsfSettings settings = new LsfSettings(LsfVersion.V10_1, LsfFactors.defaults(), single);
      for (Demand demand : new Demand[] {Demand.none(), some}) {
        ExplainContract.assertAgrees(new LsfFairshareAlgorithm(settings), shape.tree(), shape.usage(), demand);
      }
    }
  }
}
