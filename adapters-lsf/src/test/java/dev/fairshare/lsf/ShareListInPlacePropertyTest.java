package dev.fairshare.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.model.ShareAssignment;
import dev.fairshare.lsf.model.ShareListParser;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Reading a USER_SHARES list inside its parentheses gives the pairs and problems (codes, messages and
 * positions) of reading the cut-out list (docs/algorithms/lsf.md §3.1).
 */
class ShareListInPlacePropertyTest {

  @Provide
  Arbitrary<String> lists() {
    return Arbitraries.strings().withChars("[], @a1 0-x\t").ofMaxLength(40);
  }

  @Property
  void inPlaceEqualsCutOut(@ForAll("lists") String inner) {
    String field = "(" + inner + ")";
    ProblemCollector cutProblems = new ProblemCollector();
    List<ShareAssignment> cut = ShareListParser.parse(inner, off -> SourceLocation.of("f", 1, off + 1),
        cutProblems);
    ProblemCollector inPlaceProblems = new ProblemCollector();
    List<ShareAssignment> inPlace = ShareListParser.parse(field, 1, field.length() - 1,
        off -> SourceLocation.of("f", 1, off + 1), inPlaceProblems);
    assertThat(inPlace).isEqualTo(cut);
    assertThat(inPlaceProblems.problems()).isEqualTo(cutProblems.problems());
  }
}
