package dev.fairshare.lsf.model;

import dev.fairshare.format.NameIndex;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The user groups of {@code lsb.users}, in file order, with membership queries (docs/algorithms/lsf.md §4.1).
 *
 * <p>Immutable once read by {@link LsbUsersReader}, which guarantees that groups form no cycle, so the
 * recursive membership queries terminate.
 */
public final class LsbUsers {
  /** The groups in file order, names unique. */
  private final List<UserGroupDef> list;
  /** The index in {@link #list} of each group name. */
  private final NameIndex index;
  /** Per group in order, whether it is another group's member; {@code null} when not given. */
  private final boolean[] nested;
  /** {@link #groups()}, made when first asked (reading the tree needs only {@link #group}). */
  private volatile Map<String, UserGroupDef> groups;

  /** The groups; of two with the same name, the first. */
  public LsbUsers(Collection<UserGroupDef> groups) {
    List<UserGroupDef> unique = new ArrayList<>(groups.size());
    NameIndex byName = new NameIndex(Math.max(16, groups.size()));
    for (UserGroupDef g : groups) {
      if (byName.putIfAbsent(g.name(), unique.size()) < 0) {
        unique.add(g);
      }
    }
    this.list = unique;
    this.index = byName;
    this.nested = null;
  }

  /**
   * The groups as the reader has read them: in order with unique names, {@code index} the position of
   * each name in {@code groups}, and for each whether it is a member of some group.
   */
  LsbUsers(List<UserGroupDef> groups, NameIndex index, boolean[] nested) {
    this.list = groups;
    this.index = index;
    this.nested = nested.length == groups.size() ? nested : null;
  }

  /** No groups. */
  public static LsbUsers empty() {
    return new LsbUsers(List.of());
  }

  /** The groups by name, in file order. */
  public Map<String, UserGroupDef> groups() {
    Map<String, UserGroupDef> map = groups;
    if (map == null) {
      Map<String, UserGroupDef> byName = new LinkedHashMap<>();
      for (UserGroupDef g : list) {
        byName.put(g.name(), g);
      }
      map = Collections.unmodifiableMap(byName);
      groups = map;
    }
    return map;
  }

  /** The groups in file order (the values of {@link #groups()}). */
  public List<UserGroupDef> inOrder() {
    return Collections.unmodifiableList(list);
  }

  /** The groups that are no group's member (the top of the lsb.users hierarchy), in file order. */
  public List<UserGroupDef> topLevel() {
    List<UserGroupDef> top = new ArrayList<>();
    if (nested != null) {
      for (int k = 0; k < list.size(); k++) {
        if (!nested[k]) {
          top.add(list.get(k));
        }
      }
      return top;
    }
    NameIndex members = new NameIndex(list.size() * 3);
    for (UserGroupDef g : list) {
      for (String m : g.members()) {
        members.putIfAbsent(m, 0);
      }
    }
    for (UserGroupDef g : list) {
      if (!members.contains(g.name())) {
        top.add(g);
      }
    }
    return top;
  }

  /** Whether a name is a user group. */
  public boolean isGroup(String name) {
    return name != null && index.get(name) >= 0;
  }

  /** A group, or {@code null}. */
  public UserGroupDef group(String name) {
    int k = name == null ? -1 : index.get(name);
    return k < 0 ? null : list.get(k);
  }

  /** The users of a group, recursively through subgroups, in first-seen order ({@code all} excluded). */
  public Set<String> usersOf(String group) {
    Set<String> users = new LinkedHashSet<>();
    collect(group, new HashSet<>(), users);
    return users;
  }

  /**
   * Every user named as a member of any group: the users of each group in file order, each group expanded
   * once (a group seen in an earlier one's expansion has all its users in already), so a chain of groups a
   * million deep costs a million steps, not half a million million.
   */
  public Set<String> allUsers() {
    Set<String> users = new LinkedHashSet<>();
    Set<String> seen = new HashSet<>();
    for (UserGroupDef g : list) {
      collect(g.name(), seen, users);
    }
    return users;
  }

  /**
   * Adds the users of a group to {@code users} depth first without recursion, members in order, skipping the
   * groups in {@code seen} and adding those it expands.
   */
  private void collect(String group, Set<String> seen, Set<String> users) {
    Deque<String> todo = new ArrayDeque<>(List.of(group));
    List<String> nested = new ArrayList<>();
    while (!todo.isEmpty()) {
      String g = todo.pop();
      if (!seen.add(g)) {
        continue;
      }
      UserGroupDef def = group(g);
      if (def == null) {
        continue;
      }
      nested.clear();
      for (String m : def.members()) {
        if (isGroup(m)) {
          nested.add(m);
        } else if (!m.equals("all")) {
          users.add(m);
        }
      }
      for (int k = nested.size() - 1; k >= 0; k--) {
        todo.push(nested.get(k));
      }
    }
  }

  /** Whether any group has {@code all} among its members. */
  public boolean hasAll(String group) {
    UserGroupDef def = group(group);
    return def != null && def.members().contains("all");
  }
}
