package dev.fairshare.usage;

import java.time.Instant;

/**
 * PBS's step decay: once per {@code fairshare_decay_time} that has fully passed (strictly more), usage is
 * multiplied by {@code fairshare_decay_factor} held as a float32, and raised to 1 if it fell below 1
 * (docs/algorithms/pbs.md §5; {@code fairshare.cpp}: {@code decay_fairshare_tree}, {@code fifo.cpp}).
 *
 * <p>The step count follows the scheduler's loop {@code while (t − last_decay) > decay_time}: at an exact
 * multiple {@code k·D} there are {@code k−1} decays.
 *
 * @param decayTimeSeconds fairshare_decay_time in whole seconds, > 0 (default 86400)
 * @param factor fairshare_decay_factor, 0 < f < 1 (default 0.5); used as the nearest float32
 */
public record PbsStepDecay(long decayTimeSeconds, float factor) implements DecayFunction {

  public PbsStepDecay {
    if (decayTimeSeconds <= 0) {
      throw new IllegalArgumentException("fairshare_decay_time must be > 0 seconds: " + decayTimeSeconds);
    }
    if (!(factor > 0 && factor < 1)) {
      throw new IllegalArgumentException("fairshare_decay_factor must be between 0 and 1: " + factor);
    }
  }

  /** PBS's defaults: 86400 s and 0.5. */
  public static PbsStepDecay defaults() {
    return new PbsStepDecay(86400, 0.5f);
  }

  /** The number of decays the scheduler applies between two instants. */
  public long steps(Instant from, Instant to) {
    long elapsed = DecayFunction.seconds(from, to);
    return elapsed <= 0 ? 0 : (elapsed - 1) / decayTimeSeconds;
  }

  /**
   * The {@code last_decay} the scheduler stores after a cycle at {@code now}: unchanged when no decay
   * happened, else snapped to {@code now − ((now − last_decay) mod decay_time)} ({@code fifo.cpp},
   * {@code init_scheduling_cycle}); at an exact multiple of the decay time that is {@code now}.
   */
  public Instant lastDecayAfter(Instant lastDecay, Instant now) {
    if (steps(lastDecay, now) == 0) {
      return lastDecay;
    }
    long elapsed = DecayFunction.seconds(lastDecay, now);
    return now.minusSeconds(elapsed % decayTimeSeconds);
  }

  /** One decay step: {@code max(1, usage × factor)}. */
  public double step(double usage) {
    double next = usage * factor;
    return next < 1 ? 1 : next;
  }

  @Override
  public double decay(double value, Instant from, Instant to) {
    long steps = steps(from, to);
    double v = value;
    for (long k = 0; k < steps && v > 1; k++) {
      v = step(v);
    }
    return steps > 0 && v < 1 ? 1 : v;
  }

  @Override
  public String describe() {
    return "pbs step " + factor + " every " + decayTimeSeconds + "s";
  }
}
