package dev.fairshare.flux.convert;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.DecayChange;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.conversion.SettingChange;
import dev.fairshare.conversion.TargetTraits;
import dev.fairshare.conversion.TargetWriter;
import dev.fairshare.conversion.UsagePlacement;
import dev.fairshare.flux.db.FluxSettings;
import dev.fairshare.flux.weighted.FluxWeightedTree;
import dev.fairshare.format.Settings;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.DecaySetting;
import java.util.List;
import java.util.Optional;

/**
 * flux-accounting in {@code fairshare convert}. As a source: the tree flux's fair share walks (the
 * {@code flux.db} reader already leaves out, with a warning each, the rows flux ignores) and the decay of
 * its {@code config_table}. As a target: no parent shares, zero shares allowed, no catch-all; bank names
 * unique and users only in banks without sub-banks ({@link FluxBanksRule}); the decay as bins of one
 * half-life with factor 0.5; its one fair share; the database written by the {@code flux.db} format.
 */
public final class FluxConversion implements FamilyConversion {
  /** The half-life written when the source does not decay: 3650 days (flux's bins always decay). */
  public static final double NO_DECAY_SECONDS = 3650.0 * 86400;
  private static final TargetTraits TRAITS = new TargetTraits("flux-accounting", false, true, false, null,
      "users without an association in a bank cannot submit jobs under it");

  @Override
  public List<ConversionRule> sourceRules() {
    return List.of(new NotLoadedRule());
  }

  @Override
  public Optional<DecaySetting> decayOf(Settings settings, ShareTree tree) {
    return settings.get(FluxSettings.class).map(s -> s);
  }

  @Override
  public DecaySetting defaultDecay() {
    return FluxSettings.defaults();
  }

  @Override
  public String defaultAlgorithm() {
    return FluxWeightedTree.NAME;
  }

  @Override
  public TargetTraits traits() {
    return TRAITS;
  }

  @Override
  public List<ConversionRule> targetRules() {
    return List.of(new FluxBanksRule());
  }

  /**
   * The source's own period in whole seconds as {@code priority_decay_half_life} (flux-accounting reads it as a
   * Flux Standard Duration and {@code create-db} counts its first period as {@code int()} seconds), and the
   * {@code decay_factor} that decays usage over one period as the source does ({@code 2^(-H/T)}, T the source's
   * usage half-life, to 15 significant digits, the text SQLite and Python both give it): 0.5 for a half-life,
   * the source's factor for PBS's steps, 0.1 for LSF's HIST_HOURS, 0.50007 for Slurm's
   * {@code 1 - 0.693/H} per second over H. flux decays in steps of one period ({@code FluxPeriod}).
   */
  @Override
  public DecayChange decayFrom(DecaySetting source) {
    if (source instanceof FluxSettings same) {
      return DecayChange.of(source, same, "the same usage bins", false);
    }
    double t = source.usageHalfLifeSeconds();
    FluxSettings d = FluxSettings.defaults();
    if (Double.isInfinite(t)) {
      return DecayChange.of(source, new FluxSettings(NO_DECAY_SECONDS, 4 * NO_DECAY_SECONDS, 0.5,
          d.nodeWeight(), d.coreWeight(), d.gpuWeight()),
          "flux-accounting's bins always decay; the source does not, so usage halves only every 3650 days",
          true);
    }
    FluxPeriod period = FluxPeriod.of(source.periodSeconds(), t);
    return DecayChange.of(source, new FluxSettings(period.seconds(), 4 * period.seconds(), period.factor(),
        d.nodeWeight(), d.coreWeight(), d.gpuWeight()), period.note(), true);
  }

  @Override
  public SettingChange algorithmFrom(String sourceAlgorithm) {
    return new SettingChange("algorithm", sourceAlgorithm, FluxWeightedTree.NAME
        + " (flux account-update-fshare)", "flux-accounting has one fair share: users ranked over the whole"
        + " tree by share/usage weights, fairshare = rank / N");
  }

  @Override
  public UsagePlacement usagePlacement() {
    return new UsagePlacement("association_table.job_usage and each association's first usage bin", null);
  }

  @Override
  public TargetWriter writer() {
    return new FluxTargetWriter();
  }
}
