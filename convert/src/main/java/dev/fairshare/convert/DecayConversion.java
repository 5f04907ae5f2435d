package dev.fairshare.convert;

import java.util.Locale;

/**
 * Converts a decay setting to another scheduler's so that the usage half-life stays the same, within the
 * target's resolution: Slurm keeps whole minutes (docs/algorithms/slurm.md §10, time strings), PBS whole seconds and a
 * float32 factor (docs/algorithms/pbs.md §5), LSF's {@code HIST_HOURS} is written as whole hours
 * (docs/algorithms/lsf.md §2.3). The result says the rounding and the half-life the target will really have.
 */
public final class DecayConversion {
  /** The decay time written for PBS when the source does not decay at all: 3650 days (PBS always decays). */
  public static final long PBS_NO_DECAY_SECONDS = 3650L * 86400;

  private DecayConversion() {}

  /** The target's setting for a source setting, and the change as the report states it. */
  public static Result convert(DecaySpec source, Scheduler target) {
    double t = source.usageHalfLifeSeconds();
    DecaySpec out;
    String note;
    switch (target) {
      case SLURM -> {
        if (Double.isInfinite(t)) {
          out = new DecaySpec.SlurmHalfLife(0);
          note = "no decay on either side";
        } else {
          double h = 0.693 / -Math.expm1(-Math.log(2) / t);
          long minutes = Math.max(1, Math.round(h / 60));
          out = new DecaySpec.SlurmHalfLife(minutes * 60);
          note = "PriorityDecayHalfLife " + seconds(h) + " rounded to whole minutes (Slurm keeps minutes)";
        }
      }
      case PBS -> {
        if (Double.isInfinite(t)) {
          out = new DecaySpec.PbsStep(PBS_NO_DECAY_SECONDS, 0.5f);
          return new Result(out, new SettingChange("decay", source.text(), out.text(),
              "PBS always decays; the source does not, so usage halves only every 3650 days"), true);
        }
        long d = Math.max(1, Math.round(t));
        out = new DecaySpec.PbsStep(d, 0.5f);
        note = "factor 0.5, so the decay time is the half-life, rounded to whole seconds; PBS decays in steps"
            + " of one decay time where the source decays continuously";
      }
      case LSF -> {
        if (Double.isInfinite(t)) {
          out = new DecaySpec.LsfHistHours(0);
          note = "no decay on either side";
        } else {
          double hours = t / (3600 * Math.log10(2));
          out = new DecaySpec.LsfHistHours(Math.max(1, Math.round(hours)));
          note = "HIST_HOURS " + String.format(Locale.ROOT, "%.6f", hours) + " rounded to whole hours";
        }
      }
      default -> throw new IllegalArgumentException("no decay setting for " + target);
    }
    double achieved = out.usageHalfLifeSeconds();
    if (!Double.isInfinite(t)) {
      note += String.format(Locale.ROOT, "; usage half-life %s on the source, %s on the target (%+.4f%%)",
          seconds(t), seconds(achieved), 100 * (achieved - t) / t);
    }
    return new Result(out, new SettingChange("decay", source.text(), out.text(), note), false);
  }

  private static String seconds(double s) {
    return String.format(Locale.ROOT, "%.1f s", s);
  }

  /**
   * A converted decay.
   *
   * @param target the target's setting
   * @param change the line of the report
   * @param approximated whether the target cannot express the source's behaviour (a loss)
   */
  public record Result(DecaySpec target, SettingChange change, boolean approximated) {}
}
