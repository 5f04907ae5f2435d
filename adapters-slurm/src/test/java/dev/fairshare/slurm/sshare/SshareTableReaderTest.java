package dev.fairshare.slurm.sshare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.ShareTree;
import java.util.List;
import org.junit.jupiter.api.Test;

class SshareTableReaderTest {

  @Test
  void parsableLongOutputGivesIndentationSharesUsageAndTres() {
    List<SshareRow> rows = SshareTableReader.read(LineSource.of("s", """
        Account|User|RawShares|NormShares|RawUsage|NormUsage|EffectvUsage|FairShare|LevelFS|GrpTRESMins|TRESRunMins
        root|||0.000000|240||1.000000||||cpu=0
         root|u1|10|0.048077|0|0.000000|0.000000|1.000000|inf||cpu=0
         aD||50|0.240385|110|0.458333|0.458333||0.524476|cpu=100|cpu=0
          aD|uD1|parent|0.240385|20|0.083333|0.181818|0.476190|||cpu=0
        """));
    assertThat(rows).containsExactly(
        new SshareRow(2, 0, "root", null, "", "240", "", "cpu=0", false),
        new SshareRow(3, 1, "root", "u1", "10", "0", "", "cpu=0", false),
        new SshareRow(4, 1, "aD", null, "50", "110", "cpu=100", "cpu=0", false),
        new SshareRow(5, 2, "aD", "uD1", "parent", "20", "", "cpu=0", false));
  }

  @Test
  void parsableWithTrailingBarsAndNoHeaderIsRecognizedByItsCellCount() {
    List<SshareRow> rows = SshareTableReader.read(LineSource.of("s", """
        root|||1.000000|100|1.000000|0.500000|
         a||40|0.400000|45|0.450000|0.458502|
        """));
    assertThat(rows).extracting(SshareRow::account).containsExactly("root", "a");
    assertThat(rows.get(1).rawUsage()).isEqualTo("45");
  }

  @Test
  void alignedOutputIsCutAtTheDashRunsAndFollowsOverflowingNumbers() {
    List<SshareRow> rows = SshareTableReader.read(LineSource.of("s", """
        Account                    User  RawShares  NormShares    RawUsage  EffectvUsage  FairShare\s
        -------------------- ---------- ---------- ----------- ----------- ------------- ----------\s
        root                                          0.000000 123456789012      1.000000           \s
         a-very-long-accoun+      alice          5    0.500000 123456789012      1.000000   1.000000\s
        """));
    assertThat(rows.get(0).rawUsage()).isEqualTo("123456789012");
    assertThat(rows.get(1)).isEqualTo(
        new SshareRow(4, 1, "a-very-long-accoun", "alice", "5", "123456789012", null, null, true));
  }

  @Test
  void alignedOutputWithoutHeaderIsRefused() {
    ConfigParseException e = catchThrowableOfType(ConfigParseException.class, () ->
        SshareTableReader.read(LineSource.of("s", "root            1.000000   100\n")));
    assertThat(e.problems()).extracting(Problem::code).containsExactly("slurm.sshare.no-header");
  }

  @Test
  void standaloneReadBuildsTheTreeFromIndentation() {
    TreeDocument doc = new SshareFormat().read(LineSource.of("s", """
        Account|User|RawShares|NormShares|RawUsage|EffectvUsage|FairShare
        root|||1.000000|100|1.000000|
         root|u2|3|0.1|30|0.3|0.4
         A||40|0.4|70|0.7|
          A|u1|1|1|70|1|0.5
          B||parent|0.4|0|0|
        """));
    ShareTree tree = doc.tree();
    assertThat(tree.nodes()).extracting(n -> n.path()).containsExactly("", "u2", "A", "A/u1", "A/B");
    assertThat(tree.usesParentShares(tree.indexOf("A/B"))).isTrue();
    assertThat(doc.usage().usage(tree.indexOf("A"))).isEqualTo(70);
    assertThat(doc.usage().total()).isEqualTo(100);
  }
}
