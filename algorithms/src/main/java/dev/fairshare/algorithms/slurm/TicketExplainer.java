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
 * Explains {@code slurm.ticket} of one {@link TicketVersion} (docs/algorithms/slurm.md §11;
 * {@code priority_multifactor2.c}, and for 14.11 {@code priority_multifactor.c}): at each level
 * S, U, E and the fair-share factor F = S/max(E, 0.01*S) as the pass computed them in x87, whether the node
 * is active (a pending job below it), and its tickets {@code (uint32)(T_parent*S*F/sum_active(S*F))},
 * distributed again here down the path from those values; the user's factor is its (or its first
 * non-{@code parent} ancestor's) tickets over the most tickets any user got. For 14.11 the siblings, level
 * shares and the tickets' source are those of the fair-share parent's list ({@link SlurmHierarchy}), and a
 * {@code parent} association's S, U and floor its fair-share parent's ({@link TicketFsParentPass}).
 */
final class TicketExplainer implements Explainer {
  private final FairshareResult result;
  private final ShareTree tree;
  private final UsageSnapshot usage;
  private final boolean[] active;
  private final PathValues<Double> tickets;
  private final double maxTickets;
  private final TicketVersion version;
  /** The fair-share parents and their lists, for 14.11; null for the earlier versions (direct parents). */
  private final SlurmHierarchy h;
  private final FsChildren lists;

  TicketExplainer(FairshareResult result, Demand demand, TicketVersion version) {
    this.result = result;
    this.tree = result.tree();
    this.usage = result.usage();
    this.version = version;
    this.h = version == TicketVersion.V14_11 ? new SlurmHierarchy().compute(tree) : null;
    this.lists = h == null ? null : new FsChildren(tree, h);
    int n = tree.size();
    this.active = new boolean[n];
    for (int i = n - 1; i > 0; i--) {
      active[i] |= demand.isPending(i);
      if (active[i]) {
        active[tree.parent(i)] = true;
      }
    }
    this.tickets = new PathValues<>(tree, (i, ancestor) -> i == 0 ? SlurmTicketAlgorithm.ROOT_TICKETS
        : !active[i] ? 0.0 : SlurmTicketAlgorithm.toUint32(ancestor.apply(source(i))
            * result.get(Metric.NORM_SHARES, i) * result.extra(SlurmTicketAlgorithm.FS_FACTOR, i)
            / activeSum(source(i))));
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

  /** The association whose tickets a node's come from: its parent, or in 14.11 its fair-share parent. */
  private int source(int i) {
    return h == null ? tree.parent(i) : h.fsParent(i);
  }

  /** The sum of S*F over p's active children (14.11: fair-share children), in the children's order. */
  private double activeSum(int p) {
    double sum = 0;
    if (lists != null) {
      for (int k = lists.start(p); k < lists.end(p); k++) {
        int c = lists.list()[k];
        if (active[c]) {
          sum += sf(c);
        }
      }
      return sum;
    }
    for (int c = tree.firstChild(p); c >= 0; c = tree.nextSibling(c)) {
      if (active[c]) {
        sum += sf(c);
      }
    }
    return sum;
  }

  private double levelShares(int p) {
    if (h != null) {
      return h.childrenShares(p);
    }
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
    return List.of("Slurm version: " + version.text() + " (fairshare.algorithms.slurm.ticket.version)",
        "most tickets of a user: " + dev.fairshare.explain.ExplainNumbers.text(maxTickets));
  }

  @Override
  public Level level(int i) {
    LevelBuilder b = LevelBuilder.of(tree, i);
    if (i == 0) {
      return b.input("raw_usage", "total", usage.total()).input("tickets", "T", tickets.get(0)).build();
    }
    if (h != null) {
      return level1411(b, i);
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
    factorAndTickets(b, i, p, s, e, f);
    return b.build();
  }

  /**
   * A level of 14.11 (§11, "14.11"): the node among its fair-share parent's list; a {@code parent}
   * association with its fair-share parent's S, U and floor.
   */
  private Level level1411(LevelBuilder b, int i) {
    int p = h.fsParent(i);
    boolean usesParent = tree.usesParentShares(i);
    int a = p != 0 && usesParent ? p : i;
    double level = h.levelShares(a);
    double s = result.get(Metric.NORM_SHARES, i);
    double u = result.get(Metric.NORM_USAGE, i);
    double e = result.get(Metric.EFFECTIVE_USAGE, i);
    double f = result.extra(SlurmTicketAlgorithm.FS_FACTOR, i);
    if (usesParent) {
      b.note("FairShare=parent: listed under its fair-share parent " + tree.path(p)
          + ", whose S (and U and floor, below the top) it takes; its own list is empty");
      b.computed("norm_shares", "S", s, "S of the fair-share parent", "{}", p == 0 ? 1.0
          : result.get(Metric.NORM_SHARES, p));
    } else {
      b.input("raw_shares", "s", tree.shares(i));
      b.computed("level_shares", "sum_s", level, "shares of the fair-share parent's list, parent ones excluded",
          "");
      b.computed("norm_shares", "S", s, level == 0 ? "0: the level's shares sum to 0"
          : "s/sum_s*S of the nearest ancestor that is not parent", "{}/{}*{}", tree.shares(i), level,
          p == 0 ? 1.0 : result.get(Metric.NORM_SHARES, p));
    }
    SlurmLevels.usage(b, usage, a, u);
    if (p == 0 || level == 0) {
      b.computed("effective_usage", "E", e, p == 0 ? "U (the fair-share parent is the root)"
          : "U when the level has no shares", "{}", u);
    } else {
      b.computed("effective_usage", "E", e, "max(U, 0.01*s/sum_s) in x87", "max({}, 0.01*{}/{})", u,
          tree.shares(a), level);
    }
    factorAndTickets(b, i, p, s, e, f);
    return b.build();
  }

  /** F and the tickets of node i, whose tickets come from node p. */
  private void factorAndTickets(LevelBuilder b, int i, int p, double s, double e, double f) {
    if (s > 0) {
      b.computed("fs_factor", "F", f, "S/max(E, 0.01*S) in x87", "{}/max({}, 0.01*{})", s, e, s);
    } else if (s != s && version == TicketVersion.V2_6) {
      b.computed("fs_factor", "F", f, "NaN when S is NaN (2.6, 14.03)", "NaN");
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
