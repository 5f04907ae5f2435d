package dev.fairshare.flux.weighted;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.explain.Explainer;
import dev.fairshare.explain.Level;
import dev.fairshare.explain.LevelBuilder;
import dev.fairshare.explain.Quantity;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;

/**
 * Explains {@code flux.weighted-tree} (adapters-flux/README.md, "The weighted tree"): at each level the
 * shares s (unsigned 64-bit) over the siblings' sum S, the usage (a bank's formed from its users' as flux's
 * reader forms it) over the siblings' truncated sum U, the weight w = (s/S)/(usage/U) with flux's special
 * cases, and the node's place among its siblings sorted by weight with its ties and what the walk does with
 * them. The factor is r/N, r the rank the depth-first walk gives the user (N for the first, tied users
 * sharing one), taken from {@code compute}'s dispatch position; the weights are found again here from the
 * tree and usage, as {@code WeightedWalk} weighs each sibling group.
 */
final class FluxExplainer implements Explainer {
  private final FairshareResult result;
  private final ShareTree tree;
  private final long[] shares;
  private final double[] usage;

  FluxExplainer(FairshareResult result) {
    this.result = result;
    this.tree = result.tree();
    int n = tree.size();
    int[] parent = new int[n];
    boolean[] user = new boolean[n];
    shares = new long[n];
    usage = new double[n];
    for (int i = 0; i < n; i++) {
      parent[i] = tree.parent(i);
      user[i] = tree.isUser(i);
      shares[i] = CxxArithmetic.doubleToUnsigned(tree.shares(i));
      usage[i] = user[i] ? result.usage().usage(i) : 0.0;
    }
    BankUsage.fill(WalkTree.fromParents(parent, user, shares), parent, usage);
  }

  @Override
  public FairshareResult result() {
    return result;
  }

  @Override
  public Level level(int i) {
    LevelBuilder b = LevelBuilder.of(tree, i);
    if (i == 0) {
      return b.input("raw_usage", "usage", usage[0]).input("users", "N", tree.userCount()).build();
    }
    int[] siblings = tree.children(tree.parent(i));
    long shareSum = 0;
    long usageSum = 0;
    for (int c : siblings) {
      shareSum += shares[c];
      usageSum = CxxArithmetic.addUsage(usageSum, usage[c]);
    }
    double s = CxxArithmetic.unsignedToDouble(shareSum);
    double u = CxxArithmetic.unsignedToDouble(usageSum);
    b.input("raw_shares", "s", CxxArithmetic.unsignedToDouble(shares[i]));
    b.computed("share_sum", "S", s, "the siblings' shares summed (unsigned 64-bit)", "");
    b.input("raw_usage", "usage", usage[i]);
    b.computed("usage_sum", "U", u, "the siblings' usage summed, truncated at each step", "");
    double w = CxxArithmetic.weight(shares[i], usage[i], s, u);
    if (shares[i] == 0) {
      b.computed("weight", "w", w, "0 without shares", "");
    } else if (Math.abs(usage[i]) < CxxArithmetic.USAGE_EPSILON) {
      b.computed("weight", "w", w, "2^64 when usage < 1e-9", "");
    } else {
      b.computed("weight", "w", w, "(s/S)/(usage/U)", "({}/{})/({}/{})", CxxArithmetic.unsignedToDouble(shares[i]),
          s, usage[i], u);
    }
    place(b, i, siblings, s, u);
    return b.build();
  }

  /** The node's place among its siblings by weight, and the siblings it ties with. */
  private void place(LevelBuilder b, int i, int[] siblings, double s, double u) {
    double w = weight(i, s, u);
    int before = 0;
    List<String> tied = new ArrayList<>();
    for (int c : siblings) {
      if (c == i) {
        continue;
      }
      double wc = weight(c, s, u);
      boolean sameKind = tree.isUser(c) == tree.isUser(i);
      if (sameKind && CxxArithmetic.isEqual(wc, w)) {
        tied.add(tree.name(c));
        if (c < i) {
          before++;
        }
      } else if (CxxArithmetic.before(wc, tree.isUser(c), w, tree.isUser(i))) {
        before++;
      }
    }
    String owner = tree.parent(i) == 0 ? "the root" : tree.path(tree.parent(i));
    b.note("place " + (before + 1) + " of " + siblings.length + " under " + owner
        + ", sorted by weight (heaviest first; a user before a bank of equal weight)");
    if (!tied.isEmpty()) {
      b.note("weight equal to " + String.join(", ", tied) + (tree.isUser(i)
          ? ": tied users share one rank"
          : ": tied banks are merged into one, whose users compete together"));
    }
  }

  private double weight(int node, double s, double u) {
    return CxxArithmetic.weight(shares[node], usage[node], s, u);
  }

  @Override
  public Quantity factor(int user) {
    int n = tree.userCount();
    double rank = n - result.rank(user) + 1;
    return Quantity.of("factor", "F", rank / n,
        "r/N, r = the rank the walk gives it (N for the first user, tied users sharing one)", "{}/{}", rank, n);
  }
}
