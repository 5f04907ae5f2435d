package dev.fairshare.pbs;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.inject.Guice;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.pbs.schedconfig.PbsSchedConfig;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The PBS formats are registered under their names and read what they say. */
class PbsFormatsTest {
  private final Map<String, ConfigFormat> formats = Guice.createInjector(new PbsFamilyModule())
      .getInstance(Key.get(new TypeLiteral<Map<String, ConfigFormat>>() {}));

  @Test
  void everyPbsFormatIsRegistered() {
    assertThat(formats).containsOnlyKeys("pbs.resource-group", "pbs.usage", "pbs.sched-config",
        "pbs.accounting");
  }

  @Test
  void schedConfigGivesSettingsAndNoTree() {
    TreeDocument doc = formats.get("pbs.sched-config").read(LineSource.of("sched_config",
        "fair_share: true ALL\nunknown_shares: 5\nfairshare_decay_factor: 0.7\nfairshare_decay_time: 1:00:00\n"));
    assertThat(doc.tree()).isNull();
    PbsSchedConfig c = doc.settings().get(PbsSchedConfig.class).orElseThrow();
    assertThat(c.unknownShares()).isEqualTo(5);
    assertThat(c.decayTimeSeconds()).isEqualTo(3600);
    assertThat((double) c.decayFactor()).isEqualTo(0.699999988079071);
    assertThat(c.fairSharePrime()).isTrue();
    assertThat(c.enforceNoShares()).isTrue();
  }

  @Test
  void accountingGivesCputPerUser() {
    TreeDocument doc = formats.get("pbs.accounting").read(LineSource.of("log",
        "04/20/2021 12:00:00;E;1.s;user=bob group=phys end=1618920000 resources_used.cput=01:00:00\n"
            + "04/20/2021 12:05:00;E;2.s;user=bob group=phys end=1618920300 resources_used.cput=00:00:30\n"));
    assertThat(doc.usage().usage(doc.tree().indexOf("bob"))).isEqualTo(3630.0);
  }
}
