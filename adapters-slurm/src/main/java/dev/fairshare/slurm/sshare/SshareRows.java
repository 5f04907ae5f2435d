package dev.fairshare.slurm.sshare;

import dev.fairshare.tree.ShareTree;
import java.util.Set;

/**
 * Which associations {@code sshare} prints and how far each Account cell is indented, as its options
 * {@code -a}, {@code -u}, {@code -A} and {@code -U} select them (docs/algorithms/slurm.md §8.1, §8.4).
 *
 * <p>The controller's {@code assoc_mgr_get_shares} ({@code src/common/assoc_mgr.c}) walks every association
 * and skips a user association whose user is not in the user list (an account row is never skipped for its
 * user), then any association whose account is not in the account list (an account row's account is its own
 * name, a user row's the account it is under); both compare names with {@code strcasecmp}. {@code process}
 * ({@code src/sshare/process.c}) then skips the account rows under {@code -U}. {@code slurmdb_tree_name_get}
 * ({@code src/common/slurmdb_defs.c}) indents a row one space deeper than its parent account's row when that
 * row was printed before it, and not at all otherwise.
 *
 * @param users the users whose rows are shown, in ASCII lower case; {@code null} for every user
 * @param accounts the accounts whose rows (their own and their users') are shown, in ASCII lower case;
 *     {@code null} for every account
 * @param usersOnly {@code -U}: the user rows only
 */
public record SshareRows(Set<String> users, Set<String> accounts, boolean usersOnly) {
  /** Every association: {@code sshare -a}. */
  public static final SshareRows ALL = new SshareRows(null, null, false);

  /** The rows of these options, the names folded to ASCII lower case. */
  public SshareRows {
    users = users == null ? null : Set.copyOf(users.stream().map(SshareRows::fold).toList());
    accounts = accounts == null ? null : Set.copyOf(accounts.stream().map(SshareRows::fold).toList());
  }

  /** Whether node {@code i}'s row is printed. */
  public boolean shows(ShareTree tree, int i) {
    if (!tree.isUser(i)) {
      return accountShown(tree, i);
    }
    if (users != null && !users.contains(fold(AssociationKeys.user(tree, i)))) {
      return false;
    }
    return accounts == null || accounts.contains(fold(tree.name(tree.parent(i))));
  }

  /**
   * How many spaces start node {@code i}'s Account cell: one more than its parent account's row when that
   * row is printed (so its depth when every account is), else none.
   */
  public int indent(ShareTree tree, int i) {
    if (accounts == null && !usersOnly) {
      return tree.depth(i);
    }
    int spaces = 0;
    for (int p = tree.parent(i); p >= 0 && accountShown(tree, p); p = tree.parent(p)) {
      spaces++;
    }
    return spaces;
  }

  private boolean accountShown(ShareTree tree, int i) {
    return !usersOnly && (accounts == null || accounts.contains(fold(tree.name(i))));
  }

  /** A name in ASCII lower case, as {@code strcasecmp} compares in the C locale. */
  private static String fold(String name) {
    StringBuilder out = null;
    for (int k = 0; k < name.length(); k++) {
      char c = name.charAt(k);
      if (c >= 'A' && c <= 'Z') {
        if (out == null) {
          out = new StringBuilder(name);
        }
        out.setCharAt(k, (char) (c + 32));
      }
    }
    return out == null ? name : out.toString();
  }
}
