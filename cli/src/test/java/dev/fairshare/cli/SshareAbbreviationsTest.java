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
 * {@code fairshare sshare}'s long options abbreviated as sshare's {@code getopt_long} reads them: the
 * {@code long_options[]} of {@code main} in {@code src/sshare/sshare.c} (at {@code slurm-2-5-7-1},
 * {@code slurm-14-11-11-1}, {@code slurm-22-05-8-1}, {@code slurm-25-11-0-1}) and glibc's
 * {@code process_long_option}: an exact name wins; otherwise the names that start with what is typed (case
 * counts), the first of them unless a later one differs from it in {@code has_arg}, {@code flag} or {@code val},
 * when glibc prints {@code option '--X' is ambiguous; possibilities: '--A' '--B'} (the first and each that
 * differs, in table order) and getopt returns {@code '?'}, after which sshare prints
 * {@code Try "sshare --help" for more information} and exits 1.
 */
class SshareAbbreviationsTest {
  private static final Path SLURM = Path.of("src/test/resources/slurm");
  private static final Path GOLDEN = Path.of("src/test/resources/golden/sshare");

  private static CommandRun sshare(String... flags) {
    Path d = SLURM.resolve("test24.4");
    List<String> args = new ArrayList<>(List.of("sshare", "--slurm-conf", d.resolve("slurm.conf").toString(),
        "--associations", d.resolve("assoc.cfg").toString(), "--usage", d.resolve("usage-l-P.txt").toString()));
    args.addAll(List.of(flags));
    return CommandRun.of(args.toArray(String[]::new));
  }

  private static void same(CommandRun abbreviated, CommandRun full) {
    assertThat(full.exitCode()).as(full.err()).isZero();
    assertThat(abbreviated.exitCode()).as(abbreviated.err()).isZero();
    assertThat(abbreviated.err()).isEqualTo(full.err());
    assertThat(abbreviated.out()).isEqualTo(full.out()).isNotEmpty();
  }

  private static void ambiguous(CommandRun run, String message) {
    assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo("fairshare: " + message + "\nTry \"fairshare sshare --help\" for more information\n");
  }

  @Test
  void aPrefixOfOneLongOptionIsThatOption() {
    CommandRun full = sshare("-a", "--accounts", "aD,aE", "--noheader", "--parsable2");
    same(sshare("-a", "--acc", "aD,aE", "--noh", "--parsable2"), full);
    same(sshare("-a", "--ac=aD,aE", "--n", "--parsable2"), full);
    same(sshare("--al", "-A", "aD", "--l", "--f", "Account,User,FairShare%9"),
        sshare("--all", "-A", "aD", "--long", "--format", "Account,User,FairShare%9"));
    same(sshare("-a", "--U", "--user", "uD1", "-P"), sshare("-a", "--Users", "--users", "uD1", "-P"));
    same(sshare("-a", "-A", "aD", "--verb", "--part"), sshare("-a", "-A", "aD", "--verbose", "--partition"));
  }

  @Test
  void anExactNameWinsOverTheNamesItBegins() {
    // --parsable is also the start of --parsable2: the exact name is -p, every cell followed by |
    CommandRun p = sshare("-a", "-A", "aD", "--parsable");
    assertThat(p.exitCode()).as(p.err()).isZero();
    assertThat(p.out()).startsWith("Account|User|RawShares|")
        .contains("\n aD|uD1|parent|0.240385|20|0.181818|0.476190|\n");
    // --cluster is also the start of --clusters; both are -M, so --clu is not ambiguous either
    same(sshare("-a", "-A", "aD", "--clu", "test24"), sshare("-a", "-A", "aD", "-M", "test24"));
    same(sshare("-a", "-A", "aD", "--cluster", "test24"), sshare("-a", "-A", "aD", "-M", "test24"));
  }

  @Test
  void anAmbiguousPrefixIsGlibcsMessageAndExitOne() {
    CommandRun run = sshare("-a", "--p");
    ambiguous(run, "option '--p' is ambiguous; possibilities: '--partition' '--parsable' '--parsable2'");
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("errors-ambiguous-option.txt"));
    // the text after = is echoed; 25.11's table starts with --autocomplete
    ambiguous(sshare("--a=x"), "option '--a=x' is ambiguous; possibilities: '--autocomplete' '--accounts' '--all'");
    ambiguous(sshare("-a", "--us", "alice"), "option '--us' is ambiguous; possibilities: '--users' '--usage'");
    ambiguous(sshare("-a", "--ver"), "option '--ver' is ambiguous; possibilities: '--verbose' '--version'");
    ambiguous(sshare("--he"), "option '--he' is ambiguous; possibilities: '--helpformat' '--help'");
    // getopt stops at the first: the options after it are not read
    ambiguous(sshare("--pars", "--bogus"), "option '--pars' is ambiguous; possibilities: '--parsable' '--parsable2'");
    // and an option it does not know, before the ambiguous one, is the error (here picocli's, exit 2)
    CommandRun unknown = sshare("--bogus", "--pars");
    assertThat(unknown.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(unknown.err()).startsWith("Unknown options: '--bogus', '--pars'").doesNotContain("ambiguous");
  }

  @Test
  void eachReleaseReadsItsOwnTable() {
    // 22.05 has no --autocomplete, 14.11 no --helpformat, --partition or --format, 2.5 no --Users
    ambiguous(sshare("--slurm-version", "22.05", "--a=x"),
        "option '--a=x' is ambiguous; possibilities: '--accounts' '--all'");
    ambiguous(sshare("-a", "--p", "--slurm-version=14.11"),
        "option '--p' is ambiguous; possibilities: '--parsable' '--parsable2'");
    CommandRun help = sshare("--slurm-version", "14.11", "--he");
    assertThat(help.exitCode()).as(help.err()).isZero();
    assertThat(help.out()).startsWith("Usage: fairshare sshare ");
    CommandRun u = sshare("--slurm-version", "2.5", "--U");
    assertThat(u.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(u.err()).contains("Unknown option: '--U'");
  }

  private static CommandRun ticket(String conf, String... flags) {
    Path d = SLURM.resolve("ticket-manual");
    List<String> args = new ArrayList<>(List.of("sshare", "--slurm-conf", d.resolve(conf).toString(),
        "--associations", d.resolve("assoc.cfg").toString(), "--usage", d.resolve("usage-P.txt").toString()));
    args.addAll(List.of(flags));
    return CommandRun.of(args.toArray(String[]::new));
  }

  /**
   * Without {@code --slurm-version} the table is that of the release the slurm.conf selects, the one the command
   * reproduces: 2.5 for {@code PriorityType=priority/multifactor2}, 14.11 for {@code PriorityFlags=TICKET_BASED}
   * (test24.4's slurm.conf, outside the ticket mode, is 25.11's, above). By hand from each table: {@code --he}
   * starts only {@code help} in 2.5 and 14.11 (no {@code helpformat} before 15.08), where 25.11 finds it ambiguous;
   * {@code --p} starts {@code parsable} and {@code parsable2} ({@code p} and {@code P}) but not {@code partition},
   * which came in 15.08; {@code --U} starts {@code Users} from 14.11 and nothing in 2.5 (case counts), where getopt
   * says the option is unrecognized (here picocli's message, exit 2).
   */
  @Test
  void theReleaseTheSlurmConfSelectsReadsTheAbbreviations() {
    for (String conf : List.of("slurm.conf", "slurm-ticket-based.conf")) {
      CommandRun help = ticket(conf, "--he");
      assertThat(help.exitCode()).as(conf + ": " + help.err()).isZero();
      assertThat(help.out()).as(conf).startsWith("Usage: fairshare sshare ");
      ambiguous(ticket(conf, "-a", "--p"), "option '--p' is ambiguous; possibilities: '--parsable' '--parsable2'");
      same(ticket(conf, "-a", "--noh", "--parsable2"), ticket(conf, "-a", "--noheader", "--parsable2"));
    }
    same(ticket("slurm-ticket-based.conf", "-a", "--U"), ticket("slurm-ticket-based.conf", "-a", "--Users"));
    CommandRun u = ticket("slurm.conf", "-a", "--U");
    assertThat(u.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(u.out()).isEmpty();
    assertThat(u.err()).contains("Unknown option: '--U'");
    // --slurm-version names the release, whose table is read: 2.6 has 2.5's (no --Users)
    CommandRun named = ticket("slurm-ticket-based.conf", "--slurm-version", "2.6", "-a", "--U");
    assertThat(named.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(named.err()).contains("Unknown option: '--U'");
    // a slurm.conf that cannot be read leaves 25.11's table; its problem is the command's error, as before
    CommandRun unreadable = CommandRun.of("sshare", "--slurm-conf", "no-such-slurm.conf", "--associations",
        SLURM.resolve("ticket-manual/assoc.cfg").toString(), "--usage",
        SLURM.resolve("ticket-manual/usage-P.txt").toString(), "-a", "--noh");
    assertThat(unreadable.exitCode()).isNotZero();
    assertThat(unreadable.err()).contains("no-such-slurm.conf").doesNotContain("ambiguous");
  }

  /**
   * sshare exits 1 on any option getopt refuses ({@code case '?'} in sshare.c: {@code Try "sshare --help" for more
   * information}, {@code exit(1)}); fairshare exits 1 with those lines only where it reads the command line as
   * getopt_long does, an ambiguous abbreviation, and an option no release's table has is fairshare's misuse, exit 2
   * with picocli's line and this command's help (golden/help/sshare.txt), as in every command (docs/errors.md).
   */
  @Test
  void anUnknownOptionIsMisuseWhereAnAmbiguousOneIsSsharesExitOne() throws IOException {
    CommandRun run = sshare("-a", "--bogus");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).isEqualTo("Unknown option: '--bogus'\n"
        + Files.readString(Path.of("src/test/resources/golden/help/sshare.txt")));
    ambiguous(sshare("-a", "--p"),
        "option '--p' is ambiguous; possibilities: '--partition' '--parsable' '--parsable2'");
  }

  @Test
  void anOptionsValueIsNotReadAsAnOption() {
    // getopt gives -A the next word whatever it is: an account named --noh, which has no rows
    same(sshare("-A", "--noh", "-P"), sshare("-A", "nosuch", "-P"));
    same(sshare("--acc", "--noh", "-P"), sshare("-A", "nosuch", "-P"));
  }
}
