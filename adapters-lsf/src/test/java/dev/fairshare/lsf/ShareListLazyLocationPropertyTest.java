package dev.fairshare.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.NameIndex;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.lsf.model.ShareAssignment;
import dev.fairshare.lsf.model.ShareListParser;
import dev.fairshare.lsf.syntax.LogicalLine;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Reading a USER_SHARES field of a logical line with pairs that keep the line, and names shared with the row's members
 * and the groups read, gives the pairs, locations and problems of the former reading, which made each pair's location
 * from the line at once (docs/algorithms/lsf.md §3.1), for one-line rows and rows continued over several physical
 * lines.
 */
class ShareListLazyLocationPropertyTest {

  @Provide
  Arbitrary<String> lists() {
    return Arbitraries.strings().withChars("[], @a1 0-x\t").ofMaxLength(40);
  }

  @Provide
  Arbitrary<List<String>> names() {
    return Arbitraries.strings().withChars("a1x@-").ofMaxLength(3).list().ofMaxSize(12);
  }

  @Property
  void lazyLocationsEqualEager(@ForAll("lists") String inner, @ForAll("lists") String before,
      @ForAll boolean continued, @ForAll("names") List<String> members, @ForAll("names") List<String> groups) {
    String field = "(" + inner + ")";
    String text = before.replace('(', 'x') + " " + field;
    int offset = text.length() - field.length();
    LogicalLine line = continued ? joined(text) : LogicalLine.single("f", text, 3);
    ProblemCollector eagerProblems = new ProblemCollector();
    int base = offset + 1;
    List<ShareAssignment> eager = ShareListParser.parse(field, 1, field.length() - 1,
        off -> line.at(base + off), eagerProblems);
    ProblemCollector lazyProblems = new ProblemCollector();
    List<ShareAssignment> lazy = ShareListParser.parse(field, 1, field.length() - 1, line, offset,
        members, index(groups), lazyProblems);
    assertThat(lazy).isEqualTo(eager);
    assertThat(lazy).extracting(ShareAssignment::location)
        .isEqualTo(eager.stream().map(ShareAssignment::location).toList());
    assertThat(lazyProblems.problems()).isEqualTo(eagerProblems.problems());
  }

  private static NameIndex index(List<String> names) {
    NameIndex index = new NameIndex();
    names.forEach(n -> index.putIfAbsent(n, 0));
    return index;
  }

  /** The text as a logical line spread over physical lines of 7 characters from line 5. */
  private static LogicalLine joined(String text) {
    int parts = (text.length() + 6) / 7;
    int[] starts = new int[parts];
    int[] lines = new int[parts];
    for (int k = 0; k < parts; k++) {
      starts[k] = 7 * k;
      lines[k] = 5 + k;
    }
    return new LogicalLine("f", text, starts, lines, 5, 5 + text.length() / 7);
  }
}
