package dev.fairshare.lsf.contract;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.lsf.LsfSharedFormat;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.util.List;

/** {@code lsf.shared}'s host models pass the format contract (read only). */
class LsfSharedFormatContractTest extends FormatContract {

  @Override
  protected ConfigFormat format() {
    return new LsfSharedFormat();
  }

  @Override
  protected List<FormatSample> samples() {
    return List.of(FormatSample.text("lsf.shared", "Begin HostModel\nMODELNAME  CPUFACTOR   ARCHITECTURE # keyword\n"
        + "fast       100         (x86_64)\nslow       50          (x86_64)\nEnd HostModel\n"));
  }

  @Override
  protected List<BadInput> badInputs() {
    return List.of(BadInput.text("lsf.shared", "Begin HostModel\nMODELNAME CPUFACTOR ARCHITECTURE\n"
        + "fast x (x86_64)\nEnd HostModel\n", "lsf.shared.bad-factor", 3, 6));
  }
}
