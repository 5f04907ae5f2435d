package dev.fairshare.conversion.engine;

import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.ledger.LedgerSchedule;
import dev.fairshare.usage.DecaySetting;
import java.util.Optional;

/**
 * The decay a source's scheduler applies to its usage: what its inputs set (Slurm's
 * {@code PriorityDecayHalfLife} in {@code slurm.conf}, PBS's {@code fairshare_decay_time} and
 * {@code fairshare_decay_factor} in {@code sched_config}, LSF's {@code HIST_HOURS} in {@code lsb.params} or
 * the queue, flux-accounting's half-life in its database), else that scheduler's default. The commands that
 * read a usage ledger for a tree decay it so unless the command line names a decay (docs/ledger.md).
 *
 * @param setting the decay setting
 * @param given whether an input sets it ({@code false}: the scheduler's default)
 */
public record SourceDecay(DecaySetting setting, boolean given) {

  /**
   * The decay of a source: its family's reading of the inputs, else the family's default; for a neutral tree,
   * the first family (by name) whose settings are among the inputs; empty for a neutral tree without any.
   */
  public static Optional<SourceDecay> of(ConversionSource source, FamilyRegistry families) {
    if (!source.family().equals(FamilyRegistry.NEUTRAL)) {
      Optional<FamilyConversion> own = families.get(source.family()).conversion();
      if (own.isPresent()) {
        return Optional.of(own.get().decayOf(source.settings(), source.tree())
            .map(d -> new SourceDecay(d, true))
            .orElseGet(() -> new SourceDecay(own.get().defaultDecay(), false)));
      }
    }
    for (SchedulerFamily family : families.all()) {
      Optional<DecaySetting> set = family.conversion()
          .flatMap(c -> c.decayOf(source.settings(), source.tree()));
      if (set.isPresent()) {
        return Optional.of(new SourceDecay(set.get(), true));
      }
    }
    return Optional.empty();
  }

  /**
   * When the source's scheduler resets and charges usage: its family's reading of the inputs; for a neutral
   * tree, the first family's (by name) whose settings are among the inputs; empty when none says.
   */
  public static Optional<LedgerSchedule> schedule(ConversionSource source, FamilyRegistry families) {
    if (!source.family().equals(FamilyRegistry.NEUTRAL)) {
      Optional<LedgerSchedule> own = families.get(source.family()).conversion()
          .flatMap(c -> c.scheduleOf(source.settings()));
      if (own.isPresent()) {
        return own;
      }
    }
    for (SchedulerFamily family : families.all()) {
      Optional<LedgerSchedule> set = family.conversion().flatMap(c -> c.scheduleOf(source.settings()));
      if (set.isPresent()) {
        return set;
      }
    }
    return Optional.empty();
  }
}
