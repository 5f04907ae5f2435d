package dev.fairshare.pbs.resourcegroup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.ShareTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** resource_group as parse_group reads it (docs/algorithms/pbs.md §2, gotcha 19). */
class ResourceGroupParserTest {

  private static ResourceGroupFile parse(String text) {
    return ResourceGroupParser.parse(LineSource.of("resource_group", text));
  }

  @Test
  void oracleFileGivesPbsMessagesInOrderAndKeepsTheGoodLines() {
    String text = String.join("\n",
        "# comment",
        "* also a comment",
        "grpA 10 root 10",
        "u1 11 grpA 10 # note",
        "u1 12 grpA 5",
        "u2 13 nosuch 5",
        "u3 14 grpA 10x",
        "u4 1x grpA 10",
        "u5 15 grpA",
        "neg -3 root -7",
        "un1 16 unknown 2",
        "sub 17 u1 4",
        "TREEROOT 0 root 1",
        "unknown 1 root 1",
        "");
    ResourceGroupFile f = parse(text);
    assertThat(f.pbsMessages()).containsExactly(
        "entity u1 is not unique", "resgroup: error on line 5.",
        "Parent ginfo of u2 doesnt exist.", "resgroup: error on line 6.",
        "resgroup: error on line 7.",
        "resgroup: error on line 8.",
        "resgroup: error on line 9.",
        "entity TREEROOT is not unique", "resgroup: error on line 13.",
        "entity unknown is not unique", "resgroup: error on line 14.");
    assertThat(f.entries()).extracting(ResourceGroupEntry::name)
        .containsExactly("grpA", "u1", "neg", "un1", "sub");
    ResourceGroupEntry neg = f.entries().get(2);
    assertThat(neg.id()).isEqualTo(-3);
    assertThat(neg.shares()).isEqualTo(-7);
    assertThat(f.entries().get(0).parent()).isEqualTo("TREEROOT");
  }

  @Test
  void suspiciousButAcceptedLinesAreWarnings() {
    ResourceGroupFile f = parse("a 10 root 5 extra\nb 10 root -1\nc 11 unknown 1\n" + "d".repeat(50)
        + " 12 root 1\n");
    assertThat(f.hasErrors()).isFalse();
    assertThat(f.problems()).extracting(Problem::code).containsExactly("pbs.resource-group.extra-fields",
        "pbs.resource-group.negative-shares", "pbs.resource-group.duplicate-id",
        "pbs.resource-group.under-unknown", "pbs.resource-group.long-name");
  }

  @Test
  void crlfLineEndingsBreakTheSharesAsInPbs() {
    ResourceGroupFile f = parse("a 10 root 5\r\nb 11 root 5 # ok\r\n");
    assertThat(f.pbsMessages()).containsExactly("resgroup: error on line 1.");
    assertThat(f.problems().get(0).hint()).contains("CRLF");
  }

  @Test
  void aLineLongerThan255BytesIsCountedAsSeveralLines() {
    String longLine = "a 10 root 5 #" + "x".repeat(300);
    ResourceGroupFile f = parse(longLine + "\nb 11 root\n");
    assertThat(f.pbsMessages()).containsExactly("resgroup: error on line 2.", "resgroup: error on line 3.");
    assertThat(f.problems()).extracting(Problem::code).contains("pbs.resource-group.long-line");
    assertThat(f.entries()).extracting(ResourceGroupEntry::name).containsExactly("a");
  }

  @Test
  void formatRefusesDroppedLinesWithEveryProblem() {
    assertThatThrownBy(() -> new ResourceGroupFormat().read(LineSource.of("rg", "a 1 root\nb 2 c 1\n")))
        .isInstanceOf(ConfigParseException.class)
        .satisfies(e -> assertThat(((ConfigParseException) e).problems()).hasSize(2));
  }

  @Test
  void treeHasUnknownFirstAndGroupsWhereLinesHaveChildren() {
    TreeDocument doc = new ResourceGroupFormat().read(LineSource.of("rg",
        "group1 10 root 40\ngroup2 20 root 60\npbsuser 11 group1 50\n"));
    ShareTree tree = doc.tree();
    assertThat(tree.name(tree.firstChild(0))).isEqualTo("unknown");
    assertThat(tree.isUser(tree.indexOf("group1"))).isFalse();
    assertThat(tree.isUser(tree.indexOf("group2"))).isTrue();
    assertThat(tree.attribute(tree.indexOf("group1/pbsuser"), "pbs.cresgroup")).isEqualTo("11");
  }

  @Test
  void readThenWriteGivesTheSameTabSeparatedFile() {
    String text = "group1\t10\troot\t40\ngroup2\t20\tTREEROOT\t60\npbsuser\t11\tgroup1\t50\nx\t12\tunknown\t-3\n";
    ResourceGroupFormat format = new ResourceGroupFormat();
    assertThat(format.write(format.read(LineSource.of("rg", text)))).isEqualTo(text);
  }

  @Test
  void probeRecognizesAResourceGroup() {
    assertThat(new ResourceGroupFormat().probe("# x\ngroup1 10 root 40\n").name()).isEqualTo("SOLID");
    assertThat(new ResourceGroupFormat().probe("Cluster - x\n").name()).isEqualTo("NO_MATCH");
    assertThat(List.of()).isEmpty();
  }
}
