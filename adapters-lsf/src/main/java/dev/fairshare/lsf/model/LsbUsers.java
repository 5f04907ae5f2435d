package dev.fairshare.lsf.model;

import dev.fairshare.format.NameIndex;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The user groups of {@code lsb.users}, in file order, with membership queries (specs/lsf.md §4.1).
 *
 * <p>Immutable once read by {@link LsbUsersReader}, which guarantees that groups form no cycle, so the
 * recursive membership queries terminate.
 */
public final class LsbUsers {
  private final Map<String, UserGroupDef> groups;
  /** Per group in order, whether it is another group's member; {@code null} when not given. */
  private final boolean[] nested;

  public LsbUsers(Collection<UserGroupDef> groups) {
    this(groups, null);
  }

  /**
   * The groups, and for each (in the order given, names unique) whether it is a member of some group, as
   * the reader has found it; {@code null} to have {@link #topLevel} work it out.
   */
  LsbUsers(Collection<UserGroupDef> groups, boolean[] nested) {
    Map<String, UserGroupDef> byName = new LinkedHashMap<>();
    for (UserGroupDef g : groups) {
      byName.putIfAbsent(g.name(), g);
    }
    this.groups = java.util.Collections.unmodifiableMap(byName);
    this.nested = nested != null && nested.length == byName.size() ? nested : null;
  }

  /** No groups. */
  public static LsbUsers empty() {
    return new LsbUsers(List.of());
  }

  /** The groups by name, in file order. */
  public Map<String, UserGroupDef> groups() {
    return groups;
  }

  /** The groups that are no group's member (the top of the lsb.users hierarchy), in file order. */
  public List<UserGroupDef> topLevel() {
    List<UserGroupDef> top = new ArrayList<>();
    if (nested != null) {
      int k = 0;
      for (UserGroupDef g : groups.values()) {
        if (!nested[k++]) {
          top.add(g);
        }
      }
      return top;
    }
    NameIndex members = new NameIndex(groups.size() * 3);
    for (UserGroupDef g : groups.values()) {
      for (String m : g.members()) {
        members.putIfAbsent(m, 0);
      }
    }
    for (UserGroupDef g : groups.values()) {
      if (!members.contains(g.name())) {
        top.add(g);
      }
    }
    return top;
  }

  /** Whether a name is a user group. */
  public boolean isGroup(String name) {
    return groups.containsKey(name);
  }

  /** A group, or {@code null}. */
  public UserGroupDef group(String name) {
    return groups.get(name);
  }

  /** The users of a group, recursively through subgroups, in first-seen order ({@code all} excluded). */
  public Set<String> usersOf(String group) {
    Set<String> users = new LinkedHashSet<>();
    Set<String> seen = new LinkedHashSet<>();
    List<String> todo = new ArrayList<>(List.of(group));
    while (!todo.isEmpty()) {
      String g = todo.remove(0);
      if (!seen.add(g)) {
        continue;
      }
      UserGroupDef def = groups.get(g);
      if (def == null) {
        continue;
      }
      List<String> nested = new ArrayList<>();
      for (String m : def.members()) {
        if (groups.containsKey(m)) {
          nested.add(m);
        } else if (!m.equals("all")) {
          users.add(m);
        }
      }
      todo.addAll(0, nested);
    }
    return users;
  }

  /** Every user named as a member of any group. */
  public Set<String> allUsers() {
    Set<String> users = new LinkedHashSet<>();
    for (String g : groups.keySet()) {
      users.addAll(usersOf(g));
    }
    return users;
  }

  /** Whether any group has {@code all} among its members. */
  public boolean hasAll(String group) {
    UserGroupDef def = groups.get(group);
    return def != null && def.members().contains("all");
  }
}
