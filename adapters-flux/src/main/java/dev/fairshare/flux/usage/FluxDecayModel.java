package dev.fairshare.flux.usage;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import dev.fairshare.flux.db.FluxSettings;
import dev.fairshare.usage.DecayModel;
import dev.fairshare.usage.DecaySetting;

/**
 * The {@code flux} decay model: flux-accounting's usage bins ({@link FluxBinDecay}), with the settings of
 * {@code fairshare.usage.flux} (this module's {@code reference.conf}) as a {@link FluxSettings}.
 */
public final class FluxDecayModel implements DecayModel {

  @Override
  public String name() {
    return "flux";
  }

  @Override
  public String description() {
    return "flux-accounting: usage bins, x decay-factor per half-life, dropped after reset-period";
  }

  @Override
  public DecaySetting read(Config usage) {
    Config c = usage.getConfig("flux");
    FluxSettings s = new FluxSettings(c.getDuration("half-life").toMillis() / 1000.0,
        c.getDuration("reset-period").toMillis() / 1000.0, c.getDouble("decay-factor"),
        c.getDouble("node-weight"), c.getDouble("core-weight"), c.getDouble("gpu-weight"));
    try {
      s.function();
    } catch (IllegalArgumentException e) {
      throw new ConfigException.BadValue(c.origin(), "fairshare.usage.flux", e.getMessage());
    }
    if (s.nodeWeight() < 0 || s.coreWeight() < 0 || s.gpuWeight() < 0) {
      throw new ConfigException.BadValue(c.origin(), "fairshare.usage.flux", "weights must be >= 0");
    }
    return s;
  }
}
