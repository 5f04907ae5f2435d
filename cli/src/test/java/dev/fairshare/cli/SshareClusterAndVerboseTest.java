package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.testkit.GoldenFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code fairshare sshare}'s {@code -M}, {@code -v}, {@code -V}, {@code --json} and {@code --yaml} as Slurm's
 * {@code sshare} has them ({@code main}, {@code _multi_cluster} and {@code _print_version} of
 * {@code src/sshare/sshare.c}, {@code slurmdb_get_info_cluster}, {@code slurm_addto_char_list} and
 * {@code print_slurm_version} at {@code slurm-22-05-8-1}, {@code slurm-25-11-0-1} and {@code slurm-14-11-11-1};
 * docs/algorithms/slurm.md §8.6). The expected texts were written by hand from those sources; the table's rows are
 * those of test24.4 (its {@code -a -A aG,aD,aAB -P} golden).
 */
class SshareClusterAndVerboseTest {
  private static final Path SLURM = Path.of("src/test/resources/slurm");
  private static final Path GOLDEN = Path.of("src/test/resources/golden/sshare");

  private static CommandRun sshare(String... flags) {
    Path d = SLURM.resolve("test24.4");
    List<String> args = new ArrayList<>(List.of("sshare", "--slurm-conf", d.resolve("slurm.conf").toString(),
        "--associations", d.resolve("assoc.cfg").toString(), "--usage", d.resolve("usage-l-P.txt").toString()));
    args.addAll(List.of(flags));
    return CommandRun.of(args.toArray(String[]::new));
  }

  private static void misuse(CommandRun run, String... parts) {
    assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).contains(parts);
  }

  @Test
  void theDumpsClusterIsPrintedAfterItsClusterLine() {
    for (String[] option : new String[][] {{"-M", "test24"}, {"--clusters", "TEST24"}, {"--cluster=test24,Test24"}}) {
      List<String> args = new ArrayList<>(List.of("-a", "-A", "aD", "-P"));
      args.addAll(List.of(option));
      CommandRun run = sshare(args.toArray(String[]::new));
      assertThat(run.exitCode()).as(run.err()).isZero();
      GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("clusters-M-A-P.txt"));
    }
  }

  @Test
  void anotherClusterOrAllIsRefused() {
    misuse(sshare("-a", "-M", "other"), "fairshare: -M other: sshare would print cluster 'other' from its own "
        + "controller, and the associations given are cluster test24's", "hint: give -M test24");
    misuse(sshare("-a", "-M", "test24,other"), "cluster 'other'");
    misuse(sshare("-a", "-M", "all"), "fairshare: -M all: sshare prints every cluster the database knows");
  }

  @Test
  void beforeFifteenOEightMPrintsTheTableAlone() {
    Path d = SLURM.resolve("ticket-manual");
    String[] base = {"sshare", "-a", "--slurm-conf", d.resolve("slurm-ticket-based.conf").toString(),
        "--associations", d.resolve("assoc.cfg").toString(), "--usage", d.resolve("usage-P.txt").toString(), "-P"};
    CommandRun plain = CommandRun.of(base);
    List<String> args = new ArrayList<>(List.of(base));
    args.addAll(List.of("-M", "manual"));
    CommandRun withM = CommandRun.of(args.toArray(String[]::new));
    assertThat(withM.exitCode()).as(withM.err()).isZero();
    assertThat(withM.out()).isEqualTo(plain.out()).startsWith("Account|User|Raw Shares|");
  }

  @Test
  void verboseListsTheUsersAndAccountsAskedForOnStandardError() {
    CommandRun run = sshare("-a", "-A", "aG,aD,AG", "-P", "-v");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).isEqualTo("Users requested:\n\t: all\nAccounts requested:\n\t: ad\n\t: ag\n");
    assertThat(run.out()).isEqualTo(sshare("-a", "-A", "aG,aD,AG", "-P").out());
    assertThat(sshare("-u", "uD1,UD1", "-u", "uD2", "--verbose").err())
        .isEqualTo("Users requested:\n\t: uD1\n\t: uD2\nAccounts requested:\n\t: all\n");
    assertThat(sshare("-Dfairshare.slurm.sshare.user=alice", "-v").err())
        .isEqualTo("Users requested:\n\t: alice\nAccounts requested:\n\t: all\n");
    misuse(sshare("-a", "-vv"), "fairshare: -v given 2 times", "hint: give -v once");
  }

  @Test
  void versionPrintsTheReleaseWithItsPatchLevel() {
    CommandRun run = CommandRun.of("sshare", "-V", "--slurm-version", "22.05.8");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).isEqualTo("slurm 22.05.8\n");
    assertThat(CommandRun.of("sshare", "--version", "--slurm-version", "2.5.7").out()).isEqualTo("slurm 2.5.7\n");
    // getopt acts on the first of -V and -e; -v after -V comes too late to add the API version line
    assertThat(CommandRun.of("sshare", "-V", "-e", "-v", "--slurm-version", "25.11.0").out())
        .isEqualTo("slurm 25.11.0\n");
    assertThat(CommandRun.of("sshare", "-e", "-V", "--slurm-version", "25.11.0").out()).startsWith("Account    ");
    misuse(CommandRun.of("sshare", "-V"), "fairshare: -V: sshare -V prints the version of the Slurm it belongs to",
        "no --slurm-version is given", "hint: name the release with its patch level");
    misuse(CommandRun.of("sshare", "-V", "--slurm-version", "22.05"), "--slurm-version 22.05 has no patch level");
    misuse(CommandRun.of("sshare", "-v", "-V", "--slurm-version", "22.05.8"), "fairshare: -V after -v");
  }

  @Test
  void jsonAndYamlAreRefusedWithEachReleasesReason() {
    misuse(sshare("-a", "--json"), "fairshare: --json: sshare prints it through Slurm's data_parser plugin",
        "hint: use -P");
    misuse(sshare("-a", "--yaml=v0.0.41"), "fairshare: --yaml: sshare prints it through");
    misuse(sshare("-a", "--json", "--slurm-version", "22.05"), "fairshare: --json: sshare of Slurm 22.05 has no "
        + "--json (it came in 23.11)");
  }
}
