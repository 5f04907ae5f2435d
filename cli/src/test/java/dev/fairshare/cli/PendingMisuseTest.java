package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code explain --pending} and {@code view --pending} when none of the algorithms they run takes pending jobs
 * ({@code FairshareAlgorithm.takesPendingJobs}): misuse, as {@code compute --pending} is, with the same words
 * (one check, {@code PendingFile.refuseUnlessTaken}); before, both read the file and ignored it (exit 0). With
 * one algorithm that takes them (one of {@code --all}, one of a {@code --compare} pair) the file is taken.
 */
class PendingMisuseTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/pending");

  @TempDir
  Path dir;

  private Path tree;
  private Path pending;

  @BeforeEach
  void files() throws IOException {
    tree = Seed003.write(dir);
    pending = Files.writeString(dir.resolve("pending.txt"), "A/C/user2\n");
  }

  private static void misuse(CommandRun run, String golden) {
    assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve(golden));
  }

  @Test
  void explainRefusesPendingJobsForANamedAlgorithmThatTakesNone() {
    misuse(CommandRun.of("explain", "user2", "--tree", tree.toString(), "--algorithm", "slurm.fair-tree",
        "--pending", pending.toString()), "explain-fair-tree.err");
  }

  /** The default algorithm of a fairshare.tsv tree, slurm.classic, takes none either. */
  @Test
  void explainRefusesPendingJobsForTheDefaultAlgorithm() {
    misuse(CommandRun.of("explain", "user2", "--tree", tree.toString(), "--pending", pending.toString()),
        "explain-default.err");
  }

  @Test
  void explainTakesPendingJobsForAnAlgorithmThatTakesThem() {
    CommandRun ticket = CommandRun.of("explain", "user2", "--tree", tree.toString(), "--algorithm", "slurm.ticket",
        "--pending", pending.toString());
    assertThat(ticket.exitCode()).as(ticket.err()).isZero();
    CommandRun all = CommandRun.of("explain", "user2", "--tree", tree.toString(), "--all", "--pending",
        pending.toString());
    assertThat(all.exitCode()).as(all.err()).isZero();
  }

  @Test
  void viewRefusesPendingJobsWhenNeitherAlgorithmTakesThem() {
    misuse(CommandRun.of("view", "--tree", tree.toString(), "--compare", "slurm.classic,pbs.fairshare",
        "--pending", pending.toString(), "--html", dir.resolve("v.html").toString()), "view-compare.err");
    misuse(CommandRun.of("view", "--tree", tree.toString(), "--pending", pending.toString(), "--svg",
        dir.resolve("v.svg").toString()), "view-default.err");
    assertThat(dir.resolve("v.html")).doesNotExist();
    assertThat(dir.resolve("v.svg")).doesNotExist();
  }

  @Test
  void viewTakesPendingJobsWhenOneOfThePairTakesThem() {
    CommandRun run = CommandRun.of("view", "--tree", tree.toString(), "--compare", "slurm.classic,slurm.ticket",
        "--pending", pending.toString(), "--svg", dir.resolve("v.svg").toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(dir.resolve("v.svg")).exists();
  }

  /**
   * The note that no pending jobs were given comes from the SPI ({@code zeroWithoutPendingJobs}), not a name:
   * under slurm.ticket every factor is 0 without them, under lsf.fairshare every user is ranked.
   */
  @Test
  void theNoPendingJobsNoteIsForAlgorithmsWhoseFactorsAreAll0WithoutThem() {
    String note = "no pending jobs given (--pending): no node is active, so every user's factor is 0";
    CommandRun ticket = CommandRun.of("explain", "user2", "--tree", tree.toString(), "--algorithm", "slurm.ticket");
    assertThat(ticket.exitCode()).as(ticket.err()).isZero();
    assertThat(ticket.out()).contains(note);
    CommandRun given = CommandRun.of("explain", "user2", "--tree", tree.toString(), "--algorithm", "slurm.ticket",
        "--pending", pending.toString());
    assertThat(given.out()).doesNotContain(note);
    CommandRun lsf = CommandRun.of("explain", "user2", "--tree", tree.toString(), "--algorithm", "lsf.fairshare");
    assertThat(lsf.exitCode()).as(lsf.err()).isZero();
    assertThat(lsf.out()).doesNotContain("no pending jobs given");
  }
}
