package dev.fairshare.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** NameIndex answers as a HashMap of names to ints would, also for names given as ranges of a text. */
class NameIndexPropertyTest {

  @Provide
  Arbitrary<List<String>> names() {
    return Arbitraries.strings().withChars("ab_1\u00e9").ofMaxLength(4).list().ofMaxSize(300);
  }

  @Property
  void agreesWithAHashMap(@ForAll("names") List<String> names) {
    NameIndex index = new NameIndex(2);
    Map<String, Integer> expected = new HashMap<>();
    for (int i = 0; i < names.size(); i++) {
      String name = names.get(i);
      Integer previous = expected.putIfAbsent(name, i);
      assertThat(index.putIfAbsent(name, i)).isEqualTo(previous == null ? -1 : previous);
    }
    assertThat(index.size()).isEqualTo(expected.size());
    for (String name : names) {
      String text = "<" + name + ">";
      assertThat(index.get(name)).isEqualTo(expected.get(name));
      assertThat(index.get(text, 1, text.length() - 1)).isEqualTo(expected.get(name));
      assertThat(index.key(text, 1, text.length() - 1)).isEqualTo(name);
      assertThat(index.contains(name + "z")).isEqualTo(expected.containsKey(name + "z"));
    }
  }
}
