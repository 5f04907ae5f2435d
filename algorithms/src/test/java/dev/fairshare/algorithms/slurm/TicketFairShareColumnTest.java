package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The FairShare cell of sshare in the ticket mode: {@code priority_p_calc_fs_factor(usage_efctv, shares_norm)}
 * as the client calls it. Expected values from the C code: {@code priority_multifactor2.c} at
 * {@code slurm-2-5-7-1} ({@code fuzzy_equal(usage_efctv, NO_VAL)} gives 0; {@code shares_norm > 0.0} else 0;
 * {@code usage_efctv} raised to {@code MIN_USAGE_FACTOR * shares_norm}; {@code shares_norm / usage_efctv}) and
 * {@code priority_multifactor.c} at {@code slurm-2-6-9-1} and {@code slurm-14-11-11-1} (the same, but the test is
 * {@code shares_norm <= 0}, which a NaN passes), with the numbers of the multifactor2 manual's example
 * (docs/algorithms/slurm.md §11).
 */
class TicketFairShareColumnTest {

  @Test
  void isSharesOverTheEffectiveUsageFlooredAtAHundredthOfTheShares() {
    // Account A of the manual: S 0.4, E 0.45: 0.888889; user3: S 0.05, E 0.005 (above the 0.0005 floor): 10.
    assertThat(TicketFairShareColumn.of(TicketVersion.V2_5, 0.45, 0.4)).isEqualTo(0.4 / 0.45);
    assertThat(TicketFairShareColumn.of(TicketVersion.V2_5, 0.005, 0.05)).isEqualTo(10.0);
    // No usage at all: E 0 is raised to 0.01·S, so F is 100.
    assertThat(TicketFairShareColumn.of(TicketVersion.V14_11, 0.0, 0.3)).isEqualTo(100.0);
  }

  @Test
  void aNoValEffectiveUsageOrNoSharesGiveZero() {
    assertThat(TicketFairShareColumn.of(TicketVersion.V2_5, 4294967294.0, 0.5)).isZero();
    assertThat(TicketFairShareColumn.of(TicketVersion.V2_6, 4294967294.000005, 0.5)).isZero();
    assertThat(TicketFairShareColumn.of(TicketVersion.V14_11, 0.3, 0.0)).isZero();
  }

  @Test
  void aNanShareIsZeroIn25AndNanFrom26() {
    assertThat(TicketFairShareColumn.of(TicketVersion.V2_5, 0.3, Double.NaN)).isZero();
    assertThat(TicketFairShareColumn.of(TicketVersion.V2_6, 0.3, Double.NaN)).isNaN();
    assertThat(TicketFairShareColumn.of(TicketVersion.V14_11, 0.3, Double.NaN)).isNaN();
  }
}
