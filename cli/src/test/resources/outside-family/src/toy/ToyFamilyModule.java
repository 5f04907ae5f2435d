package toy;

import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithm.RecomputingAlgorithm;
import dev.fairshare.family.FamilyModule;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;

/**
 * A scheduler family kept outside the repository, as an integrator builds one against the installed jars:
 * the family "toy" with one algorithm, toy.flat, which gives every user the factor 1 (all tied at rank 1)
 * and does not explain its factors. OutsideFamilyJarTest compiles it into a jar of its own.
 */
public final class ToyFamilyModule extends FamilyModule {
  public ToyFamilyModule() {
    super(new SchedulerFamily() {
      @Override
      public String name() {
        return "toy";
      }

      @Override
      public String description() {
        return "a family from outside the repository";
      }

      @Override
      public List<AlgorithmFactory> algorithms() {
        return List.of(new AlgorithmFactory() {
          @Override
          public String name() {
            return "toy.flat";
          }

          @Override
          public String description() {
            return "every user the factor 1, all tied";
          }

          @Override
          public FairshareAlgorithm create(com.typesafe.config.Config config) {
            return new Flat();
          }
        });
      }
    });
  }

  /** toy.flat: every user the factor 1 and rank 1; it does not implement Explainable. */
  static final class Flat extends RecomputingAlgorithm {
    Flat() {
      super("toy.flat", Metric.FACTOR, Metric.RANK);
    }

    @Override
    public FairshareResult compute(ShareTree tree, UsageSnapshot usage, Demand demand, FairshareResult previous) {
      FairshareResult.Builder b = FairshareResult.reusing(previous, name(), tree, usage);
      double[] factor = b.metric(Metric.FACTOR);
      double[] rank = b.metric(Metric.RANK);
      for (int i = 1; i < tree.size(); i++) {
        if (tree.isUser(i)) {
          factor[i] = 1;
          rank[i] = 1;
        }
      }
      return b.build();
    }
  }
}
