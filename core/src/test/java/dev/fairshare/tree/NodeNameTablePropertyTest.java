package dev.fairshare.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@link NodeNameTable} answers as a {@code HashMap} of each name to the first node put with it would, also
 * for names given as ranges of a text, from an empty table grown as nodes are put or one sized at once.
 */
class NodeNameTablePropertyTest {

  @Provide
  Arbitrary<List<String>> names() {
    return Arbitraries.strings().withChars("ab_1\u00e9").ofMaxLength(4).list().ofMaxSize(300);
  }

  @Property
  void agreesWithAHashMapOfFirstNodes(@ForAll("names") List<String> names, @ForAll boolean sized) {
    NodeNameTable table = sized ? new NodeNameTable(names.size(), names::get) : new NodeNameTable(names::get);
    Map<String, Integer> expected = new HashMap<>();
    for (int i = 0; i < names.size(); i++) {
      Integer previous = expected.putIfAbsent(names.get(i), i);
      assertThat(table.putIfAbsent(i)).isEqualTo(previous == null ? -1 : previous);
    }
    assertThat(table.size()).isEqualTo(expected.size());
    for (String name : names) {
      String text = "<" + name + ">";
      assertThat(table.get(name)).isEqualTo(expected.get(name));
      assertThat(table.get(text, 1, text.length() - 1)).isEqualTo(expected.get(name));
      assertThat(table.get(text, 1, text.length() - 1, name.hashCode())).isEqualTo(expected.get(name));
      assertThat(table.contains(name + "z")).isEqualTo(expected.containsKey(name + "z"));
      assertThat(table.get(name + "z")).isEqualTo(expected.getOrDefault(name + "z", -1));
    }
  }

  @Test
  void theHashOfARangeIsTheHashOfTheStringCutOut() {
    assertThat(NodeNameTable.hash("x/alice/y", 2, 7)).isEqualTo("alice".hashCode());
    assertThat(NodeNameTable.hash("x", 1, 1)).isZero();
  }
}
