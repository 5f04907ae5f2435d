package dev.fairshare.usage;

import com.typesafe.config.Config;
import java.util.List;

/**
 * The decay models that belong to no scheduler: {@code exponential} (an exact half-life,
 * {@code fairshare.usage.half-life}; 0 is no decay) and {@code none}.
 */
public final class CoreDecayModels {
  private CoreDecayModels() {}

  /** Both models. */
  public static List<DecayModel> all() {
    return List.of(new Exponential(), new None());
  }

  /**
   * An exact half-life.
   *
   * @param halfLifeSeconds the half-life in seconds; 0 means no decay
   */
  public record HalfLife(long halfLifeSeconds) implements DecaySetting {
    @Override
    public DecayFunction function() {
      return halfLifeSeconds == 0 ? new NoDecay() : new ExponentialDecay(halfLifeSeconds);
    }

    @Override
    public double usageHalfLifeSeconds() {
      return halfLifeSeconds == 0 ? Double.POSITIVE_INFINITY : halfLifeSeconds;
    }

    @Override
    public String text() {
      return "half-life = " + halfLifeSeconds + " seconds";
    }
  }

  /** No decay at all. */
  public record Never() implements DecaySetting {
    @Override
    public DecayFunction function() {
      return new NoDecay();
    }

    @Override
    public double usageHalfLifeSeconds() {
      return Double.POSITIVE_INFINITY;
    }

    @Override
    public String text() {
      return "no decay";
    }
  }

  private static final class Exponential implements DecayModel {
    @Override
    public String name() {
      return "exponential";
    }

    @Override
    public String description() {
      return "exact half-life 2^(-t/half-life) (fairshare.usage.half-life)";
    }

    @Override
    public DecaySetting read(Config usage) {
      return new HalfLife(usage.getDuration("half-life").getSeconds());
    }
  }

  private static final class None implements DecayModel {
    @Override
    public String name() {
      return "none";
    }

    @Override
    public String description() {
      return "no decay";
    }

    @Override
    public DecaySetting read(Config usage) {
      return new Never();
    }
  }
}
