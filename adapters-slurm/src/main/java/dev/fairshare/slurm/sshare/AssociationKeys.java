package dev.fairshare.slurm.sshare;

import dev.fairshare.slurm.dump.DumpAttributes;
import dev.fairshare.tree.NodeSlots;
import dev.fairshare.tree.ShareTree;
import java.util.Objects;

/**
 * An index of a dump's associations by what an sshare row names: an account by its name, a user by its
 * account and user name, the n-th row of one user in one account being its n-th association there (in the
 * tree's order). Open addressing over the node ids ({@link NodeSlots}), sized once (no key object a node),
 * with the count of rows seen per key kept on the key's first node.
 */
final class AssociationKeys {
  private final ShareTree tree;
  private final NodeSlots table;
  private final int[] seen;

  /** The index of {@code tree}, the rows read so far having named nodes {@code 0..matched-1}. */
  AssociationKeys(ShareTree tree, int matched) {
    this.tree = tree;
    int n = tree.size();
    table = new NodeSlots(n, this::hash);
    seen = new int[n];
    for (int i = 0; i < n; i++) {
      boolean user = tree.isUser(i);
      String account = account(tree, i);
      String userName = user ? user(tree, i) : null;
      int slot = table.first(hash(user, account, userName));
      int first = -1;
      for (int node = table.node(slot); node >= 0; node = table.node(slot)) {
        if (first < 0 && same(node, user, account, userName)) {
          first = node;
        }
        slot = table.next(slot);
      }
      table.put(slot, i);
      if (i < matched) {
        seen[first < 0 ? i : first]++;
      }
    }
  }

  /** The node the next row naming this association stands for, or -1 if the dump has no such one. */
  int next(SshareRow row) {
    String account = row.account();
    String user = row.user();
    int first = -1;
    int count = 0;
    for (int slot = table.first(hash(row.isUser(), account, user)); ; slot = table.next(slot)) {
      int node = table.node(slot);
      if (node < 0) {
        return -1;
      }
      if (!same(node, row.isUser(), account, user)) {
        continue;
      }
      if (first < 0) {
        first = node;
        seen[first]++;
      }
      if (++count == seen[first]) {
        return node;
      }
    }
  }

  /** Whether node {@code k} is the association a row names (kind, account and user). */
  static boolean names(ShareTree tree, int k, SshareRow row) {
    if (tree.isUser(k) != row.isUser() || !account(tree, k).equals(row.account())) {
      return false;
    }
    return !row.isUser() || user(tree, k).equals(row.user());
  }

  /**
   * The user of a user node: its name, or for a per-partition association ({@code user@partition}) the
   * user the dump gave it.
   */
  static String user(ShareTree tree, int k) {
    String name = tree.name(k);
    if (name.indexOf('@') < 0) {
      return name;
    }
    String user = tree.attribute(k, DumpAttributes.USER);
    return user != null ? user : name;
  }

  private boolean same(int node, boolean user, String account, String userName) {
    return tree.isUser(node) == user && account(tree, node).equals(account)
        && (!user || user(tree, node).equals(userName));
  }

  /** The account a node stands for: its own name, or a user's parent's. */
  private static String account(ShareTree tree, int k) {
    return tree.isUser(k) ? tree.name(tree.parent(k)) : tree.name(k);
  }

  /** The hash of node {@code k}'s key. */
  private int hash(int k) {
    boolean user = tree.isUser(k);
    return hash(user, account(tree, k), user ? user(tree, k) : null);
  }

  private static int hash(boolean user, String account, String userName) {
    int h = (account.hashCode() * 31 + Objects.hashCode(userName)) * 0x9E3779B1 ^ (user ? 0x5bd1e995 : 0);
    return h ^ (h >>> 16);
  }
}
