package dev.fairshare.algorithms.slurm;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.explain.Explainer;
import dev.fairshare.explain.Level;
import dev.fairshare.explain.LevelBuilder;
import dev.fairshare.explain.PathValues;
import dev.fairshare.explain.Quantity;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;

/**
 * Explains {@code slurm.ticket} (docs/algorithms/slurm.md §11; {@code priority_multifactor2.c}): at each level
 * S, U, E and the fair-share factor F = S/max(E, 0.01*S) as the pass computed them in x87, whether the node
 * is active (a pending job below it), and its tickets {@code (uint32)(T_parent*S*F/sum_active(S*F))},
 * distributed again here down the path from those values; the user's factor is its (or its first
 * non-{@code parent} ancestor's) tickets over the most tickets any user got.
 */
final class TicketExplainer implements Explainer {
  private final FairshareResult result;
  private final ShareTree tree;
  private final UsageSnapshot usage;
  private final boolean[] active;
  private final PathValues<Double> tickets;
  private final double maxTickets;

  TicketExplainer(FairshareResult result, Demand demand) {
    this.result = result;
    this.tree = result.tree();
    this.usage = result.usage();
    int n = tree.size();
    this.active = new boolean[n];
    for (int i = n - 1; i > 0; i--) {
      active[i] |= demand.isPending(i);
      if (active[i]) {
        active[tree.parent(i)] = true;
      }
    }
    this.tickets = new PathValues<>(tree, (i, ancestor) -> i == 0 ? SlurmTicketAlgorithm.ROOT_TICKETS
        : !active[i] ? 0.0 : SlurmTicketAlgorithm.toUint32(ancestor.apply(tree.parent(i))
            * result.get(Metric.NORM_SHARES, i) * result.extra(SlurmTicketAlgorithm.FS_FACTOR, i)
            / activeSum(tree.parent(i))));
    double max = 0;
    for (int i = 1; i < n; i++) {
      if (tree.isUser(i)) {
        max = Math.max(max, result.extra(SlurmTicketAlgorithm.TICKETS, i));
      }
    }
    this.maxTickets = max;
  }

  @Override
  public FairshareResult result() {
    return result;
  }

  private double sf(int i) {
    return result.get(Metric.NORM_SHARES, i) * result.extra(SlurmTicketAlgorithm.FS_FACTOR, i);
  }

  /** The sum of S*F over p's active children, in the children's order. */
  private double activeSum(int p) {
    double sum = 0;
    for (int c = tree.firstChild(p); c >= 0; c = tree.nextSibling(c)) {
      if (active[c]) {
        sum += sf(c);
      }
    }
    return sum;
  }

  private double levelShares(int p) {
    double sum = 0;
    for (int c = tree.firstChild(p); c >= 0; c = tree.nextSibling(c)) {
      if (!tree.usesParentShares(c)) {
        sum += tree.shares(c);
      }
    }
    return sum;
  }

  @Override
  public List<String> notes(int user) {
    return List.of("most tickets of a user: " + dev.fairshare.explain.ExplainNumbers.text(maxTickets));
  }

  @Override
  public Level level(int i) {
    LevelBuilder b = LevelBuilder.of(tree, i);
    if (i == 0) {
      return b.input("raw_usage", "total", usage.total()).input("tickets", "T", tickets.get(0)).build();
    }
    int p = tree.parent(i);
    double level = levelShares(p);
    double s = result.get(Metric.NORM_SHARES, i);
    double u = result.get(Metric.NORM_USAGE, i);
    double e = result.get(Metric.EFFECTIVE_USAGE, i);
    double f = result.extra(SlurmTicketAlgorithm.FS_FACTOR, i);
    boolean usesParent = tree.usesParentShares(i);
    if (usesParent) {
      b.note("FairShare=parent: takes its parent's S (and U below the top), shares_raw 2147483647");
    } else {
      b.input("raw_shares", "s", tree.shares(i));
    }
    b.computed("level_shares", "sum_s", level, "shares of the parent's children, parent ones excluded", "");
    if (usesParent) {
      b.computed("norm_shares", "S", s, "S of the parent", "{}", result.get(Metric.NORM_SHARES, p));
    } else {
      b.computed("norm_shares", "S", s, "s/sum_s*S_parent", "{}/{}*{}", tree.shares(i), level,
          p == 0 ? 1.0 : result.get(Metric.NORM_SHARES, p));
    }
    SlurmLevels.usage(b, usage, i, u);
    double raw = usesParent ? SlurmTicketAlgorithm.USE_PARENT : tree.shares(i);
    if (p == 0 || level == 0) {
      b.computed("effective_usage", "E", e, p == 0 ? "U (top level)" : "U when the level has no shares", "{}", u);
    } else {
      b.computed("effective_usage", "E", e, "max(U, 0.01*s/sum_s) in x87", "max({}, 0.01*{}/{})", u, raw, level);
    }
    if (s > 0) {
      b.computed("fs_factor", "F", f, "S/max(E, 0.01*S) in x87", "{}/max({}, 0.01*{})", s, e, s);
    } else {
      b.computed("fs_factor", "F", f, "0 when S <= 0", "0");
    }
    double t = tickets.get(i);
    if (!active[i]) {
      b.computed("tickets", "T", t, "0: no pending job below", "0");
    } else {
      b.computed("tickets", "T", t, "(uint32)(T_parent*S*F/sum of S*F over active siblings)",
          "(uint32)({}*{}*{}/{})", tickets.get(p), s, f, activeSum(p));
    }
    return b.build();
  }

  @Override
  public Quantity factor(int user) {
    int f = user;
    while (f != 0 && tree.usesParentShares(f)) {
      f = tree.parent(f);
    }
    double t = tickets.get(f);
    if (!(f == 0 || active[f]) || maxTickets == 0) {
      return Quantity.of("factor", "F", 0, "0: no tickets", "0");
    }
    return Quantity.of("factor", "F", t / maxTickets, "T/T_max", "{}/{}", t, maxTickets);
  }
}
