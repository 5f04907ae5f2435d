package dev.fairshare.cli.explain;

import dev.fairshare.command.BadInputException;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the user an explanation is about: a path ({@code physics/alice}), or a user name, narrowed by
 * {@code --account} (the name or path of the account it sits in) when the name is under several accounts. A
 * name no user has may name a shared leaf account (one its family's {@link SharedAccounts} lists members of: LSF's
 * collective account) or one of its members: the account is then the one explained, as its members' own.
 */
final class UserLookup {
  private UserLookup() {}

  /**
   * The tree index of the user, else of the shared account named so or holding a member of that name; bad input
   * ({@code explain.unknown-user}, {@code explain.ambiguous-user}).
   */
  static int find(ShareTree tree, String user, String account, SharedAccounts shared) {
    List<Integer> found = new ArrayList<>();
    if (account == null) {
      int byPath = user.contains("/") ? tree.indexOf(user) : -1;
      if (byPath > 0 && (tree.isUser(byPath) || isShared(tree, byPath, shared))) {
        return byPath;
      }
    }
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i) && tree.name(i).equals(user) && inAccount(tree, i, account)) {
        found.add(i);
      }
    }
    if (found.isEmpty()) {
      found = sharedAccounts(tree, user, account, shared);
    }
    if (found.size() == 1) {
      return found.get(0);
    }
    if (found.isEmpty()) {
      throw new BadInputException("fairshare: [explain.unknown-user] no user '" + user + "'"
          + (account == null ? "" : " in account '" + account + "'") + " in the tree\n"
          + "    hint: give a user's name or its path as `fairshare compute` prints it");
    }
    List<String> paths = found.stream().map(tree::path).toList();
    throw new BadInputException("fairshare: [explain.ambiguous-user] '" + user + "' is a user of "
        + found.size() + " accounts: " + String.join(", ", paths) + "\n"
        + "    hint: name the account with --account, or give the user's path");
  }

  /**
   * The shared leaf accounts named {@code name}, else those with a member of that name; {@code --account} names
   * the account itself or the one it sits in.
   */
  private static List<Integer> sharedAccounts(ShareTree tree, String name, String account, SharedAccounts shared) {
    List<Integer> named = new ArrayList<>();
    List<Integer> holding = new ArrayList<>();
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i) || tree.hasChildren(i)) {
        continue;
      }
      List<String> members = shared.members(tree, i);
      if (members.isEmpty()) {
        continue;
      }
      if (tree.name(i).equals(name) && inAccount(tree, i, account)) {
        named.add(i);
      } else if (members.contains(name) && (inAccount(tree, i, account) || isAccount(tree, i, account))) {
        holding.add(i);
      }
    }
    return named.isEmpty() ? holding : named;
  }

  private static boolean isShared(ShareTree tree, int node, SharedAccounts shared) {
    return !tree.hasChildren(node) && !shared.members(tree, node).isEmpty();
  }

  private static boolean isAccount(ShareTree tree, int node, String account) {
    return account != null && (tree.name(node).equals(account) || tree.path(node).equals(account));
  }

  private static boolean inAccount(ShareTree tree, int user, String account) {
    if (account == null) {
      return true;
    }
    int p = tree.parent(user);
    if (p == 0) {
      return account.equals(tree.rootName()) || account.equals(".");
    }
    return tree.name(p).equals(account) || tree.path(p).equals(account);
  }
}
