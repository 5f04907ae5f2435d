package dev.fairshare.usage;

import java.time.Duration;
import java.time.Instant;

/**
 * How a scheduler ages usage: the value at a later instant of usage recorded earlier, and the value that
 * usage accruing over an interval has when it is charged.
 *
 * <p>Each implementation reproduces one scheduler's own semantics exactly: {@link SlurmDecay},
 * {@link ExponentialDecay}, {@link PbsStepDecay}, {@link LsfHistHoursDecay} and {@link NoDecay}. Times are
 * whole seconds, as the schedulers keep them.
 */
public interface DecayFunction {

  /** The value at {@code to} of usage that was {@code value} at {@code from}; {@code to >= from}. */
  double decay(double value, Instant from, Instant to);

  /**
   * The usage charged for consumption at {@code rate} units per second over {@code [start, end]}, as it
   * stands at {@code end}. The default is {@code rate × seconds}, undecayed.
   */
  default double accrue(double rate, Instant start, Instant end) {
    return rate * Math.max(0, seconds(start, end));
  }

  /** A short description for reports (for example {@code slurm half-life 7d}). */
  String describe();

  /** The whole seconds from one instant to another (negative if {@code to} is earlier). */
  static long seconds(Instant from, Instant to) {
    return Duration.between(from, to).getSeconds();
  }
}
