package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.testkit.GoldenFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code fairshare sshare}'s list options split as sshare's list helpers split them (docs/algorithms/slurm.md §8.6):
 * {@code -A}, {@code -M} and {@code -o} by {@code slurm_addto_char_list} ({@code src/common/slurm_protocol_defs.c},
 * a bracket a host list from 16.05: {@code slurm-22-05-8-1}, {@code slurm-25-11-0-1}; plain characters at
 * {@code slurm-15-08-0-1}), {@code -u} by {@code slurm_parse_char_list} (no brackets; quotes). The golden rows were
 * written by hand: each account's row then its users', in lineage order (acct1, acct10, acct2 by strcmp), a user row
 * one space in under its printed account.
 */
class SshareListsTest {
  private static final Path D = Path.of("src/test/resources/slurm/brackets");
  private static final Path GOLDEN = Path.of("src/test/resources/golden/sshare");

  private static CommandRun sshare(String... flags) {
    List<String> args = new ArrayList<>(List.of("sshare", "--slurm-conf", D.resolve("slurm.conf").toString(),
        "--associations", D.resolve("assoc.cfg").toString(), "--ledger", "memory:"));
    args.addAll(List.of(flags));
    return CommandRun.of(args.toArray(String[]::new));
  }

  @Test
  void anAccountListWithBracketsIsTheHostListsNames() {
    CommandRun run = sshare("-a", "-A", "ACCT[1-2,10]", "-P", "-n", "-o", "Account,User,RawShares");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).isEmpty();
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("brackets-A-P-n.txt"));
    assertThat(sshare("-a", "-A", "acct1,acct2,acct10", "-P", "-n", "-o", "Account,User,RawShares").out())
        .isEqualTo(run.out());
    // the comma inside the bracket does not split, in -o too: R[1-2] is two names, r1 and r2, neither a field
    CommandRun field = sshare("-a", "-o", "Account,R[1-2]");
    assertThat(field.exitCode()).as(field.err()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(field.err()).startsWith("fairshare: -o: Invalid field requested: \"r1\"\n");
  }

  @Test
  void verboseListsTheExpandedAccountsAndTheQuotedUsers() {
    CommandRun run = sshare("-v", "-u", "'U1,u3',u10", "-A", "acct[1-3]", "-P");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).isEqualTo("Users requested:\n\t: U1\n\t: u3\nAccounts requested:\n\t: acct1\n\t: acct2\n"
        + "\t: acct3\n");
    assertThat(run.out()).isEqualTo(sshare("-u", "u1,u3", "-A", "acct1,acct2,acct3", "-P").out());
  }

  @Test
  void aUserListHasNoBrackets() {
    // u[1,x3] is the users u[1 and x3], neither in the tree: the account rows only
    CommandRun run = sshare("-u", "u[1,x3]", "-A", "acct1", "-P", "-n", "-o", "Account,User");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).isEqualTo("acct1|\n");
  }

  @Test
  void theClusterListExpandsToo() {
    CommandRun run = sshare("-a", "-M", "C[1-1]", "-A", "acct3", "-P", "-o", "Account,User");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).isEqualTo("CLUSTER: c1\nAccount|User\nacct3|\n acct3|u3\n");
  }

  @Test
  void before1605BracketsArePlainCharacters() {
    // 15.08's slurm_addto_char_list is 14.11's: the account is acct[1-2], which has no rows
    CommandRun run = sshare("--slurm-version", "15.08", "-a", "-A", "acct[1-2]", "-P", "-n");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).isEmpty();
  }

  @Test
  void aHostListSlurmCannotExpandIsRefused() {
    CommandRun run = sshare("-a", "-A", "acct[3-1]");
    assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("errors-bad-host-list.txt"));
  }
}
