package dev.fairshare.lsf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fields of an LSF column line (docs/algorithms/lsf.md §4.1): white space as Java's
 * {@code Character.isWhitespace} (U+001C to U+001F and the tab separate, a no-break space does not), a list,
 * a pair or a quoted string one field; and {@link ColumnTable} cuts its rows so.
 */
class FieldScanTest {
  /** The fields of {@code t}, cut by the scan, or the unclosed mark where one runs to the end. */
  private static List<String> fields(String t) {
    List<String> out = new ArrayList<>();
    int i = FieldScan.skipWhitespace(t, 0, t.length());
    while (i < t.length()) {
      int end = FieldScan.fieldEnd(t, i, t.length());
      if (end < 0) {
        out.add(end == FieldScan.UNCLOSED_QUOTE ? "unclosed quote" : "unclosed bracket");
        return out;
      }
      out.add(t.substring(i, end));
      i = FieldScan.skipWhitespace(t, end, t.length());
    }
    return out;
  }

  @Test
  void listsPairsAndQuotedStringsAreOneField() {
    assertThat(fields("  grp1  (a b  c)\t[u, 3] \"two words\" x(y z)w ")).containsExactly("grp1", "(a b  c)",
        "[u, 3]", "\"two words\"", "x(y z)w");
  }

  @Test
  void javasWhiteSpaceSeparatesAndANoBreakSpaceDoesNot() {
    assertThat(fields("a\u001cb\u001fc\u000bd\u00a0e")).containsExactly("a", "b", "c", "d\u00a0e");
  }

  @Test
  void anOpenQuoteOrBracketRunsToTheEnd() {
    assertThat(fields("a \"b (c")).containsExactly("a", "unclosed quote");
    assertThat(fields("a (b \"c\"")).containsExactly("a", "unclosed bracket");
    assertThat(fields("a (b ]")).containsExactly("a", "(b ]");
  }

  @Test
  void aColumnTableCutsItsRowsByTheSameRule() {
    ProblemCollector problems = new ProblemCollector();
    LsfConfigFile file = LsfConfigFile.parse(LineSource.of("lsb.users",
        "Begin UserGroup\nGROUP_NAME GROUP_MEMBER\ng1\u001c(a\u00a0b c)\ng2 (d\nEnd UserGroup\n"), problems);

    ColumnTable table = ColumnTable.of(file.sections("UserGroup").get(0), problems);

    assertThat(table.rows().get(0).field(0).text()).isEqualTo("g1");
    assertThat(table.rows().get(0).field(1).text()).isEqualTo("(a\u00a0b c)");
    assertThat(table.rows().get(1).field(1).text()).isEqualTo("(d");
    assertThat(problems.problems()).extracting(p -> p.code()).containsExactly("lsf.table.unbalanced");
  }
}
