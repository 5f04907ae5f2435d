package dev.fairshare.conversion.engine;

import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.family.SchedulerFamily;
import java.util.Optional;

/**
 * The algorithm a source's scheduler runs: what its inputs select (Slurm's {@code PriorityType} and
 * {@code PriorityFlags} in {@code slurm.conf}), else that scheduler's default ({@code slurm.fair-tree},
 * {@code pbs.fairshare}, {@code lsf.fairshare}, {@code flux.weighted-tree}). {@code explain} and {@code view}
 * explain a site under it when no algorithm is named.
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
}
