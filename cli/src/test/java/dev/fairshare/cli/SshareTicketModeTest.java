package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.testkit.GoldenFiles;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code fairshare sshare} in Slurm's ticket mode, 2.5 ({@code PriorityType=priority/multifactor2}) to 14.11
 * ({@code PriorityFlags=TICKET_BASED}), on the tree of the multifactor2 manual's example with raw usage 200, 250,
 * 0, 250, 0 and the zero-share G's user6 300 (docs/algorithms/slurm.md §8.5, §11).
 *
 * <p>The expected lines are derived from the C code, not from this code: the columns and headers from
 * {@code src/sshare/process.c} at {@code slurm-2-5-7-1} and {@code slurm-14-11-11-1} (non-Fair-Tree sets:
 * {@code A,User,RawShares,NormShares,RawUsage,EffUsage,FSFctr} and, with {@code -l}, NormUsage after RawUsage and
 * {@code GrpCPUMins,CPURunMins} at the end; headers "Raw Shares", "Norm Shares", "Raw Usage", "Norm Usage",
 * "Effectv Usage"), the header printed {@code %*.*s} with the absolute width (so "Account" right-aligned) by
 * {@code print_fields_header}, the cells by {@code print_fields_double} ({@code %*f}; blank only for NO_VAL and
 * INFINITE; the root's usage_norm is NO_VAL) and FairShare computed by sshare itself as
 * {@code priority_g_calc_fs_factor(usage_efctv, shares_norm)}. By hand: S of A is 40/100 = 0.4, U = E = 450/1000
 * (under the root: no floor), F = 0.4/0.45 = 0.888889; user3: S = 0.4·10/40·1/2 = 0.05, U = 0, E = the floor
 * 0.01·1/2 = 0.005, F = 10; F: S = 0.6·35/60 = 0.35, E = 0.01·35/60 = 0.005833, F = 60; user6 under the
 * zero-share G: level shares 0, so S = 0·(0/0), x86's negative default NaN, printed {@code -nan} by glibc; its
 * F is 0 in 2.5 ({@code shares_norm > 0.0} fails), NaN in 2.6 ({@code shares_norm <= 0} fails too); 14.11's
 * {@code _normalize_assoc_shares_traditional} makes S 0 there, so F 0.
 */
class SshareTicketModeTest {
  private static final Path DIR = Path.of("src/test/resources/slurm/ticket-manual");
  private static final Path GOLDEN = Path.of("src/test/resources/golden/sshare");

  private static CommandRun sshare(String conf, String... flags) {
    List<String> args = new java.util.ArrayList<>(List.of("sshare", "-a", "--slurm-conf", DIR.resolve(conf).toString(),
        "--associations", DIR.resolve("assoc.cfg").toString(), "--usage", DIR.resolve("usage-P.txt").toString()));
    args.addAll(List.of(flags));
    return CommandRun.of(args.toArray(String[]::new));
  }

  @Test
  void multifactor2PrintsSlurm25sColumnsWithTheTicketFactor() {
    CommandRun run = sshare("slurm.conf", "-l");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).isEmpty();
    List<String> lines = run.out().lines().toList();
    assertThat(lines.get(0)).isEqualTo("             Account       User Raw Shares Norm Shares   Raw Usage  Norm Usage "
        + "Effectv Usage  FairShare  GrpCPUMins      CPURunMins ");
    assertThat(lines).contains(
        "root                                          1.000000        1000                  1.000000   1.000000"
            + "                           0 ",
        " A                                      40    0.400000         450    0.450000      0.450000   0.888889"
            + "                           0 ",
        "   C                      user3          1    0.050000           0    0.000000      0.005000  10.000000"
            + "                           0 ",
        "  F                                     35    0.350000           0    0.000000      0.005833  60.000000"
            + "                           0 ",
        "  G                       user6          0        -nan         300    0.300000      0.300000   0.000000"
            + "                           0 ");
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("ticket-2.5-l.txt"));
  }

  @Test
  void ticketBasedReleasesDifferOnlyWhereALevelsSharesSumToZero() {
    CommandRun v26 = sshare("slurm-ticket-based.conf", "-P", "--slurm-version", "2.6");
    CommandRun v1403 = sshare("slurm-ticket-based.conf", "-P", "--slurm-version", "14.03");
    CommandRun v1411 = sshare("slurm-ticket-based.conf", "-P", "--slurm-version", "14.11");
    assertThat(v26.out()).startsWith("Account|User|Raw Shares|Norm Shares|Raw Usage|Effectv Usage|FairShare\n")
        .endsWith("  G|user6|0|-nan|300|0.300000|-nan\n").isEqualTo(v1403.out());
    assertThat(v1411.out()).endsWith("  G|user6|0|0.000000|300|0.300000|0.000000\n");
    assertThat(v1411.err()).isEmpty();
    GoldenFiles.assertMatches(v26.out(), GOLDEN.resolve("ticket-2.6-P.txt"));
  }

  @Test
  void ticketBasedWithoutAReleaseIsReadAs1411WithANoteWhenItMatters() {
    CommandRun run = sshare("slurm-ticket-based.conf", "-P");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).isEqualTo(sshare("slurm-ticket-based.conf", "-P", "--slurm-version", "14.11").out());
    assertThat(run.err()).startsWith(DIR.resolve("slurm-ticket-based.conf") + ":3:1: warning: "
        + "[slurm.conf.ticket-version-assumed]");
  }

  @Test
  void aReleaseWithoutTheFilesModeIsMisuse() {
    assertThat(sshare("slurm.conf", "--slurm-version", "14.11").exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(sshare("slurm.conf", "--slurm-version", "22.05").exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(sshare("slurm-ticket-based.conf", "--slurm-version", "2.5").exitCode()).isEqualTo(ExitCodes.MISUSE);
    CommandRun modern = sshare("slurm-ticket-based.conf", "--slurm-version", "25.11");
    assertThat(modern.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(modern.err()).contains("TICKET_BASED was removed in 15.08");
    assertThat(sshare("../test24.4/slurm.conf", "--slurm-version", "14.11").exitCode())
        .isEqualTo(ExitCodes.MISUSE);
  }
}
