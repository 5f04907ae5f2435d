package dev.fairshare.lsf.direct;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.lsf.model.LsfShareTreeBuilder;
import dev.fairshare.tree.NodeAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link GroupAttributes} is the map {@code NodeAttributes.of(ACCOUNT, account, MEMBERS, members)}. */
class GroupAttributesTest {
  @Test
  void equalsHashesPrintsAndIteratesAsTheNodeAttributes() {
    String line = "GroupC (User3 User4) ([User3, 3] [User4, 4])";
    Map<String, String> lazy = new GroupAttributes("group", line, 8, 19);
    Map<String, String> eager = NodeAttributes.of(LsfShareTreeBuilder.ACCOUNT, "group",
        LsfShareTreeBuilder.MEMBERS, "User3 User4");
    assertThat(lazy).isEqualTo(eager);
    assertThat(eager).isEqualTo(lazy);
    assertThat(lazy.hashCode()).isEqualTo(eager.hashCode());
    assertThat(lazy.toString()).isEqualTo(eager.toString());
    assertThat(new ArrayList<>(lazy.entrySet())).isEqualTo(new ArrayList<>(eager.entrySet()));
    assertThat(lazy.get(LsfShareTreeBuilder.MEMBERS)).isEqualTo("User3 User4");
    assertThat(lazy.get("lsf.via")).isNull();
    assertThat(lazy.containsKey(LsfShareTreeBuilder.ACCOUNT)).isTrue();
    assertThat(lazy.containsKey("x")).isFalse();
    assertThat(List.copyOf(lazy.keySet())).containsExactly(LsfShareTreeBuilder.ACCOUNT, LsfShareTreeBuilder.MEMBERS);
  }
}
