package dev.fairshare.lsf;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.lsf.model.LsbUsers;
import dev.fairshare.lsf.model.LsfShareTreeBuilder;
import dev.fairshare.lsf.model.ShareAssignment;
import dev.fairshare.lsf.model.UserGroupDef;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.lsf.syntax.LsfSection;
import dev.fairshare.lsf.text.TextEdits;
import dev.fairshare.io.TextOut;
import dev.fairshare.tree.NodeNameTable;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes a share tree as the {@code UserGroup} section of {@code lsb.users}.
 *
 * <p>With the text it was read from, the text is kept: rows whose group has the same members and
 * USER_SHARES are left byte for byte, changed rows are rewritten on one line, groups new to the tree are
 * added before the last {@code End UserGroup}, and rows of groups absent from the tree (flattened by
 * {@code group@}) are kept. Without it, a new file with one UserGroup section is written, subgroups first.
 */
final class LsbUsersWriter {
  private LsbUsersWriter() {}

  /** One group as a row: members and the share list. */
  record Row(String name, List<String> members, List<String> shares) {
    String render() {
      return name + " (" + String.join(" ", members) + ") (" + String.join(" ", shares) + ")";
    }
  }

  static String write(ShareTree tree, String original) {
    Map<String, Row> rows = rows(tree);
    if (original == null) {
      List<Row> ordered = new ArrayList<>(rows.values());
      java.util.Collections.reverse(ordered);
      StringBuilder out = new StringBuilder("Begin UserGroup\nGROUP_NAME GROUP_MEMBER USER_SHARES\n");
      ordered.forEach(r -> out.append(r.render()).append('\n'));
      return out.append("End UserGroup\n").toString();
    }
    ProblemCollector problems = new ProblemCollector();
    LsfConfigFile file = LsfConfigFile.parse(LineSource.of("lsb.users", original), problems);
    LsbUsers before = LsbUsersFormat.groupsOf(original, problems);
    TextEdits edits = new TextEdits(original);
    Set<String> seen = new LinkedHashSet<>();
    for (UserGroupDef def : before.groups().values()) {
      Row now = rows.get(def.name());
      seen.add(def.name());
      if (now == null) {
        continue;
      }
      Row was = new Row(def.name(), def.members(), producing(def, before));
      if (!was.equals(now)) {
        edits.replace(def.location().line(), def.lastLine(), now.render());
      }
    }
    List<LsfSection> sections = file.sections("UserGroup");
    List<Row> added = rows.values().stream().filter(r -> !seen.contains(r.name())).toList();
    if (!added.isEmpty()) {
      List<Row> ordered = new ArrayList<>(added);
      java.util.Collections.reverse(ordered);
      if (sections.isEmpty()) {
        String text = original.endsWith("\n") || original.isEmpty() ? original : original + "\n";
        return text + write(tree, null);
      }
      int end = sections.get(sections.size() - 1).endLine();
      ordered.forEach(r -> edits.insertBefore(end, r.render()));
    }
    return edits.apply();
  }

  /** The pairs of a row that make at least one account (a {@code default} with no one left makes none). */
  private static List<String> producing(UserGroupDef def, LsbUsers users) {
    Set<String> covered = new java.util.HashSet<>();
    for (ShareAssignment s : def.shares()) {
      if (s.kind() == ShareAssignment.Kind.NAME || s.kind() == ShareAssignment.Kind.EACH_MEMBER) {
        covered.add(s.name());
        covered.addAll(users.usersOf(s.name()));
      }
    }
    List<String> out = new ArrayList<>();
    for (ShareAssignment s : def.shares()) {
      boolean makes = switch (s.kind()) {
        case DEFAULT -> def.members().stream().anyMatch(m -> !covered.contains(m) && !m.equals("all"));
        case EACH_MEMBER -> !users.usersOf(s.name()).isEmpty();
        default -> true;
      };
      if (makes) {
        out.add(s.render());
      }
    }
    return out;
  }

  /**
   * Writes a new file of the tree's rows, as {@link #write} does without the text read, a row at a time:
   * only the groups' indexes are kept, not their rows.
   */
  static void writeNew(ShareTree tree, TextOut out) {
    NodeNameTable firstOfName = new NodeNameTable(tree::name);
    int[] groups = new int[16];
    int count = 0;
    for (int i = 1; i < tree.size(); i++) {
      if (isRow(tree, i) && firstOfName.putIfAbsent(i) < 0) {
        if (count == groups.length) {
          groups = Arrays.copyOf(groups, count * 2);
        }
        groups[count++] = i;
      }
    }
    out.append("Begin UserGroup\nGROUP_NAME GROUP_MEMBER USER_SHARES\n");
    for (int k = count - 1; k >= 0; k--) {
      out.append(row(tree, groups[k]).render()).append('\n');
    }
    out.append("End UserGroup\n");
  }

  /** Whether a node is a group with a row of its own (not a user, not {@code others} or {@code all}). */
  private static boolean isRow(ShareTree tree, int i) {
    String kind = tree.attribute(i, LsfShareTreeBuilder.ACCOUNT);
    return !tree.isUser(i) && !"others".equals(kind) && !"all".equals(kind);
  }

  /** The rows the tree implies, first occurrence of each group in pre-order. */
  static Map<String, Row> rows(ShareTree tree) {
    Map<String, Row> rows = new LinkedHashMap<>();
    for (int i = 1; i < tree.size(); i++) {
      if (isRow(tree, i) && !rows.containsKey(tree.name(i))) {
        rows.put(tree.name(i), row(tree, i));
      }
    }
    return rows;
  }

  /** The row of one group. */
  private static Row row(ShareTree tree, int i) {
    String membersAttr = tree.attribute(i, LsfShareTreeBuilder.MEMBERS);
    List<String> members = new ArrayList<>();
    Set<String> listed = new java.util.HashSet<>();
    List<String> shares = new ArrayList<>();
    Set<String> once = new LinkedHashSet<>();
    for (int c = tree.firstChild(i); c >= 0; c = tree.nextSibling(c)) {
      String how = tree.attribute(c, LsfShareTreeBuilder.ACCOUNT);
      int n = (int) tree.shares(c);
      String pair = switch (how == null ? "user" : how) {
        case "default" -> "[default, " + n + "]";
        case "member" -> "[" + tree.attribute(c, LsfShareTreeBuilder.VIA) + "@, " + n + "]";
        default -> "[" + tree.name(c) + ", " + n + "]";
      };
      if (once.add(pair)) {
        shares.add(pair);
      }
      if (!"member".equals(how) && !"others".equals(how) && !"all".equals(how)) {
        members.add(tree.name(c));
        listed.add(tree.name(c));
      } else if ("member".equals(how) && listed.add(tree.attribute(c, LsfShareTreeBuilder.VIA))) {
        // a set beside the list: a level of a million group@ accounts once searched the list for each
        members.add(tree.attribute(c, LsfShareTreeBuilder.VIA));
      }
    }
    if (membersAttr != null) {
      members = membersAttr.isBlank() ? List.of() : Arrays.asList(membersAttr.split(" "));
    }
    return new Row(tree.name(i), members, shares);
  }
}
