package dev.fairshare.cli.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A ledger of PBS usage binds to a PBS tree as the Slurm family's binds to a dump: {@code compute --ledger} on
 * {@code resource_group} finds each entity's node by its name, at any depth, as PBS's {@code find_group_info}
 * does. The ledger is seeded from the maple cluster's usage file ({@code examples/pbs}), whose records are the
 * expected usage: li 1520400 on research/li, amy 412380 on eng/cfd/amy; guest1, whom {@code resource_group}
 * lacks, is reported unmatched.
 */
class PbsLedgerComputeTest {
  private static final String P = "../examples/pbs/sched_priv/";

  @TempDir
  Path tmp;

  @Test
  void theEntitiesOfAPbsLedgerFindTheirNodesByName() {
    String ledger = tmp.resolve("l.db").toString();
    CommandRun ingest = CommandRun.of("usage", "ingest", "--ledger", ledger, "pbs.usage:" + P + "usage");
    assertThat(ingest.out()).as(ingest.err()).isEqualTo("read 8, new 8, already present 0, skipped 0\n");
    // at the file's last_decay, 2026-11-20T00:00:00Z: no decay
    CommandRun run = CommandRun.of("compute", "--tree", P + "resource_group", "--tree", P + "sched_config",
        "--ledger", ledger, "--at", "2026-11-20T00:00:00Z", "--algorithm", "pbs.fairshare", "--format", "tsv");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).containsPattern("(?m)^research/li\tuser\t2\t[^\t]+\t1520400\t")
        .containsPattern("(?m)^eng/cfd/amy\tuser\t1\t[^\t]+\t412380\t")
        .containsPattern("(?m)^support/sam\tuser\t1\t[^\t]+\t880\t")
        .containsPattern("(?m)^research\tgroup\t35\t[^\t]+\t1835800\t");
    assertThat(run.err()).startsWith("warning: [ledger.unmatched] usage 1200 of 1 identity matches no node of the "
        + "tree and is not counted: pbs:guest1 1200\n");
  }
}
