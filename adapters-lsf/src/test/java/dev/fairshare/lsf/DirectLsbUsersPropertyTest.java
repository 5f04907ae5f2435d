package dev.fairshare.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.lsf.direct.DirectLsbUsersReader;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * {@code lsf.lsb-users} read straight into the tree ({@link DirectLsbUsersReader}) gives what the
 * former reading through the model of the rows gives ({@code LsbUsersReader}, then
 * {@code LsfShareTreeBuilder}, kept as {@link LsbUsersFormat#readByModel} and used as the reference): the
 * same tree (nodes, order, shares, attributes, origins, parents, subtree ends, depths), the same warnings
 * and, for a text with problems, the same problems in the same order (docs/algorithms/lsf.md §3, §4.1, §9.1).
 *
 * <p>Texts are generated mostly valid (subgroups defined first, USER_SHARES naming members) with every
 * construct of the section (group@, default, others, all, {@code !}, {@code all} members, trailing
 * {@code /}, continued rows, comments, other sections, columns in any order, CR and CRLF line ends, odd
 * characters) and, now and then, each mistake the readers report; a second generator makes only valid texts
 * that lean on the expansion (groups named in several lists and nested levels, names listed twice), which
 * must all be read directly.
 */
class DirectLsbUsersPropertyTest {
  private final LsbUsersFormat format = new LsbUsersFormat();

  @Provide
  Arbitrary<String> texts() {
    return Arbitraries.randoms().map(DirectLsbUsersPropertyTest::text);
  }

  @Property(tries = 5000)
  void directReadingEqualsTheReadingThroughTheModel(@ForAll("texts") String text) {
    LineSource source = LineSource.of("lsb.users", text);
    boolean direct = DirectLsbUsersReader.read(LineSource.of("lsb.users", text)) != null;
    Statistics.label("direct").collect(direct);
    for (String construct : List.of("@,", "[default", "[others", "[all", "\\\n", "!", "/", "#")) {
      Statistics.label("direct with " + construct).collect(direct && text.contains(construct));
    }
    Object expected = outcome(() -> LsbUsersFormat.readByModel(LineSource.of("lsb.users", text)));
    Object actual = outcome(() -> format.read(source));
    assertThat(actual).isEqualTo(expected);
  }

  @Provide
  Arbitrary<String> validTexts() {
    return Arbitraries.randoms().map(DirectLsbUsersPropertyTest::validText);
  }

  @Property(tries = 2000)
  void validTextsAreReadDirectlyAsThroughTheModel(@ForAll("validTexts") String text) {
    LineSource source = LineSource.of("lsb.users", text);
    assertThat(DirectLsbUsersReader.read(source)).as("read directly").isNotNull();
    assertThat(outcome(() -> format.read(source))).isEqualTo(outcome(() -> LsbUsersFormat.readByModel(source)));
  }

  /**
   * A text without problems that leans on the expansion: subgroups named in several lists and nested levels,
   * names listed twice, {@code group@}, {@code default}, {@code others}, {@code all}, {@code !}.
   */
  static String validText(Random r) {
    StringBuilder t = new StringBuilder("Begin UserGroup\nGROUP_NAME GROUP_MEMBER USER_SHARES\n");
    int count = 1 + r.nextInt(7);
    for (int g = 0; g < count; g++) {
      List<String> members = new ArrayList<>();
      boolean external = r.nextInt(15) == 0;
      if (!external) {
        for (int m = 0, n = r.nextInt(5); m < n; m++) {
          members.add(g > 0 && r.nextBoolean() ? "g" + r.nextInt(g) : r.nextInt(12) == 0 ? "all" : "u" + r.nextInt(5));
        }
      }
      boolean anyone = external || members.contains("all");
      StringBuilder shares = new StringBuilder();
      for (int k = 0, n = r.nextInt(6); k < n; k++) {
        List<String> groupMembers = members.stream().filter(m -> m.startsWith("g")).toList();
        int what = r.nextInt(10);
        String name = what < 4 && !members.isEmpty() && !members.get(0).equals("all")
            ? members.get(r.nextInt(members.size())) : what < 6 && !groupMembers.isEmpty()
            ? groupMembers.get(r.nextInt(groupMembers.size())) + (r.nextBoolean() ? "@" : "")
            : what == 6 ? "default" : what == 7 ? "others" : what == 8 ? "all"
            : anyone ? "u" + r.nextInt(7) : "default";
        if (name.equals("all") && what != 8) {
          name = "default";
        }
        shares.append(k == 0 ? "" : " ").append('[').append(name).append(", ").append(1 + r.nextInt(99)).append(']');
      }
      t.append('g').append(g).append(' ').append(external ? "!" : "(" + String.join(" ", members) + ")");
      if (r.nextInt(6) != 0) {
        t.append(r.nextInt(8) == 0 ? " \\\n  " : " ").append('(').append(shares).append(')');
      }
      t.append(r.nextInt(10) == 0 ? " # row\n" : "\n");
    }
    return t.append("End UserGroup\n").toString();
  }

  @Example
  void theSpecExampleAndTheBenchmarkShapeAreReadDirectly() {
    StringBuilder shape = new StringBuilder("Begin UserGroup\nGROUP_NAME   GROUP_MEMBER   USER_SHARES\n");
    for (int g = 0; g < 3; g++) {
      for (int l = 0; l < 4; l++) {
        String leaf = "l" + g + "_" + l;
        shape.append(leaf).append(" (").append(leaf).append("a ").append(leaf).append("b) ([").append(leaf)
            .append("a, ").append(l + 1).append("] [").append(leaf).append("b, ").append(g + 2).append("])\n");
      }
    }
    for (int g = 0; g < 3; g++) {
      shape.append('t').append(g).append(" (l").append(g).append("_0 l").append(g).append("_1 l").append(g)
          .append("_2 l").append(g).append("_3) ([l").append(g).append("_0, 5] [l").append(g).append("_1, 6] [l")
          .append(g).append("_2, 7] [l").append(g).append("_3, 8])\n");
    }
    shape.append("End UserGroup\n");
    for (LineSource source : List.of(LsbUsersFormatTest.resource("spec-4.1.lsb.users"),
        LineSource.of("bench", shape.toString()))) {
      assertThat(DirectLsbUsersReader.read(source)).isNotNull();
      assertThat(outcome(() -> format.read(source))).isEqualTo(outcome(() -> LsbUsersFormat.readByModel(source)));
    }
    assertThat(DirectLsbUsersReader.read(LsbUsersFormatTest.resource("bad.lsb.users"))).isNull();
  }

  @Example
  void aGroupNamedTwiceInOneListIsOneAccountEvenWhenALevelBetweenAddsItToo() {
    String text = """
        Begin UserGroup
        GROUP_NAME   GROUP_MEMBER   USER_SHARES
        g0   (u1 u2 u0)
        g1   (g0 u1)   ([g0@, 43] [g0, 99])
        g2   (g1 g0)   ([g0, 83] [g1, 63] [g0, 28])
        End UserGroup
        """;
    LineSource source = LineSource.of("lsb.users", text);
    assertThat(DirectLsbUsersReader.read(source)).isNotNull();
    assertThat(outcome(() -> format.read(source))).isEqualTo(outcome(() -> LsbUsersFormat.readByModel(source)));
    assertThat(format.read(source).tree().childCount(1)).as("g2 has g0 once, and g1").isEqualTo(2);
  }

  /** What a reading gives, as comparable values: the tree's nodes and structure, or the problems. */
  private static Object outcome(java.util.function.Supplier<TreeDocument> read) {
    TreeDocument doc;
    try {
      doc = read.get();
    } catch (ConfigParseException e) {
      return List.of("problems", e.getMessage(), e.problems());
    }
    ShareTree t = doc.tree();
    List<Object> structure = new ArrayList<>();
    for (int i = 0; i < t.size(); i++) {
      structure.add(List.of(t.parent(i), t.subtreeEnd(i), t.depth(i), t.childCount(i)));
    }
    double[] usage = new double[t.size()];
    for (int i = 0; i < t.size(); i++) {
      usage[i] = doc.usage().usage(i);
    }
    return List.of("tree", t.nodes(), structure, t.userCount(), java.util.Arrays.toString(usage),
        doc.settings(), doc.warnings());
  }

  private static final String[] USERS = {"u0", "u1", "u2", "User3"};

  /** A generated lsb.users text. */
  static String text(Random r) {
    StringBuilder t = new StringBuilder();
    if (r.nextInt(10) == 0) {
      t.append("# lsb.users\n");
    }
    if (r.nextInt(5) == 0) {
      t.append("Begin User\nUSER_NAME MAX_JOBS\nu0 10 # (not read)\nEnd User\n\n");
    }
    int sections = r.nextInt(12) == 0 ? 2 : 1;
    List<String> groups = new ArrayList<>();
    for (int s = 0; s < sections; s++) {
      section(r, t, groups);
    }
    if (r.nextInt(40) == 0) {
      t.append("End UserGroup\n");
    }
    String text = t.toString();
    if (r.nextInt(10) == 0) {
      text = text.replace("\n", r.nextBoolean() ? "\r\n" : "\r");
    }
    if (r.nextInt(8) == 0) {
      text = odd(r, text);
    }
    if (r.nextInt(15) == 0 && text.endsWith("\n")) {
      text = text.substring(0, text.length() - 1);
    }
    return text;
  }

  /** The text with one character replaced by an unusual one: quotes, tabs, other white space, non-ASCII. */
  private static String odd(Random r, String text) {
    if (text.isEmpty()) {
      return text;
    }
    int at = r.nextInt(text.length());
    String[] odd = {"\"", "\t", "\u000b", "\u001c", "\u00a0", "\u2003", "\u00e9", "\u0131", "#", "\\", "(", ")",
        "[", "]", ",", "@", "/", "  ", "\u0663"};
    return text.substring(0, at) + odd[r.nextInt(odd.length)] + text.substring(at + 1);
  }

  private static void section(Random r, StringBuilder t, List<String> groups) {
    t.append(r.nextInt(15) == 0 ? "  BEGIN   usergroup  \n" : "Begin UserGroup\n");
    List<String> columns = new ArrayList<>(List.of("GROUP_NAME", "GROUP_MEMBER", "USER_SHARES"));
    if (r.nextInt(8) == 0) {
      columns.remove(2);
    }
    if (r.nextInt(40) == 0) {
      columns.remove(r.nextInt(2));
    }
    if (r.nextInt(6) == 0) {
      java.util.Collections.shuffle(columns, r);
    }
    if (r.nextInt(30) == 0) {
      columns.add("EXTRA");
    }
    if (r.nextInt(50) != 0) {
      t.append(r.nextInt(10) == 0 ? String.join(" ", columns).toLowerCase(java.util.Locale.ROOT)
          : String.join("   ", columns)).append('\n');
    }
    int rows = r.nextInt(7);
    for (int k = 0; k < rows; k++) {
      if (r.nextInt(15) == 0) {
        t.append(r.nextBoolean() ? "\n" : "   # a comment\n");
      }
      row(r, t, groups, columns);
    }
    int end = r.nextInt(60);
    t.append(end == 0 ? "" : end == 1 ? "End Queue\n" : end == 2 ? "Begin UserGroup\n" : "End UserGroup\n");
  }

  private static void row(Random r, StringBuilder t, List<String> groups, List<String> columns) {
    String name = r.nextInt(40) == 0 ? pick(r, "all", "g/x", "default", "u0")
        : r.nextInt(25) == 0 && !groups.isEmpty() ? groups.get(r.nextInt(groups.size())) : "g" + groups.size();
    List<String> members = new ArrayList<>();
    String memberField;
    int kind = r.nextInt(30);
    if (kind == 0) {
      memberField = "!";
    } else if (kind == 1) {
      memberField = "all";
      members.add("all");
    } else if (kind == 2) {
      memberField = pick(r, "u0", "(u0", "()");
    } else {
      int n = r.nextInt(5);
      for (int m = 0; m < n; m++) {
        int what = r.nextInt(3) == 0 ? 9 + r.nextInt(7) : r.nextInt(20);
        String member = what < 9 ? USERS[r.nextInt(USERS.length)]
            : what < 16 && !groups.isEmpty() ? groups.get(r.nextInt(groups.size()))
            : what == 16 ? "all" : what == 17 ? "g" + (groups.size() + r.nextInt(2)) : "u" + r.nextInt(2) + "/";
        members.add(member.endsWith("/") ? member.substring(0, member.length() - 1) : member);
      }
      StringBuilder f = new StringBuilder("(");
      for (int m = 0; m < n; m++) {
        String written = members.get(m);
        if (r.nextInt(12) == 0 && !written.equals("all")) {
          written += "/";
        }
        f.append(m == 0 ? "" : r.nextInt(8) == 0 ? "  " : r.nextInt(20) == 0 ? "\t" : " ").append(written);
      }
      memberField = f.append(")").toString();
    }
    String sharesField = shares(r, members);
    List<String> fields = new ArrayList<>();
    for (String c : columns) {
      fields.add(switch (c) {
        case "GROUP_NAME" -> name;
        case "GROUP_MEMBER" -> memberField;
        case "USER_SHARES" -> sharesField;
        default -> "x";
      });
    }
    while (!fields.isEmpty() && fields.get(fields.size() - 1) == null) {
      fields.remove(fields.size() - 1);
    }
    StringBuilder line = new StringBuilder();
    for (int f = 0; f < fields.size(); f++) {
      String field = fields.get(f) == null ? "()" : fields.get(f);
      line.append(f == 0 ? "" : r.nextInt(10) == 0 ? " \\\n    " : "   ").append(field);
    }
    if (r.nextInt(40) == 0) {
      line.append(" extra");
    }
    if (r.nextInt(10) == 0) {
      line.append("   # note");
    }
    t.append(line).append('\n');
    if (!groups.contains(name)) {
      groups.add(name);
    }
  }

  /** A USER_SHARES field for a row of these members, or {@code null} for none. */
  private static String shares(Random r, List<String> members) {
    int kind = r.nextInt(12);
    if (kind == 0) {
      return null;
    }
    if (kind == 1) {
      return "()";
    }
    if (kind == 2 && r.nextInt(4) == 0) {
      return pick(r, "[u0, 1]", "(", "x");
    }
    StringBuilder f = new StringBuilder("(");
    int n = r.nextInt(7);
    for (int k = 0; k < n; k++) {
      int what = r.nextInt(24);
      String name = what < 12 && !members.isEmpty() ? members.get(r.nextInt(members.size()))
          : what < 14 ? "default" : what < 16 ? "others" : what == 16 ? "all"
          : what < 20 && !members.isEmpty() ? eachMember(r, members)
          : what == 20 ? USERS[r.nextInt(USERS.length)] : what == 21 ? "g0@" : "u9";
      String number = r.nextInt(25) == 0 ? pick(r, "0", "+3", "x", "", "-1", "99999999999", "007")
          : Integer.toString(1 + r.nextInt(100));
      String pair = r.nextInt(40) == 0 ? pick(r, "[" + name + " " + number + "]", "[, 2]", "[" + name + ", 3",
          "bad")
          : r.nextInt(6) == 0 ? "[ " + name + " ,  " + number + " ]" : "[" + name + ", " + number + "]";
      f.append(k == 0 ? "" : r.nextInt(6) == 0 ? "  " : " ").append(pair);
    }
    return f.append(")").toString();
  }

  /** {@code group@} of a member, a group if there is one among them (mostly). */
  private static String eachMember(Random r, List<String> members) {
    List<String> groups = members.stream().filter(m -> m.startsWith("g")).toList();
    return (groups.isEmpty() || r.nextInt(4) == 0 ? members.get(r.nextInt(members.size()))
        : groups.get(r.nextInt(groups.size()))) + "@";
  }

  private static String pick(Random r, String... options) {
    return options[r.nextInt(options.length)];
  }
}
