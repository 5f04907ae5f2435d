package dev.fairshare.cli.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import dev.fairshare.command.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a user sees for a bad {@code --tz}, {@code --reset-period}, {@code --half-life} or {@code --calc-period}:
 * the value is refused when the command line is parsed (misuse, exit 2: picocli's "Invalid value for option"
 * with the values it takes, then the command's usage), on every command that reads a ledger, before the ledger
 * is opened; never the bad input (exit 1) that a later check once promised and could not reach.
 */
class LedgerOptionValuesTest {
  @TempDir
  Path tmp;

  private void refused(String option, String value, String message) throws IOException {
    Path tree = Files.writeString(tmp.resolve("t.tsv"), "a\tgroup\t1\na/x\tuser\t1\t10\n");
    Path ledger = tmp.resolve("l.db");
    String[][] runs = {
        {"compute", "--tree", tree.toString(), "--ledger", ledger.toString(), option, value},
        {"explain", "x", "--tree", tree.toString(), "--ledger", ledger.toString(), option, value},
        {"compare", "--from", tree.toString(), "--algorithms", "slurm.classic", "--ledger", ledger.toString(),
            option, value},
        {"usage", "show", "--ledger", ledger.toString(), option, value}};
    for (String[] args : runs) {
      CommandRun run = CommandRun.of(args);
      assertThat(run.exitCode()).as(args[0] + " " + option).isEqualTo(ExitCodes.MISUSE);
      assertThat(run.out()).isEmpty();
      assertThat(run.err()).as(args[0]).startsWith("Invalid value for option '" + option + "': '" + value
          + "' " + message + "\nUsage: fairshare " + (args[0].equals("usage") ? "usage show" : args[0]) + " ");
      assertThat(ledger).as(args[0]).doesNotExist();
    }
  }

  @Test
  void aZoneThatIsNoneIsMisuseWhenParsed() throws IOException {
    refused("--tz", "Mars/Olympus", "is not a time zone (UTC, Europe/Paris)");
  }

  @Test
  void aResetPeriodSlurmDoesNotKnowIsMisuseWhenParsed() throws IOException {
    refused("--reset-period", "FORTNIGHTLY", "is not one of NONE, NOW, DAILY, WEEKLY, MONTHLY, QUARTERLY, YEARLY");
  }

  @Test
  void aHalfLifeThatIsNoDurationOrTooLongIsMisuseWhenParsed() throws IOException {
    refused("--half-life", "a week", "is not a duration: give seconds (604800) or a number with a unit (7d, 12h, "
        + "300s)");
    refused("--half-life", "1e400", "is too long a duration: give at most 9223372036 seconds (about 292 years)");
  }

  @Test
  void aCalcPeriodThatIsNoDurationOrTooLongIsMisuseWhenParsed() throws IOException {
    refused("--calc-period", "5 mins please", "is not a duration: give seconds (604800) or a number with a unit "
        + "(7d, 12h, 300s)");
    refused("--calc-period", "99999999999999999999", "is too long a duration: give at most 9223372036 seconds "
        + "(about 292 years)");
  }
}
