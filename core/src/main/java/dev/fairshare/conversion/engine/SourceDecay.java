package dev.fairshare.conversion.engine;

import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.Settings;
import dev.fairshare.ledger.LedgerSchedule;
import dev.fairshare.tree.ShareTree;
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
    return of(source.family(), source.settings(), source.tree(), families);
  }

  /**
   * The decay of a source of {@code family} whose inputs set {@code settings}, as {@link #of(ConversionSource,
   * FamilyRegistry)}; {@code tree} is {@code null} while the family reads it (a family whose decay depends on
   * its tree, LSF's queue, reads it with its format first).
   */
  public static Optional<SourceDecay> of(String family, Settings settings, ShareTree tree,
      FamilyRegistry families) {
    if (!family.equals(FamilyRegistry.NEUTRAL)) {
      Optional<FamilyConversion> own = families.get(family).conversion();
      if (own.isPresent()) {
        return Optional.of(own.get().decayOf(settings, tree)
            .map(d -> new SourceDecay(d, true))
            .orElseGet(() -> new SourceDecay(own.get().defaultDecay(), false)));
      }
    }
    for (SchedulerFamily f : families.all()) {
      Optional<DecaySetting> set = f.conversion().flatMap(c -> c.decayOf(settings, tree));
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
    return schedule(source.family(), source.settings(), families);
  }

  /**
   * The schedule of a source of {@code family} whose inputs set {@code settings}, as
   * {@link #schedule(ConversionSource, FamilyRegistry)}.
   */
  public static Optional<LedgerSchedule> schedule(String family, Settings settings, FamilyRegistry families) {
    if (!family.equals(FamilyRegistry.NEUTRAL)) {
      Optional<LedgerSchedule> own = families.get(family).conversion().flatMap(c -> c.scheduleOf(settings));
      if (own.isPresent()) {
        return own;
      }
    }
    for (SchedulerFamily f : families.all()) {
      Optional<LedgerSchedule> set = f.conversion().flatMap(c -> c.scheduleOf(settings));
      if (set.isPresent()) {
        return set;
      }
    }
    return Optional.empty();
  }
}
