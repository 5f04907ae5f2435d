package dev.fairshare.lsf.acct;

import dev.fairshare.lsf.model.LsbUsers;
import dev.fairshare.lsf.model.LsfShareTreeBuilder;
import dev.fairshare.tree.ShareTree;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The accounts of a scope's share tree that the users with jobs may be charged to when a record names no
 * account of the tree (docs/algorithms/lsf.md §8.3), found in one pass over the tree for those users only:
 * per user, the first account in tree order of the user's name that {@code default} did not make, the first
 * group account that is a leaf and holds the user, the first {@code default} account of the user's name,
 * and the first collective account that holds the user ({@code all}, or {@code others} listing the user).
 * {@link AcctUsageBuilder} takes them in that order, so that a charge costs a lookup, not a walk of the tree
 * per job (a million jobs on a tree of ten million nodes).
 */
final class ChargeAccounts {
  private final Map<String, Integer> own = new HashMap<>();
  private final Map<String, Integer> group = new HashMap<>();
  private final Map<String, Integer> byDefault = new HashMap<>();
  private final Map<String, Integer> others = new HashMap<>();
  private int firstAll = -1;

  private ChargeAccounts() {}

  /** The accounts of {@code users} (the users of the jobs to charge) in a tree read with {@code groups}. */
  static ChargeAccounts find(ShareTree tree, LsbUsers groups, Set<String> users) {
    ChargeAccounts a = new ChargeAccounts();
    if (users.isEmpty()) {
      return a;
    }
    for (int i = 1; i < tree.size(); i++) {
      String how = tree.attribute(i, LsfShareTreeBuilder.ACCOUNT);
      if (tree.isUser(i)) {
        String name = tree.name(i);
        if (users.contains(name)) {
          (!"default".equals(how) ? a.own : a.byDefault).putIfAbsent(name, i);
        }
        continue;
      }
      if (tree.hasChildren(i)) {
        continue;
      }
      String members = tree.attribute(i, LsfShareTreeBuilder.MEMBERS);
      if ("all".equals(how)) {
        a.firstAll = a.firstAll < 0 ? i : a.firstAll;
      } else if ("others".equals(how)) {
        a.holds(members, users, a.others, i);
      } else {
        for (String u : groups.usersOf(tree.name(i))) {
          if (users.contains(u)) {
            a.group.putIfAbsent(u, i);
          }
        }
        a.holds(members, users, a.group, i);
      }
    }
    return a;
  }

  /** The members of a space-separated list that are in {@code users}, each put in {@code into} if absent. */
  private void holds(String members, Set<String> users, Map<String, Integer> into, int node) {
    if (members == null) {
      return;
    }
    int from = 0;
    int n = members.length();
    while (from <= n) {
      int to = members.indexOf(' ', from);
      to = to < 0 ? n : to;
      String m = members.substring(from, to);
      if (users.contains(m)) {
        into.putIfAbsent(m, node);
      }
      from = to + 1;
    }
  }

  /** The account a user's job is charged to, or -1 for none. */
  int of(String user) {
    Integer k = own.get(user);
    if (k == null) {
      k = group.get(user);
    }
    if (k == null) {
      k = byDefault.get(user);
    }
    if (k != null) {
      return k;
    }
    Integer listed = others.get(user);
    if (listed == null) {
      return firstAll;
    }
    return firstAll < 0 ? listed : Math.min(firstAll, listed);
  }
}
