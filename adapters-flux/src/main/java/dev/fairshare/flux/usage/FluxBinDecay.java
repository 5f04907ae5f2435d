package dev.fairshare.flux.usage;

import dev.fairshare.flux.db.FluxSettings;
import dev.fairshare.usage.DecayFunction;
import java.time.Instant;

/**
 * flux-accounting's decay as a {@link DecayFunction}: usage sits in half-life bins; at each half-life
 * boundary every bin moves one bin older and is multiplied by the decay factor, and a value that would move
 * past the last of P bins ({@code int(PriorityUsageResetPeriod / PriorityDecayHalfLife)}, 4 where that is
 * not positive) is dropped. Boundaries fall every half-life from {@code anchor} (a database's
 * {@code end_half_life_period}). So usage recorded at {@code from} is worth
 * {@code value × decay^k} at {@code to}, k the boundaries between them, and 0 once k reaches P.
 *
 * <p>This is flux's model run on time; {@code flux account-update-usage} itself moves the boundary at most
 * once per run and, when a run finds new jobs after a boundary, keeps the total in bin 0 (both reproduced
 * by {@link UpdateUsage}, not here). A job's usage is {@link #jobUsage}.
 */
public final class FluxBinDecay implements DecayFunction {
  private final FluxSettings settings;
  private final double anchor;

  /** The decay of a database's settings, with boundaries every half-life from {@code anchor} (epoch seconds). */
  public FluxBinDecay(FluxSettings settings, double anchor) {
    if (!(settings.halfLife() > 0)) {
      throw new IllegalArgumentException("PriorityDecayHalfLife must be > 0, not " + settings.halfLife());
    }
    if (!(settings.decayFactor() > 0 && settings.decayFactor() < 1)) {
      throw new IllegalArgumentException("decay factor must be in (0, 1), not " + settings.decayFactor());
    }
    this.settings = settings;
    this.anchor = anchor;
  }

  /** The settings. */
  public FluxSettings settings() {
    return settings;
  }

  @Override
  public double decay(double value, Instant from, Instant to) {
    long k = boundary(to) - boundary(from);
    if (k <= 0) {
      return value;
    }
    if (k >= settings.periods()) {
      return 0.0;
    }
    double v = value;
    for (long i = 0; i < k; i++) {
      v *= settings.decayFactor();
    }
    return v;
  }

  /** The usage of one job as flux charges it: {@code round((nodes·nw + cores·cw + gpus·gw) · seconds, 5)}. */
  public double jobUsage(ResourceCounts resources, double seconds) {
    double weighted = (resources.nodes() * settings.nodeWeight()) + (resources.cores() * settings.coreWeight())
        + (resources.gpus() * settings.gpuWeight());
    return dev.fairshare.flux.text.PythonFloat.round(weighted * seconds, 5);
  }

  @Override
  public String describe() {
    return "flux half-life " + dev.fairshare.flux.text.PythonFloat.repr(settings.halfLife()) + "s, "
        + settings.periods() + " bins, decay factor " + settings.decayFactor();
  }

  private long boundary(Instant t) {
    double seconds = t.getEpochSecond() + t.getNano() / 1e9;
    return (long) Math.floor((seconds - anchor) / settings.halfLife());
  }
}
