package dev.fairshare.testkit.reference;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The reference version of flux-accounting's weighted-tree fair share ({@code flux account-update-fshare},
 * {@code src/fairness/weighted_tree/weighted_walk.cpp}), written as plainly as the C++ reads: one object per
 * account with a list of children, bank usage added up to every ancestor as the database reader does, the
 * sibling sums in exact unsigned arithmetic, a recursive depth-first walk that merges tied sibling banks into
 * a virtual bank, and users ranked from N down.
 *
 * <p>Slow by design; the fast {@code flux.weighted-tree} is checked against it on random trees. The integer
 * conversions are those of gcc on x86-64 (a double of 2^64 or more converts to 0), spelled out with
 * {@link BigInteger}.
 */
public final class ReferenceFluxWeightedTree {
  private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);
  private static final BigInteger TWO_63 = BigInteger.ONE.shiftLeft(63);

  /** Every user's fairshare ({@code rank / N}) and every node's weight, indexed like the tree (NaN where none). */
  public record Values(double[] fairshare, double[] weight) {}

  private static final class Account {
    final int index;
    final boolean user;
    final BigInteger shares;
    double usage;
    double weight;
    boolean tieWithNext;
    final List<Account> children = new ArrayList<>();

    Account(int index, boolean user, BigInteger shares, double usage) {
      this.index = index;
      this.user = user;
      this.shares = shares;
      this.usage = usage;
    }
  }

  private long rank;
  private long stride;
  private long users;
  private double[] fairshare;

  /** Computes flux's fairshare of every user of the tree with the users' usage in the snapshot. */
  public Values compute(ShareTree tree, UsageSnapshot usage) {
    Account[] accounts = new Account[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      accounts[i] = new Account(i, tree.isUser(i), toUnsigned(tree.shares(i)),
          tree.isUser(i) ? usage.usage(i) : 0.0);
      if (i > 0) {
        accounts[tree.parent(i)].children.add(accounts[i]);
      }
    }
    for (int i = 0; i < tree.size(); i++) {
      if (!accounts[i].user) {
        addBankUsage(tree, accounts, i);
      }
    }
    users = Arrays.stream(accounts).filter(a -> a.user).count();
    fairshare = new double[tree.size()];
    Arrays.fill(fairshare, Double.NaN);
    rank = users;
    stride = 0;
    Account root = accounts[0];
    weighAndSort(root);
    visit(root);
    double[] weights = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      weights[i] = i == 0 ? Double.NaN : accounts[i].weight;
    }
    return new Values(fairshare, weights);
  }

  /** A bank's users' usage summed in order and added to the bank and each ancestor. */
  private static void addBankUsage(ShareTree tree, Account[] accounts, int bank) {
    double sum = 0.0;
    for (Account c : accounts[bank].children) {
      if (c.user) {
        sum += c.usage;
      }
    }
    for (int a = bank; a >= 0; a = tree.parent(a)) {
      accounts[a].usage = accounts[a].usage + sum;
    }
  }

  private void visit(Account node) {
    if (node.children.isEmpty()) {
      if (node.user) {
        fairshare[node.index] = (double) rank / (double) users;
        if (node.tieWithNext) {
          stride++;
        } else {
          rank = rank - 1 - stride;
          stride = 0;
        }
      }
      return;
    }
    for (Account child : node.children) {
      weighAndSort(child);
    }
    for (Account child : tieAware(node.children)) {
      visit(child);
    }
  }

  /** The children with every run of tied banks replaced by one virtual bank holding their children. */
  private static List<Account> tieAware(List<Account> children) {
    List<Account> out = new ArrayList<>();
    Account virtual = null;
    for (int i = 0; i < children.size(); i++) {
      Account c = children.get(i);
      boolean equalNext = i + 1 < children.size() && children.get(i + 1).user == c.user
          && isEqual(c.weight, children.get(i + 1).weight);
      if (c.user) {
        c.tieWithNext = equalNext;
        out.add(c);
      } else if (equalNext) {
        if (virtual == null) {
          virtual = new Account(-1, false, BigInteger.ZERO, 0.0);
        }
        virtual.children.addAll(c.children);
      } else if (virtual != null) {
        virtual.children.addAll(c.children);
        sort(virtual.children);
        out.add(virtual);
        virtual = null;
      } else {
        out.add(c);
      }
    }
    return out;
  }

  /** Weighs a node's children among themselves and sorts them, heaviest first, users first on ties. */
  private static void weighAndSort(Account node) {
    BigInteger shareSum = BigInteger.ZERO;
    BigInteger usageSum = BigInteger.ZERO;
    for (Account c : node.children) {
      shareSum = shareSum.add(c.shares).mod(TWO_64);
      usageSum = truncate(toDouble(usageSum) + c.usage);
    }
    for (Account c : node.children) {
      if (c.shares.signum() == 0) {
        c.weight = 0.0;
      } else if (Math.abs(c.usage) < 1e-9) {
        c.weight = toDouble(TWO_64.subtract(BigInteger.ONE)) + 1.0;
      } else {
        c.weight = (toDouble(c.shares) / toDouble(shareSum)) / (c.usage / toDouble(usageSum));
      }
    }
    sort(node.children);
  }

  private static void sort(List<Account> accounts) {
    accounts.sort((a, b) -> before(a, b) ? -1 : before(b, a) ? 1 : 0);
  }

  private static boolean before(Account a, Account b) {
    if (isEqual(a.weight, b.weight)) {
      if (a.user && !b.user) {
        return true;
      }
      if (!a.user && b.user) {
        return false;
      }
    }
    return a.weight > b.weight;
  }

  private static boolean isEqual(double a, double b) {
    double largest = Math.max(Math.abs(a), Math.max(Math.abs(b), 1.0));
    return Math.abs(a - b) < Math.ulp(1.0) * largest;
  }

  /** An unsigned 64-bit value as the nearest double. */
  private static double toDouble(BigInteger unsigned) {
    return new BigDecimal(unsigned).doubleValue();
  }

  /** gcc's {@code (uint64_t) d} on x86-64: exact below 2^64, 0 from 2^64 on (d is never negative here). */
  private static BigInteger truncate(double d) {
    BigInteger whole = new BigDecimal(d).toBigInteger();
    if (whole.compareTo(TWO_64) >= 0) {
      return BigInteger.ZERO;
    }
    return whole.compareTo(TWO_63) >= 0 || whole.signum() >= 0 ? whole : whole.add(TWO_64);
  }

  /** A tree's shares as flux's unsigned 64-bit value (truncated). */
  private static BigInteger toUnsigned(double shares) {
    return new BigDecimal(shares).toBigInteger().mod(TWO_64);
  }
}
