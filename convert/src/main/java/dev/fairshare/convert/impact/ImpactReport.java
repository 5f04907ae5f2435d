package dev.fairshare.convert.impact;

import java.util.List;

/**
 * The priority-impact report: one tree and its usage under several algorithms, every user's factor and rank
 * side by side, Kendall's tau-b between every pair of rankings, and the users who move most against the
 * baseline (the first algorithm). Made by {@link ImpactAnalysis}; what an administrator shows the users
 * before a migration.
 *
 * @param algorithms the compared algorithms, the baseline first
 * @param users every user leaf and every leaf account its members share (LSF's collective account), in tree
 *     (pre-) order
 * @param correlations tau-b for every pair {@code (i, j)}, {@code i < j}, in that order
 * @param movers for each non-baseline algorithm, the users with the largest rank change, largest first
 * @param top how many movers were kept per algorithm
 */
public record ImpactReport(List<String> algorithms, List<UserImpact> users, List<PairCorrelation> correlations,
    List<Mover> movers, int top) {

  public ImpactReport {
    algorithms = List.copyOf(algorithms);
    users = List.copyOf(users);
    correlations = List.copyOf(correlations);
    movers = List.copyOf(movers);
  }
}
