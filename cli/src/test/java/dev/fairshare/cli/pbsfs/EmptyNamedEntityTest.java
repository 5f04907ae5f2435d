package dev.fairshare.cli.pbsfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A usage file with a record whose name is empty, on every command that reads a PBS site. PBS accepts it
 * (OpenPBS {@code fairshare.cpp}, {@code read_usage_v2}: {@code is_valid_pbs_name} finds the NUL at once and the
 * name valid; {@code find_alloc_ginfo} finds no node named {@code ""} and makes one under unknown with 1 share),
 * so it is an entity like carol, whom {@code resource_group} lacks too, and {@code write_usage} writes it back.
 *
 * <p>The site: {@code grp 10 root 40; alice 11 grp 50; bob 12 grp 50}, {@code unknown_shares: 10}, and the
 * records alice 100, {@code ""} 50, carol 30 in that order. Worked by hand from PBS's code (docs/algorithms/pbs.md
 * §3, §4.2, §6, §11): TREEROOT's usage 1 + 100 + 50 + 30 = 181, grp 1 + 100 = 101, unknown 1 + 50 + 30 = 81;
 * unknown's tp = 10/50 = 0.2, and each of its two entities 0.2 × 1/2 = 0.1. Under unknown's newest-first list,
 * carol (made last) comes before {@code ""}. For {@code ""}: u = (float)(50/181) = 0.276243, unknown's uf =
 * 81/181 = 0.447514, uf = u + (0.447514 − u) × 0.5 = 0.361878, F = 2^−(uf/0.1) = 0.0814024, the lowest of the
 * four (rank 4).
 */
class EmptyNamedEntityTest {
  @TempDir
  Path dir;

  private Path rg;
  private Path conf;
  private Path usage;

  @BeforeEach
  void site() throws IOException {
    rg = Files.writeString(dir.resolve("resource_group"), "grp 10 root 40\nalice 11 grp 50\nbob 12 grp 50\n");
    conf = Files.writeString(dir.resolve("sched_config"), "unknown_shares: 10\n");
    usage = Files.write(dir.resolve("usage"),
        new UsageBytes(1_700_000_000L).record("alice", 100).record("", 50).record("carol", 30).bytes());
  }

  @Test
  void pbsfsPrintsTheEntityWithItsEmptyNameUnderUnknown() {
    CommandRun p = CommandRun.of("pbsfs", "--sched-priv", dir.toString(), "-p");
    assertThat(p.exitCode()).as(p.err()).isZero();
    assertThat(p.out()).isEqualTo("""
        Fairshare usage units are in: cput
        TREEROOT  : Grp: -1     cgrp: 0    Shares: -1     Usage: 181    Perc: 100.000%
        grp       : Grp: 0      cgrp: 10   Shares: 40     Usage: 101    Perc: 80.000%
        bob       : Grp: 10     cgrp: 12   Shares: 50     Usage: 1      Perc: 40.000%
        alice     : Grp: 10     cgrp: 11   Shares: 50     Usage: 100    Perc: 40.000%
        unknown   : Grp: 0      cgrp: 1    Shares: 10     Usage: 81     Perc: 20.000%
        carol     : Grp: 1      cgrp: -1   Shares: 1      Usage: 30     Perc: 10.000%
                  : Grp: 1      cgrp: -1   Shares: 1      Usage: 50     Perc: 10.000%
        """);
    CommandRun t = CommandRun.of("pbsfs", "--sched-priv", dir.toString(), "-t");
    assertThat(t.out()).isEqualTo(" TREEROOT(0)\n     grp(10)\n          bob(12)\n          alice(11)\n"
        + "     unknown(1)\n          carol(-1)\n          (-1)\n");
    CommandRun g = CommandRun.of("pbsfs", "--sched-priv", dir.toString(), "-g", "");
    assertThat(g.exitCode()).as(g.err()).isZero();
    assertThat(g.out()).startsWith("fairshare entity: \nResgroup\t\t: 1\ncresgroup\t\t: -1\nShares\t\t\t: 1\n"
        + "Percentage\t\t: 10.000000%\n").contains("usage\t\t\t: 50 (cput)\nusage/perc\t\t: 500\n")
        .endsWith("TREEROOT  :     0        181 / 1.000 = 181\nunknown   :     1         81 / 0.200 = 405\n"
            + "          :    -1         50 / 0.100 = 500\n");
  }

  @Test
  void pbsfsWritesItBackAsWriteUsageDoesAndTrimDropsIt() throws IOException {
    CommandRun s = CommandRun.of("pbsfs", "--sched-priv", dir.toString(), "-s", "carol", "7");
    assertThat(s.exitCode()).as(s.err()).isZero();
    // rec_write_usage: a node, its sibling chain, then its children: unknown's chain carol, "", then grp's alice
    assertThat(records(usage)).containsExactly("carol=7.0", "=50.0", "alice=100.0");
    CommandRun e = CommandRun.of("pbsfs", "--sched-priv", dir.toString(), "-e");
    assertThat(e.exitCode()).as(e.err()).isZero();
    assertThat(records(usage)).containsExactly("alice=100.0");
  }

  @Test
  void explainComputesItAsPbsDoesAndTheWarningSaysSo() {
    CommandRun run = CommandRun.of("explain", "carol", "--tree", rg.toString(), "pbs.sched-config:" + conf,
        "--usage", "pbs.usage:" + usage);
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).startsWith("explain unknown/carol under pbs.fairshare\n")
        .contains("rank: 3 of 4\n", "  >  3  unknown/carol   0.119386\n", "     4  unknown/       0.0814024\n",
            "      sum_s = shares of TREEROOT's children (with unknown_shares) = 50\n",
            "        sum_s = shares of the parent's children = 2\n", ". (root)\n    usage = 181\n");
    assertThat(run.err()).isEqualTo(usage + ": warning: [pbs.usage.empty-name] at byte 96: a record with an empty "
        + "name, which PBS loads as it loads a name resource_group lacks: an entity named '' under unknown (1 share)"
        + "\n    hint: remove the record: pbsfs -e drops it, with every name resource_group lacks\n");
    CommandRun empty = CommandRun.of("explain", "", "--tree", rg.toString(), "pbs.sched-config:" + conf,
        "--usage", "pbs.usage:" + usage);
    assertThat(empty.exitCode()).as(empty.err()).isZero();
    assertThat(empty.out()).startsWith("explain unknown/ under pbs.fairshare\n"
        + "factor: F = 2^-(uf/tp) = 2^-(0.361878/0.1) = 0.0814024   (compute: 0.0814024)\nrank: 4 of 4\n");
  }

  @Test
  void compareAndViewTakeItAsPbsDoes() throws IOException {
    CommandRun compare = CommandRun.of("compare", "--from", rg.toString(), "--from", "pbs.sched-config:" + conf,
        "--usage", "pbs.usage:" + usage, "--algorithms", "pbs.fairshare", "--format", "tsv");
    assertThat(compare.exitCode()).as(compare.err()).isZero();
    assertThat(compare.out()).contains("unknown/\t1\t").contains("\t0.08140242");
    assertThat(compare.err()).contains("[pbs.usage.empty-name]", "an entity named '' under unknown");
    Path svg = dir.resolve("tree.svg");
    CommandRun view = CommandRun.of("view", "--tree", rg.toString(), "pbs.sched-config:" + conf,
        "--usage", "pbs.usage:" + usage, "--svg", svg.toString());
    assertThat(view.exitCode()).as(view.err()).isZero();
    assertThat(Files.readString(svg)).contains("carol");
  }

  @Test
  void computeFromALedgerSeededWithTheFileMakesTheEntityUnderUnknown() {
    String ledger = dir.resolve("ledger.db").toString();
    CommandRun ingest = CommandRun.of("usage", "ingest", "--ledger", ledger, "pbs.usage:" + usage);
    assertThat(ingest.exitCode()).as(ingest.err()).isZero();
    CommandRun run = CommandRun.of("compute", "--tree", rg.toString(), "pbs.sched-config:" + conf, "--ledger",
        ledger, "--at", "2023-11-14T22:13:20Z", "--format", "tsv");
    assertThat(run.exitCode()).as(run.err()).isZero();
    // the ledger's records come in name order ("" before carol): the same shares and usage, so the same factors
    assertThat(run.out()).contains("\nunknown\tgroup\t10\t0.20000000298023224\t80\t")
        .containsPattern("\nunknown/\tuser\t1\t0\\.10000000149011612\t50\t[^\n]*\t0\\.0814024[0-9]*\t4\n")
        .containsPattern("\nunknown/carol\tuser\t1\t0\\.10000000149011612\t30\t[^\n]*\t0\\.1193856[0-9]*\t3\n");
    assertThat(run.err()).contains("pbs: 50.0 cput, pbs:carol 30.0 cput");
  }

  /**
   * {@code convert} leaves the record out as it leaves carol out (the converted tree is resource_group's), and
   * lists both as losses, {@code usage: dropped}, the empty name's with its usage (50) and its record (the
   * second, at byte 32 + 64 = 96): before, only carol's was listed, so {@code --strict} passed a conversion that
   * dropped the record's usage.
   */
  @Test
  void convertLeavesItOutAsItLeavesCarolOutAndListsBothAsLosses() throws IOException {
    Path out = dir.resolve("out");
    CommandRun run = CommandRun.of("convert", "--from", rg.toString(), "--from", "pbs.sched-config:" + conf,
        "--usage", "pbs.usage:" + usage, "--to", "pbs", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    GoldenFiles.assertMatches(run.out().replace(dir.toString(), "DIR"),
        Path.of("src/test/resources/golden/convert-pbs-empty-name.report"));
    assertThat(run.out()).contains(usage + ": usage: dropped: usage of 'carol' matches no user of the tree; left out",
        usage + ": usage: dropped: usage of '' (50, the record at byte 96) matches no user of the tree; left out");
    assertThat(run.err()).contains("[pbs.usage.empty-name] at byte 96: a record with an empty name, left out of "
        + "this file's own tree (its entities are under the root, and '' is the root's path); read with "
        + "resource_group, PBS loads it as an entity named '' under unknown (1 share)")
        .doesNotContain("convert.usage-unmatched");
    assertThat(records(out.resolve("usage"))).contains("alice=100.0").doesNotContain("=50.0", "carol=30.0");
  }

  @Test
  void convertStrictFailsOnTheEmptyNamedRecordAlone() throws IOException {
    Path alone = Files.write(dir.resolve("usage-empty"),
        new UsageBytes(1_700_000_000L).record("alice", 100).record("", 50).bytes());
    Path out = dir.resolve("strict");
    CommandRun run = CommandRun.of("convert", "--from", rg.toString(), "--from", "pbs.sched-config:" + conf,
        "--usage", "pbs.usage:" + alone, "--to", "pbs", "--out", out.toString(), "--strict");
    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.err()).contains(alone + ": usage: dropped: usage of '' (50, the record at byte 96) matches no"
        + " user of the tree; left out").endsWith("fairshare: --strict: 1 loss; nothing written\n");
    assertThat(out).doesNotExist();
  }

  /** The records of a version-2 usage file, {@code name=usage}, in file order (docs/algorithms/pbs.md §10). */
  private static List<String> records(Path file) throws IOException {
    ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
    List<String> out = new ArrayList<>();
    for (int at = 32; at + 64 <= b.limit(); at += 64) {
      int len = 0;
      while (len < 50 && b.get(at + len) != 0) {
        len++;
      }
      byte[] name = new byte[len];
      b.get(at, name);
      out.add(new String(name, StandardCharsets.US_ASCII) + "=" + b.getDouble(at + 56));
    }
    return out;
  }
}
