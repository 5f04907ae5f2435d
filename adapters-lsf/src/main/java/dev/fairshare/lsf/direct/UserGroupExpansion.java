package dev.fairshare.lsf.direct;

import dev.fairshare.lsf.model.LsfShareTreeBuilder;
import dev.fairshare.tree.NodeAttributes;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.PreorderTreeBuilder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The share tree of {@code lsb.users} expanded from {@link UserGroupRows} (docs/algorithms/lsf.md §3.2, §4.1): the
 * groups that are no group's member under the root, each group with USER_SHARES a level of its pairs below
 * it, as {@link LsfShareTreeBuilder} expands them (same nodes, order, attributes and origins).
 *
 * <p>Depth-first without recursion: a stack of levels, each a group whose pairs are being expanded (the
 * root's level is the top groups). Siblings are told apart without a tree-wide table: a group child by a
 * per-group mark of the node it was last added under (put back when a deeper level that replaced it is done), any
 * other child by the names added at its level.
 */
final class UserGroupExpansion {
  private static final NodeAttributes USER = NodeAttributes.of(LsfShareTreeBuilder.ACCOUNT, "user");
  private static final NodeAttributes DEFAULT_USER = NodeAttributes.of(LsfShareTreeBuilder.ACCOUNT, "default");
  private static final NodeAttributes ALL_ACCOUNT = NodeAttributes.of(LsfShareTreeBuilder.ACCOUNT, "all",
      LsfShareTreeBuilder.MEMBERS, "all");
  /** Up to this many names at one level are compared one by one, beyond in a hash set. */
  private static final int LINEAR_NAMES = 16;

  private final UserGroupRows rows;
  private final UserGroupLinks links;
  private final PreorderTreeBuilder builder;
  private final GroupDetails details;
  /**
   * Per group, 1 + the node it was last added under as an account, or 0; a deeper level that adds it again
   * records the value it replaced in the undo log, put back when that level is done.
   */
  private final int[] addedUnder;
  private int[] undoGroups = new int[16];
  private int[] undoValues = new int[16];
  private int undoCount;
  /** Per group, whether its level is being expanded (on the path from the root). */
  private final boolean[] onPath;
  /**
   * Per group, the {@link #usersOf} call that last visited it, by number: a call marks what it has seen
   * without an array of every group of its own (a file of 100,000 groups that each name another's
   * {@code group@} once cleared 100,000 such arrays).
   */
  private final int[] seenBy;
  private int usersOfCalls;

  private int depth;
  private int[] levelGroup = new int[16];
  private int[] levelNode = new int[16];
  private int[] levelPair = new int[16];
  private int[] levelMember = new int[16];
  private int[] levelNames = new int[16];
  private int[] levelUndo = new int[16];
  private Object[] levelNameSet = new Object[16];
  private Object[] levelCovered = new Object[16];
  /** The names of the children other than groups, level after level. */
  private String[] names = new String[64];
  private int nameCount;

  private UserGroupExpansion(String source, UserGroupRows rows, UserGroupLinks links) {
    this.rows = rows;
    this.links = links;
    int tops = 0;
    for (int g = 0; g < rows.count; g++) {
      tops += links.nested[g] ? 0 : 1;
    }
    this.details = new GroupDetails(source, rows);
    this.builder = new PreorderTreeBuilder("lsb.users", 1 + tops + rows.pairCount).details(details);
    this.addedUnder = new int[rows.count];
    this.onPath = new boolean[rows.count];
    this.seenBy = new int[rows.count];
  }

  /** The tree, or {@code null} when a node is one the tree builder reports (such as a bad name). */
  static dev.fairshare.tree.ShareTree expand(String source, UserGroupRows rows, UserGroupLinks links) {
    UserGroupExpansion e = new UserGroupExpansion(source, rows, links);
    e.builder.rootAttributes(Map.of("lsf.scope", "lsb.users"));
    e.run();
    return e.builder.valid() ? e.builder.build() : null;
  }

  private void run() {
    push(-1, 0);
    while (depth > 0) {
      int top = depth - 1;
      if (levelGroup[top] < 0) {
        topGroups(top);
      } else {
        pairs(top);
      }
    }
  }

  /** The root's level: each group that is no group's member, in file order, as an account of 1 share. */
  private void topGroups(int top) {
    for (int g = levelPair[top]; g < rows.count; g++) {
      if (!links.nested[g]) {
        levelPair[top] = g + 1;
        if (account(top, rows.names.values[g], g, 1, false)) {
          return;
        }
      }
    }
    pop();
  }

  /** A group's level: its pairs from the one to resume at; returns when a level below was pushed. */
  private void pairs(int top) {
    int g = levelGroup[top];
    int node = levelNode[top];
    for (int p = levelPair[top], end = rows.pairFirst.values[g + 1]; p < end; p++) {
      int shares = rows.pairShares.values[p];
      switch (rows.pairKind.values[p]) {
        case UserGroupRows.NAME -> {
          int named = links.pairGroup[p];
          levelPair[top] = p + 1;
          String name = named >= 0 ? rows.names.values[named] : pairName(g, p);
          if (account(top, name, named, shares, false)) {
            return;
          }
        }
        case UserGroupRows.EACH_MEMBER -> {
          int named = links.pairGroup[p];
          for (String u : usersOf(named)) {
            if (addName(top, u)) {
              builder.add(node, u, NodeKind.USER, shares, NodeAttributes.of(LsfShareTreeBuilder.ACCOUNT,
                  "member", LsfShareTreeBuilder.VIA, rows.names.values[named]), details.location(g, rows.pairAt(g, p)));
            }
          }
        }
        case UserGroupRows.DEFAULT -> {
          Set<String> covered = covered(top);
          int memberEnd = rows.memberFirst.values[g + 1];
          for (int m = Math.max(levelMember[top], rows.memberFirst.values[g]); m < memberEnd; m++) {
            if (rows.memberIs(g, m, "all")) {
              continue;
            }
            int named = links.memberGroup[m];
            String name = named >= 0 ? rows.names.values[named] : rows.memberName(g, m);
            if (!covered.contains(name)) {
              levelPair[top] = p;
              levelMember[top] = m + 1;
              if (account(top, name, named, shares, true)) {
                return;
              }
            }
          }
          levelMember[top] = 0;
        }
        case UserGroupRows.OTHERS -> {
          Set<String> covered = covered(top);
          List<String> rest = new ArrayList<>();
          for (int m = rows.memberFirst.values[g], memberEnd = rows.memberFirst.values[g + 1]; m < memberEnd; m++) {
            if (!rows.memberIs(g, m, "all")) {
              int named = links.memberGroup[m];
              String name = named >= 0 ? rows.names.values[named] : rows.memberName(g, m);
              if (!covered.contains(name)) {
                rest.add(name);
              }
            }
          }
          if (addName(top, "others")) {
            builder.add(node, "others", NodeKind.GROUP, shares, NodeAttributes.of(LsfShareTreeBuilder.ACCOUNT,
                "others", LsfShareTreeBuilder.MEMBERS, String.join(" ", rest)), details.location(g, rows.pairAt(g, p)));
          }
        }
        default -> {
          if (addName(top, "all")) {
            builder.add(node, "all", NodeKind.GROUP, shares, ALL_ACCOUNT, details.location(g, rows.pairAt(g, p)));
          }
        }
      }
    }
    pop();
  }

  /**
   * Adds the account {@code name} ({@code group} its group or -1 for a user) under the level's node unless
   * it has a child of that name; returns whether the group's own level was pushed below it.
   */
  private boolean account(int top, String name, int group, int shares, boolean byDefault) {
    int parent = levelNode[top];
    if (group < 0) {
      if (addName(top, name)) {
        builder.add(parent, name, NodeKind.USER, shares, byDefault ? DEFAULT_USER : USER, null);
      }
      return false;
    }
    int before = addedUnder[group];
    if (before == parent + 1) {
      return false;
    }
    if (before != 0) {
      if (undoCount == undoGroups.length) {
        undoGroups = Arrays.copyOf(undoGroups, undoCount * 2);
        undoValues = Arrays.copyOf(undoValues, undoCount * 2);
      }
      undoGroups[undoCount] = group;
      undoValues[undoCount++] = before;
    }
    addedUnder[group] = parent + 1;
    int id = builder.add(parent, name, NodeKind.GROUP, shares, GroupDetails.key(group, byDefault));
    if (rows.pairFirst.values[group] == rows.pairFirst.values[group + 1] || onPath[group]) {
      return false;
    }
    push(group, id);
    return true;
  }

  /** Whether {@code name} is new among the level's children other than groups, recording it if so. */
  @SuppressWarnings("unchecked")
  private boolean addName(int top, String name) {
    int base = levelNames[top];
    Object set = levelNameSet[top];
    if (set != null) {
      return ((Set<String>) set).add(name);
    }
    for (int k = base; k < nameCount; k++) {
      if (names[k].equals(name)) {
        return false;
      }
    }
    if (nameCount - base == LINEAR_NAMES) {
      Set<String> all = new HashSet<>(Arrays.asList(names).subList(base, nameCount));
      all.add(name);
      levelNameSet[top] = all;
      return true;
    }
    if (nameCount == names.length) {
      names = Arrays.copyOf(names, nameCount * 2);
    }
    names[nameCount++] = name;
    return true;
  }

  private void push(int group, int node) {
    if (depth == levelGroup.length) {
      int n = depth * 2;
      levelGroup = Arrays.copyOf(levelGroup, n);
      levelNode = Arrays.copyOf(levelNode, n);
      levelPair = Arrays.copyOf(levelPair, n);
      levelMember = Arrays.copyOf(levelMember, n);
      levelNames = Arrays.copyOf(levelNames, n);
      levelUndo = Arrays.copyOf(levelUndo, n);
      levelNameSet = Arrays.copyOf(levelNameSet, n);
      levelCovered = Arrays.copyOf(levelCovered, n);
    }
    levelGroup[depth] = group;
    levelNode[depth] = node;
    levelPair[depth] = group < 0 ? 0 : rows.pairFirst.values[group];
    levelMember[depth] = 0;
    levelNames[depth] = nameCount;
    levelUndo[depth] = undoCount;
    levelNameSet[depth] = null;
    levelCovered[depth] = null;
    if (group >= 0) {
      onPath[group] = true;
    }
    depth++;
  }

  private void pop() {
    int top = --depth;
    while (undoCount > levelUndo[top]) {
      undoCount--;
      addedUnder[undoGroups[undoCount]] = undoValues[undoCount];
    }
    if (levelGroup[top] >= 0) {
      onPath[levelGroup[top]] = false;
    }
    Arrays.fill(names, levelNames[top], nameCount, null);
    nameCount = levelNames[top];
    levelNameSet[top] = null;
    levelCovered[top] = null;
  }

  /** Pair {@code p}'s name, cut out of its line. */
  private String pairName(int g, int p) {
    return rows.lineTexts.values[g].substring(rows.pairFrom.values[p], rows.pairTo.values[p]);
  }

  /**
   * The level's covered names (docs/algorithms/lsf.md §3.2): those its pairs name and the users of the groups among
   * them, made when a {@code default} or {@code others} pair first asks.
   */
  @SuppressWarnings("unchecked")
  private Set<String> covered(int top) {
    Object made = levelCovered[top];
    if (made != null) {
      return (Set<String>) made;
    }
    int g = levelGroup[top];
    Set<String> covered = new HashSet<>();
    for (int p = rows.pairFirst.values[g], end = rows.pairFirst.values[g + 1]; p < end; p++) {
      byte kind = rows.pairKind.values[p];
      if (kind == UserGroupRows.NAME || kind == UserGroupRows.EACH_MEMBER) {
        int named = links.pairGroup[p];
        covered.add(named >= 0 ? rows.names.values[named] : pairName(g, p));
        if (named >= 0) {
          covered.addAll(usersOf(named));
        }
      }
    }
    levelCovered[top] = covered;
    return covered;
  }

  /**
   * The users of a group, through its subgroups, in first-seen order ({@code all} left out), as
   * {@code LsbUsers.usersOf} lists them.
   */
  private Set<String> usersOf(int group) {
    Set<String> users = new LinkedHashSet<>();
    int call = ++usersOfCalls;
    int[] todo = new int[16];
    int size = 0;
    todo[size++] = group;
    while (size > 0) {
      int g = todo[--size];
      if (seenBy[g] == call) {
        continue;
      }
      seenBy[g] = call;
      int first = rows.memberFirst.values[g];
      int end = rows.memberFirst.values[g + 1];
      int nested = 0;
      for (int m = first; m < end; m++) {
        if (links.memberGroup[m] >= 0) {
          nested++;
        } else if (!rows.memberIs(g, m, "all")) {
          users.add(rows.memberName(g, m));
        }
      }
      if (size + nested > todo.length) {
        todo = Arrays.copyOf(todo, Math.max(todo.length * 2, size + nested));
      }
      for (int m = end - 1; m >= first; m--) {
        if (links.memberGroup[m] >= 0) {
          todo[size++] = links.memberGroup[m];
        }
      }
    }
    return users;
  }
}
