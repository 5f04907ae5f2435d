package dev.fairshare.cli.pbsfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fairshare pbsfs} on the sample of docs/algorithms/pbs.md §11 (tree of doc/man8/pbsfs.8B, usage pbsuser=100,
 * pbsuser1=100, pbsuser3=1000): the text of §11 byte for byte, and the files pbsfs writes.
 */
class PbsfsCommandTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/pbsfs");
  static final long LAST_DECAY = 1_700_000_000L;

  @TempDir
  Path dir;

  /** The usage file as PBS writes it for the sample: rec_write_usage order is pbsuser1, pbsuser, pbsuser3. */
  static byte[] sampleUsage() {
    return new UsageBytes(LAST_DECAY).record("pbsuser1", 100).record("pbsuser", 100).record("pbsuser3", 1000)
        .bytes();
  }

  @BeforeEach
  void sample() throws IOException {
    SampleSchedPriv.copyTo(dir);
  }

  record Run(int code, String out, String err) {}

  Run pbsfs(String... args) {
    CommandRun run = SampleSchedPriv.run(dir, "pbsfs", args);
    return new Run(run.exitCode(), run.out(), run.err().replace(dir.toString(), "SCHED_PRIV"));
  }

  @Test
  void printsTheTableOfSectionEleven() {
    expectOut(pbsfs("-p"), "sample-p.txt");
    expectOut(pbsfs(), "sample-p.txt");
  }

  @Test
  void printsTheTreeOfSectionEleven() {
    expectOut(pbsfs("-t"), "sample-t.txt");
  }

  @Test
  void printsOneEntityWithItsPath() {
    expectOut(pbsfs("-g", "pbsuser3"), "sample-g-pbsuser3.txt");
    expectOut(pbsfs("-g", "unknown"), "sample-g-unknown.txt");
  }

  @Test
  void comparesTwoEntities() {
    expectOut(pbsfs("-c", "pbsuser", "pbsuser1"), "sample-c-pbsuser-pbsuser1.txt");
    expectOut(pbsfs("-c", "pbsuser", "pbsuser2"), "sample-c-pbsuser-pbsuser2.txt");
  }

  @Test
  void theLastActionGivenWins() {
    expectOut(pbsfs("-g", "-t"), "sample-t.txt");
  }

  @Test
  void setWithTheSameValueWritesTheFileBackIdenticalWithBackupAndTouch() throws IOException {
    Run run = pbsfs("-s", "pbsuser3", "1000");
    assertThat(run.code()).isZero();
    assertThat(run.out()).isEmpty();
    assertThat(Files.readAllBytes(dir.resolve("usage"))).isEqualTo(sampleUsage());
    assertThat(Files.readAllBytes(dir.resolve("usage.bak"))).isEqualTo(sampleUsage());
    assertThat(Files.size(dir.resolve("usage.touch"))).isZero();
  }

  @Test
  void setChangesOnlyTheLeafAndWithLenientANonNumberIsIgnoredButStillRewritten() throws IOException {
    assertThat(pbsfs("-s", "pbsuser2", "7.5").code()).isZero();
    byte[] expected = new UsageBytes(LAST_DECAY).record("pbsuser1", 100).record("pbsuser", 100)
        .record("pbsuser3", 1000).record("pbsuser2", 7.5).bytes();
    assertThat(Files.readAllBytes(dir.resolve("usage"))).isEqualTo(expected);
    Files.delete(dir.resolve("usage.touch"));
    assertThat(pbsfs("-s", "pbsuser2", "7.5x").code()).isEqualTo(2);
    assertThat(dir.resolve("usage.touch")).doesNotExist();
    assertThat(pbsfs("--lenient", "-s", "pbsuser2", "7.5x").code()).isZero();
    assertThat(Files.readAllBytes(dir.resolve("usage"))).isEqualTo(expected);
    assertThat(dir.resolve("usage.touch")).exists();
  }

  @Test
  void decayHalvesEveryLeafAndSetsLastDecayToNow() throws IOException {
    Run run = pbsfs("--now", "1800000000", "-d");
    assertThat(run.code()).isZero();
    byte[] expected = new UsageBytes(1_800_000_000L).record("pbsuser1", 50).record("pbsuser", 50)
        .record("pbsuser3", 500).bytes();
    assertThat(Files.readAllBytes(dir.resolve("usage"))).isEqualTo(expected);
    assertThat(Files.readAllBytes(dir.resolve("usage.bak"))).isEqualTo(sampleUsage());
  }

  @Test
  void trimDropsEntitiesNotInResourceGroup() throws IOException {
    Files.write(dir.resolve("usage"), new UsageBytes(LAST_DECAY).record("pbsuser1", 100).record("ghost", 5)
        .record("pbsuser", 100).record("pbsuser3", 1000).bytes());
    assertThat(pbsfs("-p").out()).contains("ghost     : Grp: 1      cgrp: -1   Shares: 1      Usage: 5      Perc:"
        + "  0.000%");
    assertThat(pbsfs("--now", "1800000000", "-e").code()).isZero();
    byte[] expected = new UsageBytes(1_800_000_000L).record("pbsuser1", 100).record("pbsuser", 100)
        .record("pbsuser3", 1000).bytes();
    assertThat(Files.readAllBytes(dir.resolve("usage"))).isEqualTo(expected);
  }

  @Test
  void unknownSharesFromSchedConfigGiveTheUnknownGroupItsPercentage() throws IOException {
    Files.writeString(dir.resolve("sched_config"), "unknown_shares: 10\n");
    Files.write(dir.resolve("usage"), new UsageBytes(LAST_DECAY).record("pbsuser1", 100).record("ghost", 5)
        .bytes());
    String out = pbsfs("-p").out();
    assertThat(out).contains("group2    : Grp: 0      cgrp: 20   Shares: 60     Usage: 1      Perc: 54.545%\n");
    assertThat(out).contains("group1    : Grp: 0      cgrp: 10   Shares: 40     Usage: 101    Perc: 36.364%\n");
    assertThat(out).contains("unknown   : Grp: 0      cgrp: 1    Shares: 10     Usage: 6      Perc:  9.091%\n");
    assertThat(out).contains("ghost     : Grp: 1      cgrp: -1   Shares: 1      Usage: 5      Perc:  9.091%\n");
  }

  @Test
  void decayFactorFromSchedConfigIsFloat32() throws IOException {
    Files.writeString(dir.resolve("sched_config"), "fairshare_decay_factor: 0.7\n");
    assertThat(pbsfs("--now", "1800000000", "-d").code()).isZero();
    byte[] expected = new UsageBytes(1_800_000_000L).record("pbsuser1", 100 * 0.699999988079071)
        .record("pbsuser", 100 * 0.699999988079071).record("pbsuser3", 699.99998807907104).bytes();
    assertThat(Files.readAllBytes(dir.resolve("usage"))).isEqualTo(expected);
  }

  @Test
  void unknownEntityIsAnErrorOnStderr() {
    Run run = pbsfs("-g", "nobody");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).isEqualTo("Fairshare Entity nobody does not exist.\n");
  }

  @Test
  void wrongArgumentCountsPrintPbsfsUsageAndAreMisuse() {
    assertThat(pbsfs("-g")).isEqualTo(new Run(2, "", "Usage: pbsfs [-I sched_name] -g <fairshare_entity>\n"));
    assertThat(pbsfs("-c", "pbsuser")).isEqualTo(new Run(2, "", "Usage: pbsfs [-I sched_name] -c <entity1> "
        + "<entity2>\n"));
    assertThat(pbsfs("-s", "pbsuser")).isEqualTo(new Run(2, "", "Usage: pbsfs [-I sched_name] -s "
        + "<fairshare_entity> <usage>\n"));
    assertThat(pbsfs("-p", "x")).isEqualTo(new Run(2, "", "Usage: pbsfs -[ptdgcs] [-I sched_name]\n"));
    assertThat(pbsfs("--lenient", "-g")).isEqualTo(new Run(1, "",
        "Usage: pbsfs [-I sched_name] -g <fairshare_entity>\n"));
  }

  @Test
  void anUnknownOptionIsMisuseAndPrintsNoTable() {
    assertThat(pbsfs("-z")).isEqualTo(new Run(2, "", "pbsfs: invalid option -- 'z'\n"
        + "Usage: pbsfs -[ptdgcs] [-I sched_name]\n"));
    assertThat(pbsfs("--bogus")).isEqualTo(new Run(2, "", "Usage: pbsfs --version\n"));
  }

  @Test
  void lenientModeKeepsPbsfsExitCodesForMisuse() throws IOException {
    Run run = pbsfs("--lenient", "-z");
    assertThat(run.code()).isZero();
    assertThat(run.err()).isEqualTo("pbsfs: invalid option -- 'z'\n");
    expectOut(run, "sample-p.txt", false);
    assertThat(pbsfs("--lenient", "--bogus")).isEqualTo(new Run(1, "", "Usage: pbsfs --version\n"));
  }

  @Test
  void missingUsageFileStartsEmpty() throws IOException {
    Files.delete(dir.resolve("usage"));
    Run run = pbsfs("-t");
    assertThat(run.code()).isZero();
    assertThat(run.err()).isEqualTo("Creating usage database for fairshare.\n");
    assertThat(pbsfs("-p").out()).contains("TREEROOT  : Grp: -1     cgrp: 0    Shares: -1     Usage: 1      Perc: "
        + "100.000%");
  }

  @Test
  void malformedResourceGroupLineIsBadInputAndNothingIsWritten() throws IOException {
    Files.writeString(dir.resolve("resource_group"), Files.readString(dir.resolve("resource_group"))
        + "pbsuser4 23 group2\npbsuser5 24 group9 10\npbsuser6 25 group2 10x\n");
    Run run = pbsfs("-d");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("bad-resource-group.txt"));
    assertUnchanged();
  }

  @Test
  void lenientModeBehavesAsPbsfsOnBadLines() throws IOException {
    Files.writeString(dir.resolve("resource_group"), Files.readString(dir.resolve("resource_group"))
        + "pbsuser4 23 group2\npbsuser5 24 group9 10\npbsuser3 26 group1 5\n");
    Run run = pbsfs("--lenient", "-t");
    assertThat(run.code()).isZero();
    assertThat(run.err()).isEqualTo("resgroup: error on line 7.\nParent ginfo of pbsuser5 doesnt exist.\n"
        + "resgroup: error on line 8.\nentity pbsuser3 is not unique\nresgroup: error on line 9.\n");
    expectOut(run, "sample-t.txt", false);
  }

  @Test
  void truncatedUsageFileIsBadInputWithItsByteOffset() throws IOException {
    byte[] cut = java.util.Arrays.copyOf(sampleUsage(), 200);
    Files.write(dir.resolve("usage"), cut);
    Run run = pbsfs("-d");
    assertThat(run.code()).isEqualTo(1);
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("truncated-usage.txt"));
    assertThat(Files.readAllBytes(dir.resolve("usage"))).isEqualTo(cut);
    assertThat(dir.resolve("usage.bak")).doesNotExist();
    assertThat(dir.resolve("usage.touch")).doesNotExist();
  }

  @Test
  void lenientModeIgnoresAPartialLastRecordAsPbsDoes() throws IOException {
    Files.write(dir.resolve("usage"), java.util.Arrays.copyOf(sampleUsage(), 200));
    Run run = pbsfs("--lenient", "-p");
    assertThat(run.code()).isZero();
    assertThat(run.err()).isEmpty();
    assertThat(run.out()).contains("TREEROOT  : Grp: -1     cgrp: 0    Shares: -1     Usage: 201    Perc: 100.000%");
    assertThat(run.out()).contains("pbsuser3  : Grp: 20     cgrp: 22   Shares: 40     Usage: 1      Perc: 24.000%");
  }

  @Test
  void otherSchedulersNeedAServerWeDoNotHave() {
    assertThat(pbsfs("-I", "sc2", "-p")).isEqualTo(new Run(1, "", "Can't connect to the server\n"));
  }

  @Test
  void foreignUsageFileIsBadInput() throws IOException {
    byte[] text = "group1 10 root 40\ngroup2 20 root 60\n".getBytes(StandardCharsets.US_ASCII);
    Files.write(dir.resolve("usage"), text);
    Run run = pbsfs("-p");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("foreign-usage.txt"));
    assertThat(Files.readAllBytes(dir.resolve("usage"))).isEqualTo(text);
  }

  private void assertUnchanged() throws IOException {
    assertThat(Files.readAllBytes(dir.resolve("usage"))).isEqualTo(sampleUsage());
    assertThat(dir.resolve("usage.bak")).doesNotExist();
    assertThat(dir.resolve("usage.touch")).doesNotExist();
  }

  private static void expectOut(Run run, String golden) {
    expectOut(run, golden, true);
  }

  private static void expectOut(Run run, String golden, boolean quiet) {
    assertThat(run.code()).as("exit code; stderr: %s", run.err()).isZero();
    if (quiet) {
      assertThat(run.err()).isEmpty();
    }
    try {
      assertThat(run.out()).isEqualTo(Files.readString(GOLDEN.resolve(golden), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
