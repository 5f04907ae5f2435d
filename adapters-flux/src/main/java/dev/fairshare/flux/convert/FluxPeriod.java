package dev.fairshare.flux.convert;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * The usage bin flux-accounting is given for a source's decay: {@code priority_decay_half_life} in whole seconds
 * and the {@code decay_factor} that makes usage over one bin decay as the source's does.
 *
 * @param seconds the bin, whole seconds, at least 1
 * @param factor the decay per bin, in (0, 1), with at most 15 significant digits
 * @param wanted the source's own period in seconds, before rounding
 */
record FluxPeriod(double seconds, double factor, double wanted) {

  /** The bin for a source whose setting names {@code period} seconds and whose usage halves after {@code t}. */
  static FluxPeriod of(double period, double t) {
    double h = Math.max(1, Math.rint(period));
    double factor = h == t ? 0.5 : new BigDecimal(Math.pow(2, -h / t))
        .round(new MathContext(15, RoundingMode.HALF_EVEN)).doubleValue();
    return new FluxPeriod(h, factor, period);
  }

  /** The conversion report's note. */
  String note() {
    String bin = seconds == wanted ? "the source's period, " + (long) seconds + " s"
        : String.format(Locale.ROOT, "the source's period of %s s in whole seconds, %d s", wanted, (long) seconds);
    return "priority_decay_half_life is " + bin + ", and decay_factor " + factor + " decays usage over it as the"
        + " source does; flux moves usage one bin older per period (steps, where the source may decay"
        + " continuously) and drops it after priority_usage_reset_period (4 periods)";
  }
}
