package dev.fairshare.slurm.sshare;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code slurm.sshare} passes the format contract (command output: read only). A bad number is reported at
 * its row, the whole line (column 0).
 */
class SshareFormatContractTest extends FormatContract {

  @Override
  protected ConfigFormat format() {
    return new SshareFormat();
  }

  @Override
  protected List<FormatSample> samples() {
    return List.of(FormatSample.file(Path.of("../examples/slurm/sshare-a-l-P.txt")),
        FormatSample.text("small.txt", "Account|User|RawShares|NormShares|RawUsage|EffectvUsage|FairShare\n"
            + "root|||1.000000|100|1.000000|\n"
            + " root|u2|3|0.1|30|0.3|0.4\n"
            + " A||40|0.4|70|0.7|\n"
            + "  A|u1|1|1|70|1|0.5\n"));
  }

  @Override
  protected List<BadInput> badInputs() {
    return List.of(
        BadInput.text("usage.txt", "Account|User|RawShares|NormShares|RawUsage|EffectvUsage|FairShare\n"
            + "root|||1.000000|100|1.000000|\n"
            + " A||40|0.4|lots|0.7|\n", "slurm.sshare.bad-number", 3, 0),
        BadInput.text("aligned.txt", "root            1.000000   100\n", "slurm.sshare.no-header", 1, 1));
  }
}
