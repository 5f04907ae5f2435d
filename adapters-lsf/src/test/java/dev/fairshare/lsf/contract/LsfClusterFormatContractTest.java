package dev.fairshare.lsf.contract;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.lsf.LsfClusterFormat;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.util.List;

/** {@code lsf.cluster}'s hosts pass the format contract (read only). */
class LsfClusterFormatContractTest extends FormatContract {

  @Override
  protected ConfigFormat format() {
    return new LsfClusterFormat();
  }

  @Override
  protected List<FormatSample> samples() {
    return List.of(FormatSample.text("lsf.cluster.test",
        "Begin   ClusterAdmins\nAdministrators = lsfadmin\nEnd    ClusterAdmins\n\n"
        + "Begin   Host\nHOSTNAME          model          type  server  r1m  RESOURCES\n"
        + "h1                fast           linux   1      ()    (cs)\n"
        + "h2                slow           linux   1      ()    (cs)\nEnd     Host\n"));
  }

  @Override
  protected List<BadInput> badInputs() {
    return List.of(BadInput.text("lsf.cluster.test", "Begin Host\nHOSTNAME model type\nh1 fast linux\nh1 fast linux\n"
        + "End Host\n", "lsf.cluster.duplicate-host", 4, 1));
  }
}
