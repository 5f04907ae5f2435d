package dev.fairshare.cli.explain;

import dev.fairshare.command.BadInputException;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the user an explanation is about: a path ({@code physics/alice}), or a user name, narrowed by
 * {@code --account} (the name or path of the account it sits in) when the name is under several accounts.
 */
final class UserLookup {
  private UserLookup() {}

  /** The tree index of the user; bad input ({@code explain.unknown-user}, {@code explain.ambiguous-user}). */
  static int find(ShareTree tree, String user, String account) {
    List<Integer> found = new ArrayList<>();
    if (account == null) {
      int byPath = user.contains("/") ? tree.indexOf(user) : -1;
      if (byPath > 0 && tree.isUser(byPath)) {
        return byPath;
      }
    }
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i) && tree.name(i).equals(user) && inAccount(tree, i, account)) {
        found.add(i);
      }
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
