package dev.fairshare.cli.pbsfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pbsfs -s} refuses a value that would store nothing PBS can use (text, NaN, an infinity, a negative
 * number) before reading or writing anything; PBS's "Creating usage database" line is printed once, and not
 * when the run fails.
 */
class PbsfsSetValueTest {
  @TempDir
  Path dir;

  @BeforeEach
  void sample() throws IOException {
    SampleSchedPriv.copyTo(dir);
  }

  private String[] run(String... args) {
    CommandRun run = SampleSchedPriv.run(dir, "pbsfs", args);
    return new String[] {Integer.toString(run.exitCode()), run.out(), run.err()};
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "1e400 | out of range (infinite; the largest usage is 1.7976931348623157e308)",
      "inf | out of range (infinite; the largest usage is 1.7976931348623157e308)",
      "NaN | not a number (NaN: PBS drops a record whose usage is NaN, 'Invalid entity')",
      "abc | not a number (pbsfs would ignore it and rewrite the file unchanged; --lenient does the same)",
      "12abc | not a number (pbsfs would ignore it and rewrite the file unchanged; --lenient does the same)",
      "-5 | negative (PBS drops a record with negative usage when it reads the file, 'Invalid entity')",
  })
  void aValueThatIsNotAFiniteNonNegativeNumberIsRefusedAndNothingIsWritten(String value, String why)
      throws IOException {
    String[] r = run("-s", "pbsuser", "--", value);
    assertThat(r[0]).isEqualTo("2");
    assertThat(r[2]).isEqualTo("pbsfs: invalid usage value '" + value + "': " + why + "; nothing written\n");
    assertThat(Files.readAllBytes(dir.resolve("usage"))).isEqualTo(PbsfsCommandTest.sampleUsage());
    assertThat(dir.resolve("usage.bak")).doesNotExist();
    assertThat(dir.resolve("usage.touch")).doesNotExist();
  }

  @Test
  void lenientModeIgnoresTextAsPbsfsDoesButStillRefusesInfinity() throws IOException {
    String[] r = run("--lenient", "-s", "pbsuser", "abc");
    assertThat(r[0]).isEqualTo("0");
    assertThat(Files.readAllBytes(dir.resolve("usage"))).isEqualTo(PbsfsCommandTest.sampleUsage());
    assertThat(Files.readAllBytes(dir.resolve("usage.bak"))).isEqualTo(PbsfsCommandTest.sampleUsage());
    assertThat(run("--lenient", "-s", "pbsuser", "1e400")[0]).isEqualTo("2");
  }

  @Test
  void theLargestFiniteValueIsStored() throws IOException {
    assertThat(run("-s", "pbsuser", "1.7976931348623157e308")[0]).isEqualTo("0");
    assertThat(run("-g", "pbsuser")[1]).contains("usage\t\t\t: 17976931348623157");
  }

  @Test
  void creatingTheUsageDatabaseIsSaidOnceAndNotWhenTheRunFails() throws IOException {
    Files.delete(dir.resolve("usage"));
    String[] ok = run("-s", "pbsuser", "5");
    assertThat(ok[0]).isEqualTo("0");
    assertThat(ok[2]).isEqualTo("Creating usage database for fairshare.\n"
        + "Could not backup usage database.: No such file or directory\n");
    Files.delete(dir.resolve("usage"));
    Files.writeString(dir.resolve("resource_group"), "broken line\n");
    String[] bad = run("-s", "pbsuser", "5");
    assertThat(bad[0]).isEqualTo("1");
    assertThat(bad[2]).doesNotContain("Creating usage database");
    assertThat(dir.resolve("usage")).doesNotExist();
  }
}
