package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.testkit.GoldenFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code fairshare sshare}'s options as Slurm's {@code sshare} reads them ({@code main} of {@code src/sshare/sshare.c},
 * {@code process} of {@code src/sshare/process.c}, {@code src/common/print_fields.c} at {@code slurm-22-05-8-1} and
 * {@code slurm-25-11-0-1}; docs/algorithms/slurm.md §8.6): {@code -h}, {@code -n} and {@code --noheader} drop the
 * header, {@code --help} is help, {@code -o} and {@code -e}, {@code -m}. Each golden file was written by hand from
 * those sources: the widths and justification of {@code print_fields_header}, {@code print_fields_str},
 * {@code _uint32}, {@code _uint64} and {@code _double}, the values of test24.4's rows (its default golden).
 */
class SshareOptionsTest {
  private static final Path SLURM = Path.of("src/test/resources/slurm");
  private static final Path GOLDEN = Path.of("src/test/resources/golden/sshare");

  private static CommandRun sshare(String dir, String... flags) {
    Path d = SLURM.resolve(dir);
    List<String> args = new ArrayList<>(List.of("sshare", "-a", "--slurm-conf", d.resolve("slurm.conf").toString(),
        "--associations", d.resolve("assoc.cfg").toString()));
    if (dir.equals("test24.4")) {
      args.addAll(List.of("--usage", d.resolve("usage-l-P.txt").toString()));
    } else {
      args.addAll(List.of("--ledger", "memory:"));
    }
    args.addAll(List.of(flags));
    return CommandRun.of(args.toArray(String[]::new));
  }

  private static void golden(CommandRun run, String name) {
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).isEmpty();
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve(name));
  }

  private static void misuse(CommandRun run, String... parts) {
    assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).contains(parts);
  }

  @Test
  void hAndNAndNoheaderEachDropTheHeaderAsSshareDoes() {
    String rows = " aD|uD1|parent|0.240385|20|0.181818|0.476190\n";
    CommandRun withHeader = sshare("test24.4", "-A", "aD", "-P");
    assertThat(withHeader.out()).startsWith("Account|User|").contains(rows);
    String expected = withHeader.out().substring(withHeader.out().indexOf('\n') + 1);
    for (String flag : new String[] {"-h", "-n", "--noheader"}) {
      CommandRun run = sshare("test24.4", "-A", "aD", "-P", flag);
      assertThat(run.exitCode()).as(flag + ": " + run.err()).isZero();
      assertThat(run.out()).as(flag).isEqualTo(expected).startsWith("aD||50|");
    }
  }

  @Test
  void helpPrintsTheHelpAndNoconvertIsNoOptionOfSshare() {
    CommandRun run = CommandRun.of("sshare", "--help");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).startsWith("Usage: fairshare sshare ").contains("-n, -h, --noheader");
    // the command line's own help still answers for sshare, and fairshare -h is still help
    CommandRun viaHelp = CommandRun.of("help", "sshare");
    assertThat(viaHelp.exitCode()).isZero();
    assertThat(viaHelp.out()).isEqualTo(run.out());
    assertThat(CommandRun.of("-h").out()).startsWith("Usage: fairshare ").contains("  sshare ");
    // sshare has no --noconvert in any release (sacct's and sreport's option): an unknown option
    misuse(sshare("test24.4", "--noconvert"), "Unknown option: '--noconvert'");
  }

  @Test
  void formatWidthsSetJustificationAndCutNamesAsPrintFieldsDoes() {
    golden(sshare("test24.4", "-A", "aD", "-o", "Account,User%-6,FairShare%8,RawShares%3"), "format-widths.txt");
  }

  @Test
  void aFieldNamedTwiceMovesToItsLastPlace() {
    golden(sshare("test24.4", "-A", "aG", "-P", "-o", "User,Account,user"), "format-repeated-P.txt");
    // two -o are one list
    golden(sshare("test24.4", "-A", "aG", "-P", "-o", "User", "-o", "ACC,user"), "format-repeated-P.txt");
  }

  @Test
  void aWidthGivenToAFieldAppliesWhereverItIsPrinted() {
    golden(sshare("test24.4", "-A", "aE", "-o", "User%5,RawUsage,User%-8"), "format-shared-width.txt");
  }

  @Test
  void aNarrowDoubleFieldSwitchesToExponentFormWithTheWidthReduced() {
    golden(sshare("test24.4", "-A", "aA,aB", "-o", "A%4,LevelFS%6,NormShares%-5"), "format-exponent.txt");
  }

  @Test
  void partitionAndClusterComeFromTheDump() {
    golden(sshare("partitions", "-P", "-o", "Account,User,Partition,Cluster"), "format-partition-cluster-P.txt");
    golden(sshare("partitions", "-o", "Account,User,P,C"), "format-partition-cluster.txt");
    CommandRun m = sshare("partitions", "-m", "-P");
    assertThat(m.exitCode()).as(m.err()).isZero();
    assertThat(m.out()).startsWith("Account|User|Partition|RawShares|NormShares|RawUsage|EffectvUsage|FairShare\n")
        .contains("\n  a|u|p1|1|");
  }

  @Test
  void helpformatListsTheFieldsWithoutOtherInput() {
    golden(CommandRun.of("sshare", "-e"), "helpformat.txt");
    golden(CommandRun.of("sshare", "--helpformat", "--slurm-version", "22.05"), "helpformat.txt");
  }

  /**
   * A field that names none of {@code fields[]}: {@code process} of {@code src/sshare/process.c} (15.08, 22.05,
   * 25.11) calls {@code error("Invalid field requested: \"%s\"", object)} with the item cut at {@code %} and
   * lower-cased, on standard error, and {@code exit(1)}; after {@code -v}'s lines, which {@code main} prints before
   * it asks the controller and {@code process} reads {@code -o}.
   */
  @Test
  void anUnknownFieldIsSshareErrorAndExitOne() {
    CommandRun run = sshare("test24.4", "-o", "Account,Bogus%4");
    assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("errors-bad-field.txt"));
    CommandRun verbose = sshare("test24.4", "-v", "-u", "uD1", "-o", "Acc,user%-9,Norm,x%3");
    assertThat(verbose.exitCode()).as(verbose.err()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(verbose.out()).isEmpty();
    assertThat(verbose.err()).isEqualTo("Users requested:\n\t: uD1\nAccounts requested:\n\t: all\n"
        + "fairshare: -o: Invalid field requested: \"x\"\n    hint: the fields are those `fairshare sshare -e` lists, "
        + "each a prefix of one, any case, with %WIDTH after it if you like (Account%-30)\n");
  }

  @Test
  void fieldsNoInputHoldsAreMisuse() {
    misuse(sshare("test24.4", "-o", "Account,ID"), "ID is the association's id in Slurm's database");
    misuse(sshare("test24.4", "-o", "GrpTRESR"), "GrpTRESRaw is each TRES's raw usage");
    misuse(sshare("test24.4", "-o", "User%99999"), "wider than 4096");
  }

  @Test
  void theTicketModesReleasesHaveNoFormatOptions() {
    Path d = SLURM.resolve("ticket-manual");
    String[] base = {"sshare", "-a", "--slurm-conf", d.resolve("slurm-ticket-based.conf").toString(),
        "--associations", d.resolve("assoc.cfg").toString(), "--usage", d.resolve("usage-P.txt").toString()};
    assertThat(CommandRun.of(base).exitCode()).isZero();
    for (String[] option : new String[][] {{"-o", "User"}, {"-m"}}) {
      List<String> args = new ArrayList<>(List.of(base));
      args.addAll(List.of(option));
      misuse(CommandRun.of(args.toArray(String[]::new)), "fairshare: " + option[0] + ": sshare of Slurm 14.11 has no "
          + option[0] + " (it came in 15.08)");
    }
    misuse(CommandRun.of("sshare", "-e", "--slurm-version", "2.6"), "sshare of Slurm 2.6 has no -e");
  }

  @Test
  void theInputsStayRequiredWithoutE() {
    misuse(CommandRun.of("sshare", "-a"), "Missing required options: '--slurm-conf=FILE', '--associations=DUMP'");
  }
}
