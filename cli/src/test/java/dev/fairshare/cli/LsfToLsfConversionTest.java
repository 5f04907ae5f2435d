package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example LSF site converted to LSF: what the one tree written cannot hold is reported as for any other
 * target, and what LSF has is written as LSF has it. It said "losses: 0" while it left out the night queue's tree
 * and the top [default, 5], named materials' default users, and wrote geo_reservoir without its members.
 */
class LsfToLsfConversionTest {
  private static final String SITE = "../examples/lsf/";

  @TempDir
  Path dir;

  @Test
  void theLostScopesAndExpandedDefaultsAreReportedAndACollectiveGroupKeepsItsMembers() throws IOException {
    CommandRun run = CommandRun.of("convert", "--from", SITE + "lsb.users", "--from", SITE + "lsb.queues", "--to",
        "lsf", "--out", dir.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains(SITE + "lsb.queues:18:1: lsf.scope: dropped: queue 'night' has its own fair-share tree")
        .contains(SITE + "lsb.queues:6:66: lsf.default: dropped: [default, 5]")
        .contains(SITE + "lsb.users:9:1: lsf.default: expanded: [default, 1] under 'materials' became 3 users")
        .doesNotContain("losses: 0");
    // lsb.users line 7: "geo_reservoir (mario nina) ()", a leaf account whose members share it
    assertThat(Files.readAllLines(dir.resolve("lsb.users"))).contains("geo_reservoir (mario nina) ()");
    CommandRun strict = CommandRun.of("convert", "--from", SITE + "lsb.users", "--from", SITE + "lsb.queues", "--to",
        "lsf", "--out", dir.resolve("strict").toString(), "--strict");
    assertThat(strict.exitCode()).isEqualTo(1);
    assertThat(dir.resolve("strict")).doesNotExist();
  }
}
