package dev.fairshare.pbs.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.ledger.AsOf;
import dev.fairshare.ledger.BoundUsage;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.pbs.resourcegroup.ResourceGroupParser;
import dev.fairshare.pbs.state.PbsFairshareState;
import dev.fairshare.pbs.state.PbsStateReader;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.NoDecay;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A ledger's PBS usage read as PBS reads a usage file of it (OpenPBS {@code fairshare.cpp}: {@code read_usage_v2},
 * {@code find_alloc_ginfo}, {@code new group_info}; docs/algorithms/pbs.md §1, §2, §4.2): an entity of the tree
 * is a record on its leaf, one the tree lacks gets a node under unknown with 1 share, a leaf without charges
 * keeps {@code FAIRSHARE_MIN_USAGE} = 1, and each group holds 1 plus its leaves' records. Groups, TREEROOT,
 * {@code unknown}, other families and names the usage file cannot hold are unmatched.
 */
class PbsLedgerRecordsTest {
  @TempDir
  Path dir;

  private static UsageIdentity pbs(String entity) {
    return UsageIdentity.of("pbs", entity);
  }

  @Test
  void theLedgerIsReadAsPbsReadsAUsageFileOfIt() throws IOException {
    Path rg = Files.writeString(dir.resolve("resource_group"), "eng 10 root 60\namy 11 eng 1\nbob 12 eng 1\n");
    List<UsageIdentity> ids = List.of(pbs("amy"), pbs("eng"), pbs("unknown"), pbs("TREEROOT"), pbs("guest"),
        pbs("zed"), pbs("bad@name"), pbs("x".repeat(50)), pbs("neg"), UsageIdentity.of("slurm", "c", "a", "amy", ""),
        pbs("visitor"));
    double[] usage = {100, 50, 5, 7, 30, 0, 3, 4, -2, 9, 60};
    LedgerSnapshot snapshot = LedgerSnapshot.of(AsOf.of(Instant.ofEpochSecond(1_763_596_800L), new NoDecay()),
        ids, usage);
    PbsLedgerRecords records = new PbsLedgerRecords();
    PbsStateReader.Read read = PbsStateReader.read(rg, m -> { }, ResourceGroupParser.BYTES_PER_LINE_COMPUTED,
        false, "the ledger", loader -> records.read(snapshot, loader));
    PbsFairshareState state = read.state(10);
    ShareTree tree = state.tree();
    // made under unknown in the entities' name order, with 1 share each
    assertThat(tree.indexOf("unknown/guest")).isPositive();
    assertThat(tree.indexOf("unknown/visitor")).isEqualTo(tree.indexOf("unknown/guest") + 1);
    assertThat(tree.shares(tree.indexOf("unknown/visitor"))).isEqualTo(1);
    assertThat(state.usage(tree.indexOf("unknown/guest"))).isEqualTo(30.0);
    assertThat(state.usage(tree.indexOf("eng/amy"))).isEqualTo(100.0);
    // bob has no charge: PBS's new entity holds 1; zed's charges of 0 make no record and no node
    assertThat(state.usage(tree.indexOf("eng/bob"))).isEqualTo(1.0);
    assertThat(tree.indexOf("unknown/zed")).isEqualTo(-1);
    // the "+1": eng 1 + 100, unknown 1 + 30 + 60, TREEROOT 1 + 100 + 30 + 60
    assertThat(state.usage(tree.indexOf("eng"))).isEqualTo(101.0);
    assertThat(state.usage(tree.indexOf("unknown"))).isEqualTo(91.0);
    assertThat(state.usage(0)).isEqualTo(191.0);
    assertThat(state.lastDecay()).isEqualTo(1_763_596_800L);
    assertThat(records.created()).extracting(BoundUsage.Unmatched::identity)
        .containsExactly(pbs("visitor"), pbs("guest"));
    // largest first: the slurm identity 9, TREEROOT 7, unknown 5 ... and the group eng's 50 first
    assertThat(records.unmatched()).extracting(BoundUsage.Unmatched::identity).containsExactly(pbs("eng"),
        UsageIdentity.of("slurm", "c", "a", "amy", ""), pbs("TREEROOT"), pbs("unknown"), pbs("x".repeat(50)),
        pbs("bad@name"), pbs("neg"));
  }
}
