package dev.fairshare.slurm.sshare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.TreeDocument;
import org.junit.jupiter.api.Test;

/** The tree read back from aligned sshare output whose Account cells were cut at the column width. */
class SshareTreeReaderTest {
  private static final String HEADER = """
      Account                    User  RawShares  NormShares    RawUsage  EffectvUsage  FairShare\s
      -------------------- ---------- ---------- ----------- ----------- ------------- ----------\s
      root                                          1.000000         100      1.000000           \s
      """;

  /** One aligned row: the Account cell as printed (indentation included), the User cell, shares. */
  private static String row(String account, String user, String shares) {
    return String.format("%-20s %10s %10s %11s %11s %13s %10s%n", account, user, shares, "0.500000", "50",
        "1.000000", user.isEmpty() ? "" : "1.000000");
  }

  @Test
  void aCutNameThatIsStillUniqueIsReadAsItsPrintedPart() {
    TreeDocument doc = new SshareFormat().read(LineSource.of("s", HEADER
        + row(" a-very-long-accoun+", "", "5")
        + row("  a-very-long-accou+", "alice", "5")));
    assertThat(doc.tree().indexOf("a-very-long-accoun/alice")).isPositive();
  }

  /** Regression: a random tree 19 levels deep made an empty name and a bare tree.bad-name problem. */
  @Test
  void aNameCutAwayEntirelyIsRefusedOnceWithAHintToUseParsableOutput() {
    StringBuilder rows = new StringBuilder();
    for (int d = 1; d <= 18; d++) {
      rows.append(row(" ".repeat(d) + "g", "", "1"));
    }
    rows.append(row(" ".repeat(19) + "+", "", "1"));
    rows.append(row(" ".repeat(19) + "+", "alice", "1"));
    ConfigParseException e = catchThrowableOfType(ConfigParseException.class,
        () -> new SshareFormat().read(LineSource.of("s", HEADER + rows)));
    assertThat(e.problems()).extracting(Problem::code).containsExactly("slurm.sshare.name-cut");
    assertThat(e.problems().get(0).location().line()).isEqualTo(22);
    assertThat(e.problems().get(0).hint()).contains("sshare -a -P");
  }

  @Test
  void siblingsCutToTheSamePrintedPartAreRefused() {
    ConfigParseException e = catchThrowableOfType(ConfigParseException.class,
        () -> new SshareFormat().read(LineSource.of("s", HEADER
            + row(" computational-biol+", "", "5")
            + row(" computational-biol+", "", "5"))));
    assertThat(e.problems()).extracting(Problem::code).containsExactly("slurm.sshare.name-cut");
    assertThat(e.problems().get(0).location().line()).isEqualTo(5);
  }
}
