package dev.fairshare.conversion.engine;

import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.family.SchedulerFamily;
import java.util.Optional;

/**
 * The algorithm a source's scheduler runs: what its inputs select (Slurm's {@code PriorityType} and
 * {@code PriorityFlags} in {@code slurm.conf}), else that scheduler's default ({@code slurm.fair-tree},
 * {@code pbs.fairshare}, {@code lsf.fairshare}, {@code flux.weighted-tree}). {@code compute}, {@code explain}
 * and {@code view} use it when no algorithm is named ({@link #running}).
 */
public final class SourceAlgorithm {
  private SourceAlgorithm() {}

  /**
   * The algorithm of a source: its family's reading of the inputs, else the family's default; for a neutral
   * tree, the first family (by name) whose settings among the inputs select one; empty for a neutral tree
   * without any.
   */
  public static Optional<String> of(ConversionSource source, FamilyRegistry families) {
    if (!source.family().equals(FamilyRegistry.NEUTRAL)) {
      Optional<FamilyConversion> own = families.get(source.family()).conversion();
      if (own.isPresent()) {
        return Optional.of(own.get().algorithmOf(source.settings()).orElseGet(() -> own.get().defaultAlgorithm()));
      }
    }
    for (SchedulerFamily family : families.all()) {
      Optional<String> set = family.conversion().flatMap(c -> c.algorithmOf(source.settings()));
      if (set.isPresent()) {
        return set;
      }
    }
    return Optional.empty();
  }

  /**
   * The algorithm the source's scheduler runs, made: the one the inputs select with the settings they give it
   * ({@link #selected}), else the one {@link #of} names with its defaults; empty for a neutral tree whose inputs
   * select none.
   */
  public static Optional<FairshareAlgorithm> running(ConversionSource source, FamilyRegistry families,
      AlgorithmRegistry algorithms) {
    Optional<FairshareAlgorithm> selected = selected(source, families, algorithms);
    return selected.isPresent() ? selected : of(source, families).map(algorithms::create);
  }

  /**
   * The algorithm the inputs select, made with the settings they give it (a slurm.conf's ticket release,
   * docs/algorithms/slurm.md §10): the source's family's first, then the first family's (by name) whose settings
   * among the inputs select one; empty when none does.
   */
  public static Optional<FairshareAlgorithm> selected(ConversionSource source, FamilyRegistry families,
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
