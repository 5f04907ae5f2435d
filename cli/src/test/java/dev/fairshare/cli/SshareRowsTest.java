package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code fairshare sshare -a}, {@code -u}, {@code -A} and {@code -U} on the tree of Slurm's test24.4: which rows
 * are printed and how the Account cell is indented. The golden files were written by hand from the full output
 * (whose rows are Slurm's own, test24.4) by the rules of {@code src/sshare/sshare.c} ({@code -a}, {@code -u} in
 * order, the caller's rows by default), {@code assoc_mgr_get_shares} (the user list skips user rows only, the
 * account list every row whose {@code acct} it lacks, both with {@code strcasecmp}), {@code process} ({@code -U})
 * and {@code slurmdb_tree_name_get} (one space more than the parent account's row when that row was printed,
 * none otherwise).
 */
class SshareRowsTest {
  private static final Path SLURM = Path.of("src/test/resources/slurm/test24.4");
  private static final Path GOLDEN = Path.of("src/test/resources/golden/sshare");

  private static CommandRun sshare(String... flags) {
    List<String> args = new ArrayList<>(List.of("sshare", "--slurm-conf", SLURM.resolve("slurm.conf").toString(),
        "--associations", SLURM.resolve("assoc.cfg").toString(),
        "--usage", SLURM.resolve("usage-l-P.txt").toString()));
    args.addAll(List.of(flags));
    CommandRun run = CommandRun.of(args.toArray(String[]::new));
    assertThat(run.err()).isEmpty();
    assertThat(run.exitCode()).isZero();
    return run;
  }

  private static String golden(String name) throws IOException {
    return Files.readString(GOLDEN.resolve(name));
  }

  @Test
  void usersListShowsEveryAccountAndTheirRowsComparedWithoutCase() {
    GoldenFiles.assertMatches(sshare("-u", "uAB2,UGA1").out(), GOLDEN.resolve("test24.4-u.txt"));
  }

  @Test
  void anUnknownUserLeavesTheAccountRowsOnly() {
    GoldenFiles.assertMatches(sshare("-u", "nobody").out(), GOLDEN.resolve("test24.4-u-unknown.txt"));
  }

  @Test
  void withoutAllOrUsersTheCallersRowsAreShown() {
    GoldenFiles.assertMatches(sshare("-Dfairshare.slurm.sshare.user=u2").out(),
        GOLDEN.resolve("test24.4-caller.txt"));
  }

  @Test
  void accountsListKeepsTheAccountsOwnRowsAndUsersNotSubAccounts() {
    GoldenFiles.assertMatches(sshare("-a", "-A", "aD,AAB", "-P").out(), GOLDEN.resolve("test24.4-a-A-P.txt"));
    GoldenFiles.assertMatches(sshare("--all", "--accounts=aD", "--accounts", "aAB", "-P").out(),
        GOLDEN.resolve("test24.4-a-A-P.txt"));
  }

  @Test
  void aListedSubAccountIsIndentedUnderItsListedParent() {
    GoldenFiles.assertMatches(sshare("-u", "uDA2", "-A", "aD,aDA", "-l", "-P").out(),
        GOLDEN.resolve("test24.4-u-A-l-P.txt"));
  }

  @Test
  void usersOnlyLeavesTheAccountRowsOutAndTheIndentation() {
    GoldenFiles.assertMatches(sshare("-a", "-U", "-P").out(), GOLDEN.resolve("test24.4-a-U-P.txt"));
  }

  @Test
  void anUnknownAccountLeavesTheHeaderOnly() {
    assertThat(sshare("-a", "-A", "nosuch", "-P").out())
        .isEqualTo("Account|User|RawShares|NormShares|RawUsage|EffectvUsage|FairShare\n");
  }

  @Test
  void theLastOfAllAndUsersDecidesAndMinusOneIsAll() throws IOException {
    String all = golden("test24.4-default.txt");
    assertThat(sshare("-a").out()).isEqualTo(all);
    assertThat(sshare("-u", "u2", "-a").out()).isEqualTo(all);
    assertThat(sshare("-u", "-1").out()).isEqualTo(all);
    assertThat(sshare("-a", "-u", "u2", "-Dfairshare.slurm.sshare.user=nobody").out())
        .isEqualTo(golden("test24.4-caller.txt"));
    assertThat(sshare("-u", "u2", "-u", "-1", "-u", "nobody", "-Dfairshare.slurm.sshare.user=x").out())
        .isEqualTo(golden("test24.4-caller.txt"));
  }

  @Test
  void aUidIsRefusedWithAHint() {
    CommandRun run = CommandRun.of("sshare", "--slurm-conf", SLURM.resolve("slurm.conf").toString(),
        "--associations", SLURM.resolve("assoc.cfg").toString(),
        "--usage", SLURM.resolve("usage-l-P.txt").toString(), "-u", "1001");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).contains("-u 1001").contains("hint: give the user's name");
  }
}
