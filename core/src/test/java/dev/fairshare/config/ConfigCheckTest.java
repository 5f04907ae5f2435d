package dev.fairshare.config;

import static org.assertj.core.api.Assertions.assertThat;

import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import dev.fairshare.format.Problem;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Core's part of the start-up check, without families: where a value was set (its line's column of the value)
 * and what its reader said, without the origin and key HOCON's messages repeat; a reader that refuses the
 * defaults themselves (the default algorithm, which no family registers here) blames no value.
 */
class ConfigCheckTest {

  @Test
  void theColumnIsTheValuesOnItsLine() {
    assertThat(ConfigCheck.column("fairshare.usage.decay", "fairshare.usage { decay = \"sometimes\" }")).isEqualTo(27);
    assertThat(ConfigCheck.column("fairshare.usage.decay", "fairshare.usage.decay: none")).isEqualTo(24);
    assertThat(ConfigCheck.column("fairshare.usage.decay", "  \"decay\" = none")).isEqualTo(13);
    // a name that is part of a longer one is not it
    assertThat(ConfigCheck.column("fairshare.usage.lsf.tick", "  tick-period = 1h, tick = x")).isEqualTo(28);
    assertThat(ConfigCheck.column("fairshare.usage.lsf.tick", "  lsf { }")).isZero();
    assertThat(ConfigCheck.column("fairshare.usage.lsf.tick", null)).isZero();
  }

  @Test
  void everyCoreValueIsCheckedAtOnceEachAtItsKey() {
    List<Problem> problems = ConfigCheck.of(List.of()).problems(ConfigFactory.parseString(
        "fairshare.usage.reset-period = FORTNIGHTLY\nfairshare.recompute.min-nodes = 0\n"
            + "fairshare.usage.time-zone = Mars/Olympus\n",
        ConfigParseOptions.defaults().setOriginDescription("site.conf")));
    assertThat(problems).extracting(Problem::code).containsOnly(ConfigCheck.CODE);
    assertThat(problems).extracting(Problem::message).containsExactly(
        "fairshare.recompute.min-nodes = 0: must be at least 1: 0",
        "fairshare.usage.reset-period = \"FORTNIGHTLY\": 'FORTNIGHTLY' is not one of NONE, NOW, DAILY, WEEKLY, "
            + "MONTHLY, QUARTERLY, YEARLY",
        "fairshare.usage.time-zone = \"Mars/Olympus\": 'Mars/Olympus' is not a time zone id");
    assertThat(ConfigCheck.of(List.of()).problems(ConfigFactory.empty())).isEmpty();
  }
}
