package dev.fairshare.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.conversion.DecayChange;
import dev.fairshare.usage.UsageUnit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Usage is written to one decimal with its family's unit, by one formatter ({@link UsageUnit#format}, which
 * {@link DecayChange#seconds} is), and amounts of families in different units are never added together.
 */
class UsageUnitsTest {
  private static final UsageUnit TRES = new UsageUnit("TRES-s", "sshare's RawUsage");
  private static final UsageUnit CPUT = new UsageUnit("cput", "PBS's fairshare_usage_res");
  private static final UsageUnits UNITS = new UsageUnits(Map.of("slurm", TRES, "pbs", CPUT));

  private static BoundUsage.Unmatched of(String family, String name, double usage) {
    return new BoundUsage.Unmatched(UsageIdentity.of(family, name), usage);
  }

  @Test
  void anAmountIsWrittenToOneDecimalWithItsUnitsSymbol() {
    assertThat(TRES.format(36000)).isEqualTo("36000.0 TRES-s");
    assertThat(UsageUnit.SECONDS.format(29346.06)).isEqualTo("29346.1 s");
    assertThat(UsageUnit.UNNAMED.format(12)).isEqualTo("12.0");
    assertThat(CPUT.formatNamed(1200)).isEqualTo("1200.0 cput (PBS's fairshare_usage_res)");
    assertThat(UsageUnit.SECONDS.formatNamed(1.0)).isEqualTo("1.0 s");
    // the convert report's seconds are the same formatter's
    assertThat(DecayChange.seconds(604800)).isEqualTo(UsageUnit.SECONDS.format(604800)).isEqualTo("604800.0 s");
  }

  @Test
  void eachFamilysUsageHasItsOwnUnitAndAFamilyOfNoneHasNoUnit() {
    assertThat(UNITS.amount(of("pbs", "li", 5000))).isEqualTo("5000.0 cput");
    assertThat(UNITS.amount(of("slurm", "a", 300))).isEqualTo("300.0 TRES-s");
    assertThat(UNITS.amount(of("neutral", "a", 7))).isEqualTo("7.0");
    assertThat(UsageUnits.UNNAMED.of("slurm")).isEqualTo(UsageUnit.UNNAMED);
  }

  @Test
  void aTotalIsOneFigurePerUnitInTheOrderTheUnitsFirstCome() {
    assertThat(UNITS.total(List.of(of("pbs", "research", 5000), of("pbs", "unknown", 2500),
        of("slurm", "li", 300)))).isEqualTo("7500.0 cput (PBS's fairshare_usage_res) and 300.0 TRES-s (sshare's "
        + "RawUsage)");
    assertThat(UNITS.total(List.of(of("slurm", "li", 300), of("slurm", "bo", 0.2))))
        .isEqualTo("300.2 TRES-s (sshare's RawUsage)");
  }

  @Test
  void aSnapshotCarriesTheUnitsItIsWrittenIn() {
    LedgerSnapshot snapshot = LedgerSnapshot.of(new AsOf(java.time.Instant.EPOCH,
        new dev.fairshare.usage.NoDecay(), dev.fairshare.usage.ResetSchedule.NONE, java.time.ZoneOffset.UTC,
        AsOf.DEFAULT_CYCLE_SECONDS), List.of(UsageIdentity.of("pbs", "li")), new double[] {3});
    assertThat(snapshot.units()).isEqualTo(UsageUnits.UNNAMED);
    LedgerSnapshot named = snapshot.withUnits(UNITS);
    assertThat(named.units()).isEqualTo(UNITS);
    assertThat(named.usage(0)).isEqualTo(3);
    assertThat(named.asOf()).isEqualTo(snapshot.asOf());
  }
}
