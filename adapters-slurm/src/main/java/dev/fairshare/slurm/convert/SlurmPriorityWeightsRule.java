package dev.fairshare.slurm.convert;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.slurm.conf.SlurmPriorityConfig;
import java.util.Map;

/**
 * The job priority weights of a {@code slurm.conf} (docs/algorithms/slurm.md §7, §10): each
 * {@code PriorityWeight*} that is not 0, and {@code PriorityWeightTRES}, weighs a factor of a job's priority that
 * no other scheduler's fair share carries and no target file of a conversion writes; each is dropped, at its line
 * of the slurm.conf (docs/migration.md, {@code slurm.priority-weights}).
 */
final class SlurmPriorityWeightsRule implements ConversionRule {
  /** The factor each weight weighs, as Slurm's manual names it. */
  private static final Map<String, String> FACTORS = Map.of("Age", "age", "Assoc", "association",
      "Fairshare", "fair-share", "JobSize", "job size", "Partition", "partition", "QOS", "QOS");

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    SlurmPriorityConfig conf = context.sourceSettings().get(SlurmPriorityConfig.class).orElse(null);
    if (conf == null) {
      return;
    }
    String target = context.traits().title();
    for (Map.Entry<String, Long> weight : conf.weights().entrySet()) {
      String key = "PriorityWeight" + weight.getKey();
      if (weight.getValue() != 0 && conf.at(key) != null) {
        context.loss("slurm.priority-weights", LossAction.DROPPED, conf.at(key), key + "=" + weight.getValue()
            + ": the weight of a job's " + FACTORS.get(weight.getKey()) + " factor in its priority; " + target
            + "'s fair share has no such weight");
      }
    }
    if (conf.weightTres() != null) {
      context.loss("slurm.priority-weights", LossAction.DROPPED, conf.at("PriorityWeightTRES"),
          "PriorityWeightTRES=" + conf.weightTres() + ": the weights of a job's TRES factors in its priority; "
              + target + "'s fair share has no such weights");
    }
  }
}
