package dev.fairshare.cli.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import dev.fairshare.command.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two paths of a ledger's reading, each reached or shown gone.
 *
 * <p>A decay model's bad setting is refused when the command starts, with every other bad value
 * ({@code config.bad-value}, exit 2): the reading of the ledger no longer meets one, so its own refusal (a bad
 * input, exit 1, when {@code --decay} chose a model the start had not read) is gone.
 *
 * <p>A PBS tree, which PBS lays out with the ledger's usage, is laid out first without it when a check needs the
 * tree, and again with it once nothing is misuse: reached by {@code compute --pending} with no {@code --algorithm}
 * on a {@code resource_group} beside a {@code slurm.conf} whose {@code PriorityType=priority/multifactor2}
 * selects {@code slurm.ticket}, which takes pending jobs. The usage is then the ledger's, as a reading without the
 * check gives it: li's 1520400 and the others of the example's usage file, ingested as a seed.
 */
class LedgerReadingPathsTest {
  private static final String P = "../examples/pbs/sched_priv/";

  @TempDir
  Path tmp;

  @Test
  void aDecayModelsBadSettingIsRefusedAtStartNotWhenTheLedgerIsRead() {
    for (String[] bad : List.of(new String[] {"lsf", "fairshare.usage.lsf.hist-hours=-1"},
        new String[] {"pbs", "fairshare.usage.pbs.decay-factor=2"},
        new String[] {"flux", "fairshare.usage.flux.node-weight=-1"})) {
      CommandRun run = CommandRun.of("usage", "show", "--ledger", "memory:", "--decay", bad[0], "-D" + bad[1]);
      assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.MISUSE);
      assertThat(run.err()).startsWith("fairshare: bad configuration: 1 value refused before anything is read\n-D"
          + bad[1].substring(0, bad[1].indexOf('=')) + ": [config.bad-value] ");
    }
  }

  @Test
  void aPbsTreeCheckedBeforeTheLedgerIsReadIsLaidOutAgainWithItsUsage() throws IOException {
    String ledger = tmp.resolve("pbs.db").toString();
    CommandRun ingest = CommandRun.of("usage", "ingest", "--ledger", ledger, "pbs.usage:" + P + "usage");
    assertThat(ingest.exitCode()).as(ingest.err()).isZero();
    Path conf = Files.writeString(tmp.resolve("slurm.conf"), Files.readString(Path.of("../examples/slurm/slurm.conf"))
        .replaceAll("(?m)^PriorityType=.*$", "PriorityType=priority/multifactor2"));
    Path pending = Files.writeString(tmp.resolve("pending.txt"), "research/li\n");
    String[] compute = {"compute", "--tree", P + "resource_group", conf.toString(), "--ledger", ledger, "--at",
        "2026-11-20T00:00:00Z", "--format", "tsv"};
    CommandRun checked = CommandRun.of(concat(compute, "--pending", pending.toString()));
    assertThat(checked.exitCode()).as(checked.err()).isZero();
    CommandRun unchecked = CommandRun.of(compute);
    assertThat(unchecked.exitCode()).as(unchecked.err()).isZero();
    assertThat(column(checked.out(), "research/li", 4)).isEqualTo("1520400");
    // every node's usage as the reading without the check gives it, and the warnings once
    for (String path : List.of(".", "research", "research/li", "eng/cfd/amy", "unknown/guest1")) {
      assertThat(column(checked.out(), path, 4)).as(path).isEqualTo(column(unchecked.out(), path, 4));
    }
    assertThat(checked.err()).isEqualTo(unchecked.err());
    // the pending user ranks first under slurm.ticket, which the slurm.conf selects
    assertThat(column(checked.out(), "research/li", 9)).isEqualTo("1");
  }

  private static String[] concat(String[] head, String... more) {
    String[] all = java.util.Arrays.copyOf(head, head.length + more.length);
    System.arraycopy(more, 0, all, head.length, more.length);
    return all;
  }

  private static String column(String tsv, String path, int index) {
    return tsv.lines().filter(l -> l.startsWith(path + "\t")).findFirst().orElseThrow().split("\t", -1)[index];
  }
}
