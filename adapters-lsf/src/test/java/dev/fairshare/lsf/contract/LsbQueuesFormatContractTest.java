package dev.fairshare.lsf.contract;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.lsf.LsbQueuesFormat;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.nio.file.Path;
import java.util.List;

/** {@code lsf.lsb-queues} passes the format contract, on the example site's file. */
class LsbQueuesFormatContractTest extends FormatContract {

  @Override
  protected ConfigFormat format() {
    return new LsbQueuesFormat();
  }

  @Override
  protected List<FormatSample> samples() {
    return List.of(FormatSample.file(Path.of("../examples/lsf/lsb.queues")));
  }

  @Override
  protected List<BadInput> badInputs() {
    return List.of(BadInput.text("lsb.queues", "Begin Queue\nQUEUE_NAME = q\nPRIORITY = high\nEnd Queue\n",
        "lsf.queues.bad-priority", 3, 12));
  }
}
