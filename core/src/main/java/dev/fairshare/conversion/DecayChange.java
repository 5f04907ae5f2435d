package dev.fairshare.conversion;

import dev.fairshare.usage.DecaySetting;
import dev.fairshare.usage.UsageUnit;
import java.util.Locale;

/**
 * A source's decay carried to a target: the target's setting, the line of the report, and whether the
 * target cannot express the source's behaviour (a loss).
 *
 * @param target the target's setting
 * @param change the line of the report
 * @param approximated whether the target cannot express the source's behaviour
 */
public record DecayChange(DecaySetting target, SettingChange change, boolean approximated) {

  /**
   * A change whose note ends with the usage half-life on both sides when the source decays: {@code ; usage
   * half-life 604800.0 s on the source, 604740.0 s on the target (-0.0099%)}.
   */
  public static DecayChange of(DecaySetting source, DecaySetting target, String note, boolean approximated) {
    double t = source.usageHalfLifeSeconds();
    String text = note;
    if (!Double.isInfinite(t)) {
      double achieved = target.usageHalfLifeSeconds();
      text += String.format(Locale.ROOT, "; usage half-life %s on the source, %s on the target (%+.4f%%)",
          seconds(t), seconds(achieved), 100 * (achieved - t) / t);
    }
    return new DecayChange(target, new SettingChange("decay", source.text(), target.text(), text), approximated);
  }

  /** Seconds as the report writes them, {@code 604800.0 s}: {@link UsageUnit#SECONDS}' formatter. */
  public static String seconds(double s) {
    return UsageUnit.SECONDS.format(s);
  }
}
