package dev.fairshare.usage;

import com.typesafe.config.Config;

/**
 * A named way usage ages, selected by {@code fairshare.usage.decay}, with typed settings read from the
 * {@code fairshare.usage} block of the configuration (each module's {@code reference.conf} documents the
 * keys of its models). Core has {@code exponential} and {@code none}; each scheduler family contributes its
 * own ({@code SchedulerFamily#decayModels}).
 */
public interface DecayModel {

  /** The name, the value of {@code fairshare.usage.decay} that selects the model. */
  String name();

  /** One line that says what the model is. */
  String description();

  /**
   * The model's settings read from the {@code fairshare.usage} block; a missing, mistyped or out-of-range
   * key is a {@code ConfigException}.
   */
  DecaySetting read(Config usage);
}
