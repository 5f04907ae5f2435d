package dev.fairshare.cli.conversion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.conversion.DecayChange;
import dev.fairshare.usage.DecaySetting;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A decay converted to flux-accounting is what flux reads: {@code priority_decay_half_life} in whole seconds
 * (a Flux Standard Duration; {@code create-db} counts the first period as {@code int()} of it) and the
 * {@code decay_factor} that decays usage over one such period as the source's scheduler does. The expected
 * texts are the schedulers' own numbers, worked by hand: Slurm's {@code decay_factor = 1 - 0.693/604800}
 * ({@code priority_multifactor.c}) raised to 604800 seconds is 0.5000733971527376 (Python
 * {@code (1-0.693/604800)**604800}), 0.500073397152738 to 15 significant digits, as SQLite and Python write it;
 * PBS multiplies by its {@code fairshare_decay_factor} (a C float) each {@code fairshare_decay_time}; LSF's
 * {@code HIST_HOURS} leaves a tenth after that many hours.
 */
class FluxDecayTargetTest {
  /** The config_table rows of the converted decay, as its text names them. */
  private static Map<String, String> flux(DecaySetting source) {
    Map<String, String> rows = new java.util.LinkedHashMap<>();
    for (String part : Conversions.of("flux").decayFrom(source).target().text().split(", ")) {
      rows.put(part.substring(0, part.indexOf('=')), part.substring(part.indexOf('=') + 1));
    }
    return rows;
  }

  @Test
  void slurmsSevenDaysAreSevenDaysWithSlurmsDecayOverThem() {
    Map<String, String> rows = flux(Conversions.decay("decay = slurm, half-life = 604800s"));
    assertThat(rows.get("priority_decay_half_life")).isEqualTo("604800.0");
    assertThat(rows.get("priority_usage_reset_period")).isEqualTo("2419200.0");
    assertThat(rows.get("decay_factor")).isEqualTo("0.500073397152738");
  }

  @Test
  void pbsStepsKeepTheirTimeAndFactor() {
    Map<String, String> rows = flux(Conversions.decay(
        "decay = pbs-step, pbs.decay-time = 86400s, pbs.decay-factor = 0.5"));
    assertThat(rows.get("priority_decay_half_life")).isEqualTo("86400.0");
    assertThat(rows.get("decay_factor")).isEqualTo("0.5");
    Map<String, String> seven = flux(Conversions.decay(
        "decay = pbs-step, pbs.decay-time = 3600s, pbs.decay-factor = 0.7"));
    assertThat(seven.get("priority_decay_half_life")).isEqualTo("3600.0");
    assertThat(seven.get("decay_factor")).isEqualTo("0.699999988079071");
  }

  @Test
  void lsfHistHoursBecomeTheirHoursAndATenth() {
    Map<String, String> rows = flux(Conversions.decay("decay = lsf-hist-hours, lsf.hist-hours = 5"));
    assertThat(rows.get("priority_decay_half_life")).isEqualTo("18000.0");
    assertThat(rows.get("decay_factor")).isEqualTo("0.1");
  }

  @Test
  void theReportSaysWhatWasWritten() {
    DecayChange change = Conversions.of("flux").decayFrom(Conversions.decay("decay = slurm, half-life = 604800s"));
    assertThat(change.change().note()).startsWith("priority_decay_half_life is the source's period, 604800 s, and "
        + "decay_factor 0.500073397152738 decays usage over it as the source does").endsWith("(+0.0000%)");
    assertThat(change.approximated()).isTrue();
  }
}
