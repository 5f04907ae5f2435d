package dev.fairshare.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** A cursor walks the same numbered lines that {@link LineSource#lines()} lists. */
class LineSourceCursorPropertyTest {

  @Provide
  Arbitrary<String> texts() {
    return Arbitraries.strings().withChars("ab \n\r").ofMaxLength(40);
  }

  @Property
  void cursorLinesAreTheSplitLines(@ForAll("texts") String text) {
    LineSource source = LineSource.of("t", text);
    List<LineSource.Line> walked = new ArrayList<>();
    LineSource.Cursor cursor = source.cursor();
    while (cursor.next()) {
      assertThat(cursor.line()).isEqualTo(text.substring(cursor.start(), cursor.end()));
      walked.add(new LineSource.Line(cursor.number(), cursor.line()));
    }
    assertThat(walked).isEqualTo(source.lines());
  }
}
