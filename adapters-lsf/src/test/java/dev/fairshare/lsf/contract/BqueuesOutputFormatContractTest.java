package dev.fairshare.lsf.contract;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.lsf.BqueuesOutputFormat;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.util.List;

/** {@code bqueues -r} output (volclava's, as captured) passes the format contract (read only). */
class BqueuesOutputFormatContractTest extends FormatContract {

  @Override
  protected ConfigFormat format() {
    return new BqueuesOutputFormat();
  }

  @Override
  protected List<FormatSample> samples() {
    return List.of(FormatSample.text("bqueues-r.txt", "SHARE_INFO_FOR: hier/\n"
        + "USER/GROUP      SHARES    PRIORITY   STARTED    CPU_TIME  RUN_TIME \n"
        + " chem                2       0.667         0         2.8         0 \n"
        + " physics             4       0.443         2        36.6       140 \n\n"
        + "SHARE_INFO_FOR: hier/physics/\n"
        + "USER/GROUP      SHARES    PRIORITY   STARTED    CPU_TIME  RUN_TIME \n"
        + " alice               3       0.999         0        18.9         0 \n"
        + " bob                 1       0.333         0        11.3         0 \n"));
  }

  @Override
  protected List<BadInput> badInputs() {
    return List.of(BadInput.text("bqueues-r.txt", "SHARE_INFO_FOR: q/\n"
        + "USER/GROUP SHARES PRIORITY STARTED CPU_TIME RUN_TIME\n alice x 0.5 0 0 0\n", "lsf.bqueues.bad-row", 3, 1));
  }
}
