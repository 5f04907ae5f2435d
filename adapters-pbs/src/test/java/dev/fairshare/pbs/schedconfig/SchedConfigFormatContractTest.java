package dev.fairshare.pbs.schedconfig;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.nio.file.Path;
import java.util.List;

/** {@code pbs.sched-config} passes the format contract (settings only; it has no writer). */
class SchedConfigFormatContractTest extends FormatContract {

  @Override
  protected ConfigFormat format() {
    return new SchedConfigFormat();
  }

  @Override
  protected List<FormatSample> samples() {
    return List.of(FormatSample.file(Path.of("../examples/pbs/sched_priv/sched_config")),
        FormatSample.text("sched_config", "fair_share: true ALL\nfairshare_usage_res: cput\n"
            + "fairshare_entity: euser\nfairshare_decay_time: 24:00:00\nfairshare_decay_factor: 0.5\n"));
  }

  @Override
  protected List<BadInput> badInputs() {
    return List.of(BadInput.text("sched_config", "fair_share: true ALL\nfairshare_decay_factor: half\n",
        "pbs.sched-config.error-line", 2, 25));
  }
}
