package dev.fairshare.slurm.dump;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.ShareTree;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The dump read from a file a line at a time gives what the text read in memory gives (nodes, attributes
 * made on demand, origins, problems), and the second association of one user in one account and partition
 * is reported at its own line, wherever the lines of the account are.
 */
class StreamedDumpReaderTest {
  private final SacctmgrDumpFormat format = new SacctmgrDumpFormat();

  @TempDir
  Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"spec-example.cfg", "hand-edited.cfg", "irregular.cfg", "test24.4.cfg"})
  void aFileReadALineAtATimeIsTheTextReadWhole(String name) {
    Path file = TestFiles.resource("dumps/" + name);
    ShareTree whole = format.read(LineSource.of(file.toString(), TestFiles.read(file))).tree();
    ShareTree streamed = format.read(file).tree();

    assertThat(streamed.nodes()).isEqualTo(whole.nodes());
    for (int i = 0; i < whole.size(); i++) {
      assertThat(streamed.attributes(i)).containsExactlyEntriesOf(whole.attributes(i));
    }
  }

  @Test
  void aBadFileGivesTheSameProblemsReadALineAtATime() {
    Path file = TestFiles.resource("dumps/bad.cfg");
    ConfigParseException whole = catchThrowableOfType(
        () -> format.read(LineSource.of(file.toString(), TestFiles.read(file))), ConfigParseException.class);
    ConfigParseException streamed = catchThrowableOfType(() -> format.read(file), ConfigParseException.class);

    assertThat(streamed.getMessage()).isEqualTo(whole.getMessage());
  }

  @Test
  void aSecondAssociationOfAUserInOneAccountAndPartitionIsReportedAtItsLine() throws Exception {
    Path file = dir.resolve("twice.cfg");
    Files.writeString(file, """
        Cluster - 'tux'
        Parent - 'root'
        Account - 'phys'
        Parent - 'phys'
        User - 'zed'
        User - 'ann'
        User - 'ann':Partition='gpu'
        Parent - 'root'
        User - 'ann'
        Parent - 'phys'
        User - 'ann':Partition='gpu'
        User - 'ann'
        """);

    ConfigParseException e = catchThrowableOfType(() -> format.read(file), ConfigParseException.class);

    assertThat(e.problems()).extracting(Problem::code).containsOnly("slurm.dump.duplicate");
    assertThat(e.problems()).extracting(p -> p.location().line()).containsExactly(11, 12);
    assertThat(e.problems()).extracting(Problem::message).containsExactly(
        "user 'ann' is already in account 'phys' for partition 'gpu'", "user 'ann' is already in account 'phys'");
  }

  @Test
  void theUsersOfAnAccountAreInSlurmsOrderWhateverTheirLines() throws Exception {
    Path file = dir.resolve("unsorted.cfg");
    Files.writeString(file, """
        Cluster - 'tux'
        Parent - 'root'
        Account - 'b'
        Account - 'a':Fairshare=parent
        Parent - 'a'
        User - 'y':Partition='p2'
        User - 'y'
        User - 'x'
        User - 'y':Partition='p1'
        Account - 'c'
        """);

    TreeDocument doc = format.read(file);

    assertThat(doc.tree().nodes()).extracting(n -> n.path())
        .containsExactly("", "a", "a/x", "a/y", "a/y@p1", "a/y@p2", "a/c", "b");
    assertThat(doc.tree().usesParentShares(1)).isTrue();
    assertThat(doc.tree().attribute(4, DumpAttributes.USER)).isEqualTo("y");
    assertThat(doc.tree().origin(5)).isEqualTo(dev.fairshare.format.SourceLocation.of(file.toString(), 6, 1));
  }
}
