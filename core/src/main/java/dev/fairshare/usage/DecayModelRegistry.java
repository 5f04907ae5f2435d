package dev.fairshare.usage;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The decay models known to an injector, by name, and the decay that a configuration's
 * {@code fairshare.usage} block selects.
 */
public final class DecayModelRegistry {
  private final Map<String, DecayModel> models;

  @Inject
  public DecayModelRegistry(Map<String, DecayModel> models) {
    this.models = new TreeMap<>(models);
  }

  /** Every registered name, sorted. */
  public List<String> names() {
    return List.copyOf(models.keySet());
  }

  /** The model of that name, or {@code null}. */
  public DecayModel find(String name) {
    return models.get(name);
  }

  /**
   * The settings that {@code fairshare.usage} describes: the model named by {@code decay} reads its keys. An
   * unknown model or a bad value is a {@link ConfigException.BadValue} that names the key.
   */
  public DecaySetting read(Config config) {
    Config usage = config.getConfig("fairshare.usage");
    String kind = usage.getString("decay");
    DecayModel model = models.get(kind);
    if (model == null) {
      throw new ConfigException.BadValue(usage.getValue("decay").origin(), "fairshare.usage.decay",
          "'" + kind + "' is not one of " + String.join(", ", models.keySet()));
    }
    try {
      return model.read(usage);
    } catch (IllegalArgumentException e) {
      throw new ConfigException.BadValue(usage.origin(), "fairshare.usage", e.getMessage());
    }
  }
}
