package dev.fairshare.format.tsv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.ShareTree;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The neutral tree format: reading, writing, and every problem reported with its position. */
class FairshareTsvFormatTest {
  private static final Path RESOURCES = Path.of("src/test/resources/tsv");
  private final FairshareTsvFormat format = new FairshareTsvFormat();

  @Test
  void readsPathsKindsSharesParentAndUsage() {
    TreeDocument doc = format.read(LineSource.of("t.tsv", """
        # a comment

        phys\tgroup\t60
        phys/alice\tuser\t1\t100
        phys/hep\tgroup\tparent
        phys/hep/bob\tuser\t2.5\t50
        chem\tgroup\t40
        """));
    ShareTree tree = doc.tree();
    assertThat(tree.size()).isEqualTo(6);
    assertThat(tree.usesParentShares(tree.indexOf("phys/hep"))).isTrue();
    assertThat(tree.shares(tree.indexOf("phys/hep/bob"))).isEqualTo(2.5);
    assertThat(doc.usage().usage(tree.indexOf("phys"))).isEqualTo(150);
    assertThat(doc.usage().total()).isEqualTo(150);
    assertThat(tree.origin(tree.indexOf("chem")).toString()).isEqualTo("t.tsv:7:1");
  }

  @Test
  void writingThenReadingGivesTheSameText() {
    String text = "# fairshare.tsv: path\tkind\tshares\tusage\n"
        + "a\tgroup\t40\na/u1\tuser\t1\t20\na/u2\tuser\tparent\t0.25\nb\tgroup\t0\nb/u3\tuser\t7\t0\n";
    TreeDocument doc = format.read(LineSource.of("t.tsv", text));
    assertThat(format.write(doc)).isEqualTo(text);
  }

  @Test
  void duplicatePathUnknownParentAndNegativeShareAreThreeProblemsInOneRun() throws Exception {
    Path file = RESOURCES.resolve("three-problems.tsv");
    LineSource source = LineSource.of("three-problems.tsv", Files.readString(file));
    assertThatThrownBy(() -> format.read(source)).isInstanceOfSatisfying(ConfigParseException.class, e ->
        assertThat(e.getMessage()).isEqualTo(read(RESOURCES.resolve("three-problems.err"))));
  }

  @Test
  void everyKindOfBadCellIsReportedAtItsColumn() throws Exception {
    Path file = RESOURCES.resolve("many-problems.tsv");
    LineSource source = LineSource.of("many-problems.tsv", Files.readString(file));
    assertThatThrownBy(() -> format.read(source)).isInstanceOfSatisfying(ConfigParseException.class, e ->
        assertThat(e.getMessage()).isEqualTo(read(RESOURCES.resolve("many-problems.err"))));
  }

  @Test
  void aFileReadALineAtATimeReportsTheSameProblemsAtTheSamePlaces() {
    for (String name : new String[] {"three-problems", "many-problems"}) {
      Path file = RESOURCES.resolve(name + ".tsv");
      String golden = read(RESOURCES.resolve(name + ".err")).replace(name + ".tsv", file.toString());
      assertThatThrownBy(() -> format.read(file)).isInstanceOfSatisfying(ConfigParseException.class, e ->
          assertThat(e.getMessage()).isEqualTo(golden));
    }
  }

  @Test
  void aFileReadALineAtATimeGivesTheTreeUsageAndOriginsOfTheTextReadWhole(@TempDir Path dir) throws Exception {
    String text = "# out of pre-order: b's child comes after c\r\n"
        + "a\tgroup\t40\na/u1\tuser\t1\t20\nb\tgroup\t2\nc\tgroup\tparent\n\n"
        + "b/u2\tuser\t3\t7.5\r\na/u3\tuser\t1\t1";
    Path file = dir.resolve("t.tsv");
    Files.writeString(file, text);
    TreeDocument whole = format.read(LineSource.of(file.toString(), text));
    TreeDocument streamed = format.read(file);

    assertThat(format.write(streamed)).isEqualTo(format.write(whole))
        .startsWith("# fairshare.tsv").contains("a/u3\tuser\t1\t1\n");
    ShareTree tree = streamed.tree();
    for (int i = 0; i < tree.size(); i++) {
      assertThat(tree.origin(i)).isEqualTo(whole.tree().origin(i));
    }
    assertThat(tree.origin(tree.indexOf("b/u2")).toString()).isEqualTo(file + ":7:1");
  }

  @Test
  void aBlankFileReadALineAtATimeHoldsNothing(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("blank.tsv");
    Files.writeString(file, " \n\t\n\n");
    assertThat(format.read(file).tree()).isNull();
  }

  private static String read(Path golden) {
    try {
      return Files.readString(golden).strip();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void probeRecognizesTheHeaderAndTheColumnShape() {
    assertThat(format.probe("# fairshare.tsv: path\n")).isEqualTo(MatchStrength.FULL);
    assertThat(format.probe("# x\na\tgroup\t1\n")).isEqualTo(MatchStrength.SOLID);
    assertThat(format.probe("Cluster - 'tux'\n")).isEqualTo(MatchStrength.NO_MATCH);
  }

  @Test
  void aChainTwoThousandDeepReadsBack() {
    StringBuilder text = new StringBuilder();
    StringBuilder path = new StringBuilder();
    for (int i = 0; i < 2000; i++) {
      path.append(i == 0 ? "" : "/").append("g").append(i);
      text.append(path).append("\tgroup\t1\n");
    }
    text.append(path).append("/u\tuser\t1\t5\n");
    ShareTree tree = format.read(LineSource.of("chain.tsv", text.toString())).tree();
    assertThat(tree.maxDepth()).isEqualTo(2001);
  }
}
