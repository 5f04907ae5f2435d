package dev.fairshare.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.model.LsbUsers;
import dev.fairshare.lsf.model.UserGroupDef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@link LsbUsers} looks groups up through a name index and makes its map only when asked; its
 * answers are those of the former map built with {@code putIfAbsent} in file order (docs/algorithms/lsf.md §4.1),
 * for groups given in code (duplicates included) and for groups read from text.
 */
class LsbUsersIndexPropertyTest {

  @Provide
  Arbitrary<List<String>> names() {
    return Arbitraries.strings().withChars("abc").ofMinLength(1).ofMaxLength(2).list().ofMaxSize(12);
  }

  @Property
  void groupsGivenInCodeAnswerAsTheFormerMap(@ForAll("names") List<String> names,
      @ForAll("names") List<String> members) {
    List<UserGroupDef> defs = new ArrayList<>();
    for (int k = 0; k < names.size(); k++) {
      List<String> own = members.subList(0, Math.min(members.size(), k % 4));
      SourceLocation at = SourceLocation.of("u", k + 1);
      defs.add(new UserGroupDef(names.get(k), own, own.stream().map(m -> at).toList(), List.of(), false, at,
          k + 1));
    }
    assertSameAsMap(new LsbUsers(defs), defs, names, members);
  }

  @Property
  void groupsReadAnswerAsTheFormerMap(@ForAll("names") List<String> names) {
    StringBuilder text = new StringBuilder("Begin UserGroup\nGROUP_NAME GROUP_MEMBER\n");
    List<String> seen = new ArrayList<>();
    for (int k = 0; k < names.size(); k++) {
      if (!seen.contains(names.get(k))) {
        seen.add(names.get(k));
        text.append(names.get(k)).append(" (u").append(k).append(")\n");
      }
    }
    text.append("End UserGroup\n");
    LsbUsers users = LsbUsersFormat.groupsOf(text.toString(), new ProblemCollector());
    List<UserGroupDef> defs = new ArrayList<>(users.groups().values());
    assertSameAsMap(users, defs, names, List.of("u0", "u1", "x"));
  }

  private static void assertSameAsMap(LsbUsers users, List<UserGroupDef> defs, List<String> names,
      List<String> others) {
    Map<String, UserGroupDef> former = new LinkedHashMap<>();
    defs.forEach(d -> former.putIfAbsent(d.name(), d));
    assertThat(users.groups()).containsExactlyEntriesOf(former);
    assertThat(users.inOrder()).containsExactlyElementsOf(former.values());
    List<String> asked = new ArrayList<>(names);
    asked.addAll(others);
    for (String n : asked) {
      assertThat(users.group(n)).isSameAs(former.get(n));
      assertThat(users.isGroup(n)).isEqualTo(former.containsKey(n));
    }
    assertThat(users.group(null)).isNull();
    assertThat(users.isGroup(null)).isFalse();
  }
}
