package dev.fairshare.pbs.convert;

import dev.fairshare.conversion.Assembly;
import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.DecayChange;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.conversion.LedgerReading;
import dev.fairshare.conversion.SettingChange;
import dev.fairshare.conversion.SourceInput;
import dev.fairshare.conversion.TargetTraits;
import dev.fairshare.conversion.TargetWriter;
import dev.fairshare.conversion.UsagePlacement;
import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.pbs.resourcegroup.ResourceGroupFormat;
import dev.fairshare.pbs.schedconfig.PbsSchedConfig;
import dev.fairshare.pbs.schedconfig.PbsSchedConfigOrigins;
import dev.fairshare.pbs.usage.UsageFormat;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.DecaySetting;
import java.util.List;
import java.util.Optional;

/**
 * PBS Professional / OpenPBS in {@code fairshare convert}. As a source: the {@code unknown} group, the
 * entities PBS made itself and negative shares taken apart ({@link PbsRule}); the decay from
 * {@code sched_config} (default 24 hours, 0.5). As a target: no parent shares, a catch-all (the
 * {@code unknown} group and {@code unknown_shares}), names unique in the tree ({@link PbsNamesRule}); the
 * decay as a step of one half-life; its one fair share; the files of {@link PbsTargetWriter}.
 */
public final class PbsConversion implements FamilyConversion {
  /** The decay time written when the source does not decay at all: 3650 days (PBS always decays). */
  public static final long NO_DECAY_SECONDS = 3650L * 86400;
  private static final TargetTraits TRAITS = new TargetTraits("PBS", false, true, false, new PbsCatchAll(),
      "entities not in resource_group fall in the unknown group");

  @Override
  public List<ConversionRule> sourceRules() {
    return List.of(new PbsRule());
  }

  /**
   * A tree read from {@code resource_group}, with sched_config's {@code unknown_shares} and the usage (a usage
   * input's, or a ledger's), as PBS holds them ({@link PbsScheduledSource}).
   */
  @Override
  public Optional<Assembly> asScheduled(SourceInput tree, SourceInput usage, LedgerReading ledger,
      Settings settings) {
    return PbsScheduledSource.of(tree, usage, ledger, settings);
  }

  /** {@code resource_group}: {@link #asScheduled} reads it, once, as PBS reads it. */
  @Override
  public boolean readsTree(String format) {
    return ResourceGroupFormat.NAME.equals(format);
  }

  /** PBS's usage file: {@link #asScheduled} reads it, once, a record at a time, as PBS reads it. */
  @Override
  public boolean readsUsage(String format) {
    return UsageFormat.NAME.equals(format);
  }

  @Override
  public Optional<DecaySetting> decayOf(Settings settings, ShareTree tree) {
    return settings.get(PbsSchedConfig.class).map(c -> new PbsDecay(c.decayTimeSeconds(), c.decayFactor()));
  }

  /** The line of sched_config's {@code fairshare_decay_time}, else of its {@code fairshare_decay_factor}. */
  @Override
  public Optional<SourceLocation> decayLocation(Settings settings, ShareTree tree) {
    return settings.get(PbsSchedConfigOrigins.class).map(PbsSchedConfigOrigins::decay);
  }

  @Override
  public DecaySetting defaultDecay() {
    return new PbsDecay(86400, 0.5f);
  }

  @Override
  public String defaultAlgorithm() {
    return "pbs.fairshare";
  }

  @Override
  public TargetTraits traits() {
    return TRAITS;
  }

  @Override
  public List<ConversionRule> targetRules() {
    return List.of(new PbsNamesRule());
  }

  /**
   * Factor 0.5, so the decay time is the half-life in whole seconds (docs/algorithms/pbs.md §5); a source that does not
   * decay gets 3650 days, since PBS always decays.
   */
  @Override
  public DecayChange decayFrom(DecaySetting source) {
    double t = source.usageHalfLifeSeconds();
    if (Double.isInfinite(t)) {
      return DecayChange.of(source, new PbsDecay(NO_DECAY_SECONDS, 0.5f),
          "PBS always decays; the source does not, so usage halves only every 3650 days", true);
    }
    return DecayChange.of(source, new PbsDecay(Math.max(1, Math.round(t)), 0.5f), "factor 0.5, so the decay"
        + " time is the half-life, rounded to whole seconds; PBS decays in steps of one decay time where the"
        + " source decays continuously", false);
  }

  @Override
  public SettingChange algorithmFrom(String sourceAlgorithm) {
    return new SettingChange("algorithm", sourceAlgorithm, "pbs.fairshare (sched_config: fair_share: true ALL)",
        "PBS has one fair share: the most deserving path, level by level");
  }

  @Override
  public UsagePlacement usagePlacement() {
    return new UsagePlacement("the PBS usage file (sched_priv/usage)", null);
  }

  @Override
  public TargetWriter writer() {
    return new PbsTargetWriter();
  }
}
