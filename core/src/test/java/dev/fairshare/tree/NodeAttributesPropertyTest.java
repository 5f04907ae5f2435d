package dev.fairshare.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** NodeAttributes behaves as the unmodifiable LinkedHashMap copy the builder used to keep. */
class NodeAttributesPropertyTest {

  @Provide
  Arbitrary<List<String>> pairs() {
    Arbitrary<String> word = Arbitraries.of("a", "b", "c", "Fairshare", "slurm.user", "", "x y");
    return word.list().ofMaxSize(12).filter(l -> l.size() % 2 == 0);
  }

  @Property
  void sameAsALinkedHashMapFilledByPut(@ForAll("pairs") List<String> kv) {
    Map<String, String> expected = new LinkedHashMap<>();
    for (int k = 0; k < kv.size(); k += 2) {
      expected.put(kv.get(k), kv.get(k + 1));
    }
    NodeAttributes actual = NodeAttributes.of(kv.toArray(new String[0]));

    assertThat(actual).isEqualTo(expected);
    assertThat(actual.hashCode()).isEqualTo(expected.hashCode());
    assertThat(actual.toString()).isEqualTo(expected.toString());
    assertThat(new ArrayList<>(actual.entrySet())).isEqualTo(new ArrayList<>(expected.entrySet()));
    for (String key : List.of("a", "b", "c", "Fairshare", "slurm.user", "", "x y", "none")) {
      assertThat(actual.get(key)).isEqualTo(expected.get(key));
      assertThat(actual.containsKey(key)).isEqualTo(expected.containsKey(key));
    }
    assertThat(NodeAttributes.copyOf(expected)).isEqualTo(expected);
    assertThat(NodeAttributes.copyOf(actual)).isSameAs(actual);
  }
}
