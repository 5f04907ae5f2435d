package dev.fairshare.slurm.conf;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code slurm.conf} passes the format contract (it reads settings only; it has no writer). A bad value is
 * reported at its {@code Key=value} pair, the pair's first column.
 */
class SlurmConfFormatContractTest extends FormatContract {

  @Override
  protected ConfigFormat format() {
    return new SlurmConfFormat();
  }

  @Override
  protected List<FormatSample> samples() {
    return List.of(FormatSample.file(Path.of("../examples/slurm/slurm.conf")),
        FormatSample.text("classic.conf", "PriorityType=priority/multifactor\nPriorityFlags=NO_FAIR_TREE\n"
            + "PriorityDecayHalfLife=14-0\nPriorityUsageResetPeriod=NONE\nFairShareDampeningFactor=2\n"));
  }

  @Override
  protected List<BadInput> badInputs() {
    return List.of(
        BadInput.text("time.conf", "ClusterName=a\nPriorityDecayHalfLife=7days\n", "slurm.conf.bad-time", 2, 1),
        BadInput.text("flag.conf", "PriorityFavorSmall=maybe\n", "slurm.conf.bad-boolean", 1, 1));
  }
}
