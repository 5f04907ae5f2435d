package dev.fairshare.convert;

import java.util.Locale;

/**
 * A scheduler's usage-decay setting, with the usage half-life it gives under that scheduler's exact
 * semantics (core's {@code SlurmDecay}, {@code PbsStepDecay}, {@code LsfHistHoursDecay}).
 */
public sealed interface DecaySpec {

  /** The time, in seconds, after which usage counts half; infinite when nothing decays. */
  double usageHalfLifeSeconds();

  /** The setting as written in the scheduler's own file. */
  String text();

  /**
   * Slurm's {@code PriorityDecayHalfLife} (docs/algorithms/slurm.md §3.1): usage is multiplied by {@code 1 − 0.693/H}
   * per second, so it halves after {@code ln 2 / −ln(1 − 0.693/H)} seconds, slightly more than H. H = 0 means
   * no decay.
   *
   * @param seconds H in seconds (a whole number of minutes when Slurm parsed it)
   */
  record SlurmHalfLife(long seconds) implements DecaySpec {
    @Override
    public double usageHalfLifeSeconds() {
      return seconds == 0 ? Double.POSITIVE_INFINITY : Math.log(2) / -Math.log1p(-0.693 / seconds);
    }

    @Override
    public String text() {
      long d = seconds / 86400;
      long rest = seconds % 86400;
      String hms = String.format(Locale.ROOT, "%02d:%02d:%02d", rest / 3600, rest % 3600 / 60, rest % 60);
      return "PriorityDecayHalfLife=" + (d > 0 ? d + "-" + hms : hms);
    }
  }

  /**
   * PBS's {@code fairshare_decay_time} and {@code fairshare_decay_factor} (docs/algorithms/pbs.md §5): usage is
   * multiplied by the factor (a float32) once per whole decay time, so it halves on average every
   * {@code D · ln 2 / −ln f} seconds, in steps.
   *
   * @param decayTimeSeconds D in whole seconds
   * @param factor f, strictly between 0 and 1
   */
  record PbsStep(long decayTimeSeconds, float factor) implements DecaySpec {
    @Override
    public double usageHalfLifeSeconds() {
      return decayTimeSeconds * Math.log(2) / -Math.log(factor);
    }

    @Override
    public String text() {
      long s = decayTimeSeconds;
      return String.format(Locale.ROOT, "fairshare_decay_time: %02d:%02d:%02d, fairshare_decay_factor: %s",
          s / 3600, s % 3600 / 60, s % 60, Float.toString(factor));
    }
  }

  /**
   * LSF's {@code HIST_HOURS} (docs/algorithms/lsf.md §2.4): usage counts a tenth after that many hours, so it halves
   * after {@code HIST_HOURS · log10 2} hours. 0 means no decay.
   *
   * @param hours HIST_HOURS
   */
  record LsfHistHours(double hours) implements DecaySpec {
    @Override
    public double usageHalfLifeSeconds() {
      return hours == 0 ? Double.POSITIVE_INFINITY : hours * 3600 * Math.log10(2);
    }

    @Override
    public String text() {
      return "HIST_HOURS=" + (hours == Math.rint(hours) ? Long.toString((long) hours) : Double.toString(hours));
    }
  }
}
