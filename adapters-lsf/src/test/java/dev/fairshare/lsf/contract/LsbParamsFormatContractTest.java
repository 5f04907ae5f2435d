package dev.fairshare.lsf.contract;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.lsf.LsbParamsFormat;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.nio.file.Path;
import java.util.List;

/** {@code lsf.lsb-params} passes the format contract, on the example site's file. */
class LsbParamsFormatContractTest extends FormatContract {

  @Override
  protected ConfigFormat format() {
    return new LsbParamsFormat();
  }

  @Override
  protected List<FormatSample> samples() {
    return List.of(FormatSample.file(Path.of("../examples/lsf/lsb.params")));
  }

  @Override
  protected List<BadInput> badInputs() {
    return List.of(BadInput.text("lsb.params", "Begin Parameters\nCPU_TIME_FACTOR = lots\nEnd Parameters\n",
        "lsf.params.bad-number", 2, 19), BadInput.text("lsb.params",
        "Begin Parameters\nMBD_SLEEP_TIME = 1e400\nEnd Parameters\n", "lsf.params.bad-number", 2, 18));
  }
}
