package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code explain --slurm-conf} and {@code compute} with a slurm.conf among its inputs, without {@code --algorithm},
 * compute with the algorithm the slurm.conf selects (docs/algorithms/slurm.md §10, §11): the ticket mode's
 * {@code slurm.ticket}, of 2.5 for {@code priority/multifactor2} and of 14.11 for {@code TICKET_BASED}; Fair Tree
 * for a slurm.conf without PriorityFlags (the default since 19.05). On the multifactor2 manual's example with
 * user2 and user5 pending, user2's factor is the manual's A/D ticket proportion, 198/802 = 0.247
 * ({@code priority_multifactor2.shtml}; §11, "Manual and code differ").
 */
class SlurmConfAlgorithmSelectionTest {
  private static final Path DIR = Path.of("src/test/resources/slurm/ticket-manual");

  private static CommandRun explain(String conf, Path pending, String... more) {
    java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("explain", "user2", "--tree",
        "slurm.sacctmgr-dump:" + DIR.resolve("assoc.cfg"), "--usage", "slurm.sshare:" + DIR.resolve("usage-P.txt"),
        "--slurm-conf", DIR.resolve(conf).toString()));
    if (pending != null) {
      args.addAll(java.util.List.of("--pending", pending.toString()));
    }
    args.addAll(java.util.List.of(more));
    return CommandRun.of(args.toArray(String[]::new));
  }

  @Test
  void theSlurmConfsTicketModePicksSlurmTicketOfItsRelease(@TempDir Path dir) throws IOException {
    Path pending = Files.writeString(dir.resolve("pending.txt"), "A/C/user2\nD/F/user5\n");
    CommandRun flag = explain("slurm-ticket-based.conf", pending);
    assertThat(flag.exitCode()).as(flag.err()).isZero();
    assertThat(flag.out()).startsWith("explain A/C/user2 under slurm.ticket\n").contains("(compute: 0.246914)")
        .contains("Slurm version: 14.11");
    CommandRun mf2 = explain("slurm.conf", pending);
    assertThat(mf2.out()).startsWith("explain A/C/user2 under slurm.ticket\n").contains("Slurm version: 2.5");
    assertThat(explain("slurm.conf", null, "--algorithm", "slurm.classic").out())
        .startsWith("explain A/C/user2 under slurm.classic\n");
    // slurm.classic named over the slurm.conf's ticket mode takes no pending jobs: misuse, as compute's
    CommandRun classic = explain("slurm.conf", pending, "--algorithm", "slurm.classic");
    assertThat(classic.exitCode()).isEqualTo(2);
    assertThat(classic.err()).startsWith("fairshare: --pending lists nodes with pending jobs, and slurm.classic "
        + "takes none\n");
  }

  @Test
  void computeWithASlurmConfAmongItsInputsUsesItsAlgorithm(@TempDir Path dir) throws IOException {
    Path pending = Files.writeString(dir.resolve("pending.txt"), "A/C/user2\nD/F/user5\n");
    String dump = "slurm.sacctmgr-dump:" + DIR.resolve("assoc.cfg");
    CommandRun ticket = CommandRun.of("compute", "--tree", dump, "--tree", "slurm.conf:"
        + DIR.resolve("slurm-ticket-based.conf"), "--pending", pending.toString(), "--format", "json");
    assertThat(ticket.exitCode()).as(ticket.err()).isZero();
    assertThat(ticket.out()).contains("\"algorithm\" : \"slurm.ticket\"");
    CommandRun fairTree = CommandRun.of("compute", "--tree", dump, "--tree", "slurm.conf:"
        + Path.of("../examples/slurm/slurm.conf"), "--format", "json");
    assertThat(fairTree.out()).as(fairTree.err()).contains("\"algorithm\" : \"slurm.fair-tree\"");
    // without a slurm.conf, Slurm's own default (Fair Tree since 19.05), as explain and view choose
    assertThat(CommandRun.of("compute", "--tree", dump, "--format", "json").out())
        .contains("\"algorithm\" : \"slurm.fair-tree\"");
  }
}
