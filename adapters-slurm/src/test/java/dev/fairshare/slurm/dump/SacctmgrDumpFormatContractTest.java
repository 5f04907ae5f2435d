package dev.fairshare.slurm.dump;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.nio.file.Path;
import java.util.List;

/** {@code slurm.sacctmgr-dump} passes the format contract, on the example site's dump and hand-made ones. */
class SacctmgrDumpFormatContractTest extends FormatContract {

  @Override
  protected ConfigFormat format() {
    return new SacctmgrDumpFormat();
  }

  @Override
  protected List<FormatSample> samples() {
    return List.of(FormatSample.file(Path.of("../examples/slurm/alder.cfg")),
        FormatSample.file(TestFiles.resource("dumps/spec-example.cfg")),
        FormatSample.file(TestFiles.resource("dumps/hand-edited.cfg")),
        FormatSample.file(TestFiles.resource("dumps/irregular.cfg")));
  }

  @Override
  protected List<BadInput> badInputs() {
    return List.of(
        BadInput.text("shares.cfg", "Cluster - 'tux':Fairshare=1\nParent - 'root'\n"
            + "Account - 'phys':Fairshare=abc\n", "slurm.dump.bad-fairshare", 3, 18),
        BadInput.text("parent.cfg", "Cluster - 'tux':Fairshare=1\nParent - 'nowhere'\nUser - 'bo':Fairshare=1\n",
            "slurm.dump.unknown-parent", 2, 1));
  }
}
