package dev.fairshare.conversion.engine;

import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.family.SchedulerFamily;
import java.util.Optional;

/**
 * The algorithm a source's inputs select, as its scheduler would run it (a {@code slurm.conf}'s PriorityType and
 * PriorityFlags: Fair Tree, classic, depth-oblivious or the ticket mode of its release; docs/algorithms/slurm.md
 * §10), for {@code compute} and {@code explain} when no {@code --algorithm} is given.
 */
public final class SourceAlgorithm {
  private SourceAlgorithm() {}

  /**
   * The algorithm the source's family reads from the inputs; for a neutral tree or a family that reads none, the
   * first family (by name) whose settings among the inputs select one; empty when none do.
   */
  public static Optional<FairshareAlgorithm> of(ConversionSource source, FamilyRegistry families,
      AlgorithmRegistry algorithms) {
    if (!source.family().equals(FamilyRegistry.NEUTRAL)) {
      Optional<FairshareAlgorithm> own = families.get(source.family()).conversion()
          .flatMap(c -> c.algorithmOf(source.settings(), algorithms));
      if (own.isPresent()) {
        return own;
      }
    }
    for (SchedulerFamily family : families.all()) {
      Optional<FairshareAlgorithm> selected = family.conversion()
          .flatMap(c -> c.algorithmOf(source.settings(), algorithms));
      if (selected.isPresent()) {
        return selected;
      }
    }
    return Optional.empty();
  }
}
