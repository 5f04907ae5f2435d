package dev.fairshare.slurm.convert;

import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.DecayChange;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.conversion.SettingChange;
import dev.fairshare.conversion.TargetTraits;
import dev.fairshare.conversion.TargetWriter;
import dev.fairshare.conversion.UsagePlacement;
import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.ledger.LedgerSchedule;
import dev.fairshare.slurm.conf.SlurmPriorityConfig;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.DecaySetting;
import dev.fairshare.usage.ResetSchedule;
import java.util.List;
import java.util.Optional;

/**
 * Slurm in {@code fairshare convert}. As a source: per-partition associations, limits and QOS taken apart
 * ({@link SlurmAssociationRule}), the job priority weights dropped ({@link SlurmPriorityWeightsRule}); the decay
 * (at its slurm.conf line) and algorithm from {@code slurm.conf} (default
 * {@code PriorityDecayHalfLife=7-0} and Fair Tree). As a target: parent shares kept, no catch-all account,
 * accounts lower-case ({@link SlurmNamesRule}); the decay in whole minutes; Fair Tree, which compares
 * siblings level by level as every other scheduler's hierarchical fair share does; the files of
 * {@link SlurmTargetWriter}.
 */
public final class SlurmConversion implements FamilyConversion {
  private static final TargetTraits TRAITS = new TargetTraits("Slurm", true, true, false, null,
      "users without an association cannot submit");

  @Override
  public List<ConversionRule> sourceRules() {
    return List.of(new SlurmAssociationRule(), new SlurmPriorityWeightsRule());
  }

  @Override
  public Optional<DecaySetting> decayOf(Settings settings, ShareTree tree) {
    return settings.get(SlurmPriorityConfig.class).map(c -> new SlurmHalfLife(c.decayHalfLifeSeconds()));
  }

  /** PriorityDecayHalfLife's line in the slurm.conf; the slurm.conf itself when it leaves the default. */
  @Override
  public Optional<SourceLocation> decayLocation(Settings settings, ShareTree tree) {
    return settings.get(SlurmPriorityConfig.class).map(c -> c.at("PriorityDecayHalfLife") != null
        ? c.at("PriorityDecayHalfLife") : SourceLocation.of(c.source()));
  }

  /** PriorityUsageResetPeriod (NOW included) and PriorityCalcPeriod of the slurm.conf. */
  @Override
  public Optional<LedgerSchedule> scheduleOf(Settings settings) {
    return settings.get(SlurmPriorityConfig.class).map(c -> new LedgerSchedule(
        ResetSchedule.parse(c.usageResetPeriod()).orElse(ResetSchedule.NONE), c.calcPeriodSeconds(),
        c.at("PriorityUsageResetPeriod") != null ? c.at("PriorityUsageResetPeriod") : SourceLocation.of(c.source())));
  }

  @Override
  public DecaySetting defaultDecay() {
    return new SlurmHalfLife(604800);
  }

  @Override
  public Optional<String> algorithmOf(Settings settings) {
    return settings.get(SlurmPriorityConfig.class).map(SlurmPriorityConfig::algorithm);
  }

  /** The slurm.conf's algorithm with its dampening factor and, in the ticket mode, its release (§10, §11). */
  @Override
  public Optional<FairshareAlgorithm> algorithmOf(Settings settings, AlgorithmRegistry algorithms) {
    return settings.get(SlurmPriorityConfig.class)
        .map(c -> algorithms.create(c.algorithm(), c.algorithmSettings(null)));
  }

  @Override
  public String defaultAlgorithm() {
    return "slurm.fair-tree";
  }

  @Override
  public TargetTraits traits() {
    return TRAITS;
  }

  @Override
  public List<ConversionRule> targetRules() {
    return List.of(new SlurmNamesRule());
  }

  /**
   * Slurm keeps whole minutes (docs/algorithms/slurm.md §10, time strings); the half-life stays the same within
   * them.
   */
  @Override
  public DecayChange decayFrom(DecaySetting source) {
    double t = source.usageHalfLifeSeconds();
    if (Double.isInfinite(t)) {
      return DecayChange.of(source, new SlurmHalfLife(0), "no decay on either side", false);
    }
    double h = 0.693 / -Math.expm1(-Math.log(2) / t);
    long minutes = Math.max(1, Math.round(h / 60));
    return DecayChange.of(source, new SlurmHalfLife(minutes * 60), "PriorityDecayHalfLife "
        + DecayChange.seconds(h) + " rounded to whole minutes (Slurm keeps minutes)", false);
  }

  @Override
  public SettingChange algorithmFrom(String sourceAlgorithm) {
    String note = sourceAlgorithm.equals("slurm.ticket")
        ? "Slurm's ticket mode (priority/multifactor2, PriorityFlags=TICKET_BASED) was removed in 15.08"
        : sourceAlgorithm.startsWith("slurm.") ? "" : "Fair Tree compares siblings level by level, as "
            + sourceAlgorithm + " does";
    return new SettingChange("algorithm", sourceAlgorithm,
        "slurm.fair-tree (PriorityType=priority/multifactor, PriorityFlags without NO_FAIR_TREE)", note);
  }

  @Override
  public UsagePlacement usagePlacement() {
    return new UsagePlacement("usage.tsv: each user's raw usage, as sshare's RawUsage (fairshare.tsv)", null);
  }

  @Override
  public TargetWriter writer() {
    return new SlurmTargetWriter();
  }
}
