package dev.fairshare.flux.weighted;

/**
 * A bank's usage as flux-accounting's database reader forms it ({@code data_reader_db.cpp}): every bank
 * that holds users sums its users' usage in reader order, and that sum is added to the bank and to each of
 * its ancestors, banks taken in pre-order. The floating-point result depends on that order, so it is kept.
 */
public final class BankUsage {
  private BankUsage() {}

  /**
   * Fills the usage of every bank (non-user node) of {@code tree} from the users' entries of {@code usage};
   * {@code parent} is the tree's parent array.
   */
  public static void fill(WalkTree tree, int[] parent, double[] usage) {
    int n = tree.size();
    int[] start = tree.childStart();
    int[] children = tree.children();
    boolean[] user = tree.user();
    for (int bank = 0; bank < n; bank++) {
      if (user[bank]) {
        continue;
      }
      // only the bank itself and its descendants, all after it, add to its usage
      usage[bank] = 0.0;
      double sum = 0.0;
      boolean any = false;
      for (int k = start[bank]; k < start[bank + 1]; k++) {
        int c = children[k];
        if (user[c]) {
          sum += usage[c];
          any = true;
        }
      }
      if (any && sum != 0.0) {
        for (int a = bank; a >= 0; a = parent[a]) {
          usage[a] += sum;
        }
      }
    }
  }
}
