package dev.fairshare.cli.pbsfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
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
 * Entity names as PBS takes them, which the neutral tree's paths cannot tell apart. OpenPBS's {@code parse_group}
 * ({@code fairshare.cpp}) checks no name of a {@code resource_group} line: {@code strtok} gives {@code a/b} and
 * {@code .} as they are. Its usage file reader ({@code read_usage_v2}) loads a record whose name
 * {@code is_valid_pbs_name} ({@code misc.cpp}) accepts (letters, digits and {@code . - _ :} and space, so
 * {@code .} and {@code ..} too) and drops any other ({@code x/y}) with "Invalid entity".
 *
 * <p>The site: {@code a/b 10 root 40; . 11 a/b 50; bob 12 a/b 50}, {@code unknown_shares: 10}, and the records
 * {@code .} 100, {@code x/y} 5, {@code ..} 30. Worked by hand from PBS's code (docs/algorithms/pbs.md §3, §4.2,
 * §6): {@code x/y} dropped; {@code ..} is not in the file, so {@code find_alloc_ginfo} makes it under unknown with 1
 * share; TREEROOT's usage 1 + 100 + 30 = 131, a/b 1 + 100 = 101, unknown 1 + 30 = 31, bob 1 (no record). a/b has
 * 40 of the 50 shares at the top (80 %), {@code .} and bob half of a/b's (40 %), unknown 20 %, {@code ..} all of
 * unknown's (20 %). For {@code .}: u = 100/131 = 0.763359, a/b's uf = 101/131 = 0.770992, uf = u + (0.770992 − u)
 * × 50/100 = 0.767176, F = 2^−(uf/0.4) = 0.264632; for {@code ..}: uf = 30/131 + (31/131 − 30/131) × 1/1 =
 * 0.236641, F = 2^−(0.236641/0.2) = 0.440372.
 */
class PbsEntityNamesTest {
  @TempDir
  Path dir;

  private Path rg;
  private Path conf;
  private Path usage;

  @BeforeEach
  void site() throws IOException {
    rg = Files.writeString(dir.resolve("resource_group"), "a/b 10 root 40\n. 11 a/b 50\nbob 12 a/b 50\n");
    conf = Files.writeString(dir.resolve("sched_config"), "unknown_shares: 10\n");
    usage = Files.write(dir.resolve("usage"),
        new UsageBytes(1_700_000_000L).record(".", 100).record("x/y", 5).record("..", 30).bytes());
  }

  @Test
  void pbsfsPrintsTheNamesAsPbsTakesThem() {
    CommandRun p = CommandRun.of("pbsfs", "--sched-priv", dir.toString(), "-p");
    assertThat(p.exitCode()).as(p.err()).isZero();
    assertThat(p.out()).isEqualTo("""
        Fairshare usage units are in: cput
        TREEROOT  : Grp: -1     cgrp: 0    Shares: -1     Usage: 131    Perc: 100.000%
        a/b       : Grp: 0      cgrp: 10   Shares: 40     Usage: 101    Perc: 80.000%
        bob       : Grp: 10     cgrp: 12   Shares: 50     Usage: 1      Perc: 40.000%
        .         : Grp: 10     cgrp: 11   Shares: 50     Usage: 100    Perc: 40.000%
        unknown   : Grp: 0      cgrp: 1    Shares: 10     Usage: 31     Perc: 20.000%
        ..        : Grp: 1      cgrp: -1   Shares: 1      Usage: 30     Perc: 20.000%
        """);
    // x/y is dropped as PBS drops it, with the reader's warning
    assertThat(p.err()).contains("[pbs.usage.invalid-entity] at byte 96: record 2 is dropped by PBS ('Invalid"
        + " entity'): its name 'x/y' is not a valid entity name");
    CommandRun t = CommandRun.of("pbsfs", "--sched-priv", dir.toString(), "-t");
    assertThat(t.out()).isEqualTo(" TREEROOT(0)\n     a/b(10)\n          bob(12)\n          .(11)\n"
        + "     unknown(1)\n          ..(-1)\n");
    CommandRun g = CommandRun.of("pbsfs", "--sched-priv", dir.toString(), "-g", ".");
    assertThat(g.exitCode()).as(g.err()).isZero();
    assertThat(g.out()).isEqualTo("fairshare entity: .\nResgroup\t\t: 10\ncresgroup\t\t: 11\nShares\t\t\t: 50\n"
        + "Percentage\t\t: 40.000000%\nfairshare_tree_usage\t: 0.767176\nusage\t\t\t: 100 (cput)\n"
        + "usage/perc\t\t: 250\nPath from root: \nTREEROOT  :     0        131 / 1.000 = 131\n"
        + "a/b       :    10        101 / 0.800 = 126\n.         :    11        100 / 0.400 = 250\n");
    CommandRun group = CommandRun.of("pbsfs", "--sched-priv", dir.toString(), "-g", "a/b");
    assertThat(group.exitCode()).as(group.err()).isZero();
    assertThat(group.out()).startsWith("fairshare entity: a/b\nResgroup\t\t: 0\ncresgroup\t\t: 10\n");
    CommandRun dropped = CommandRun.of("pbsfs", "--sched-priv", dir.toString(), "-g", "x/y");
    assertThat(dropped.exitCode()).isEqualTo(1);
    assertThat(dropped.out()).isEmpty();
    assertThat(dropped.err()).contains("Fairshare Entity x/y does not exist.\n");
  }

  @Test
  void pbsfsWritesTheNamesBackAndTrimKeepsOnlyResourceGroupsOwn() throws IOException {
    CommandRun s = CommandRun.of("pbsfs", "--sched-priv", dir.toString(), "-s", "..", "7");
    assertThat(s.exitCode()).as(s.err()).isZero();
    assertThat(records(usage)).containsExactlyInAnyOrder("..=7.0", ".=100.0");
    CommandRun e = CommandRun.of("pbsfs", "--sched-priv", dir.toString(), "-e");
    assertThat(e.exitCode()).as(e.err()).isZero();
    // read_usage with FS_TRIM finds '.' in resource_group (find_group_info) and not '..'
    assertThat(records(usage)).containsExactly(".=100.0");
  }

  @Test
  void explainFindsTheEntitiesByNameAndComputesAsPbsDoes() {
    CommandRun dot = CommandRun.of("explain", ".", "--tree", rg.toString(), "pbs.sched-config:" + conf,
        "--usage", "pbs.usage:" + usage);
    assertThat(dot.exitCode()).as(dot.err()).isZero();
    assertThat(dot.out()).startsWith("explain a/b/. under pbs.fairshare\n"
        + "factor: F = 2^-(uf/tp) = 2^-(0.767176/0.4) = 0.264632   (compute: 0.264632)\n");
    CommandRun dots = CommandRun.of("explain", "..", "--tree", rg.toString(), "pbs.sched-config:" + conf,
        "--usage", "pbs.usage:" + usage);
    assertThat(dots.exitCode()).as(dots.err()).isZero();
    assertThat(dots.out()).startsWith("explain unknown/.. under pbs.fairshare\n"
        + "factor: F = 2^-(uf/tp) = 2^-(0.236641/0.2) = 0.440372   (compute: 0.440372)\n");
  }

  @Test
  void theUsageFileReadAloneKeepsTheDotNames() {
    CommandRun run = CommandRun.of("compute", "--tree", "pbs.usage:" + usage, "--format", "tsv");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("\n.\tuser\t0\t0\t100\t", "\n..\tuser\t0\t0\t30\t").doesNotContain("x/y");
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
