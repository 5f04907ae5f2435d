package dev.fairshare.pbs.usage;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/** {@code pbs.usage}, the scheduler's binary usage file, passes the format contract. */
class UsageFormatContractTest extends FormatContract {

  @Override
  protected ConfigFormat format() {
    return new UsageFormat();
  }

  @Override
  protected boolean binary() {
    return true;
  }

  @Override
  protected List<FormatSample> samples() {
    return List.of(FormatSample.file(Path.of("../examples/pbs/sched_priv/usage")),
        new FormatSample("usage", UsageFileTest.sample(1618913702)));
  }

  @Override
  protected List<BadInput> badInputs() {
    // a header cut inside its 32 bytes ("PBS_MAG!", version, last decay)
    return List.of(new BadInput("usage", Arrays.copyOf(UsageFileTest.sample(0), 20), "pbs.usage.truncated", 0, 0));
  }
}
