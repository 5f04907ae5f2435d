package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The worked example of the multifactor2 manual ({@code priority_multifactor2.shtml}): the
 * classic example tree (A 40: B 30 with user1, C 10 with user2 and user3; D 60: E 25 with user4, F 35 with
 * user5; usage 0.2, 0.25, 0, 0.25, 0 of a total that includes the zero-share account G's 0.3, as in
 * {@code test24.1}), only user2 and user5 pending. Values are the manual's printed digits, except where
 * docs/algorithms/slurm.md §11 says the 2.5 code differs, and there the code's:
 *
 * <ul>
 *   <li>the effective-usage floor is 0.01 × the <em>local</em> share fraction, not 0.01 × the global
 *       share: user3's E is 0.01·½ = 0.005 (manual 0.0005) so its F is 10 (manual 100); account F's E is
 *       0.01·35/60 (manual 0.0035) so F is 60 (manual 100); user5's E is 0.01 so F is 35 (manual 100);
 *   <li>the root has 4294967295 tickets, not 1000: the proportions are the manual's (A 198 of 1000, D 802),
 *       and user2's factor is 0.247, which the manual rounds to 0.25.
 * </ul>
 */
class SlurmTicketSeedExampleTest {

  static final String TREE = """
      A a 40
      A/B a 30
      A/B/user1 u 1 20
      A/C a 10
      A/C/user2 u 1 25
      A/C/user3 u 1 0
      D a 60
      D/E a 25
      D/E/user4 u 1 25
      D/F a 35
      D/F/user5 u 1 0
      G a 0
      G/user6 u 0 30
      """;

  private final TreeShapes.Shape shape = TreeText.parse(TREE);
  private final ShareTree tree = shape.tree();
  private final FairshareResult result = new SlurmTicketAlgorithm().compute(tree, shape.usage(),
      Demand.pending(tree, List.of("A/C/user2", "D/F/user5")));

  @Test
  void fairShareFactorsAreSOverTheFlooredEffectiveUsage() {
    // Accounts: A 0.89, B 1.50, C 0.4, D 2.40, E 1, F 60 (code; manual 100).
    assertThat(fs("A", 2)).isEqualTo("0.89");
    assertThat(fs("A/B", 2)).isEqualTo("1.50");
    assertThat(fs("A/C", 1)).isEqualTo("0.4");
    assertThat(fs("D", 2)).isEqualTo("2.40");
    assertThat(fs("D/E", 0)).isEqualTo("1");
    assertThat(fs("D/F", 0)).isEqualTo("60");
    // Users: 1.5, 0.2, 10 (code; manual 100), 1, 35 (code; manual 100).
    assertThat(fs("A/B/user1", 1)).isEqualTo("1.5");
    assertThat(fs("A/C/user2", 1)).isEqualTo("0.2");
    assertThat(fs("A/C/user3", 0)).isEqualTo("10");
    assertThat(fs("D/E/user4", 0)).isEqualTo("1");
    assertThat(fs("D/F/user5", 0)).isEqualTo("35");
  }

  @Test
  void effectiveUsageFloorIsTheLocalShareFraction() {
    assertThat(value(Metric.EFFECTIVE_USAGE, "A/B/user1", 1)).isEqualTo("0.2");
    assertThat(value(Metric.EFFECTIVE_USAGE, "A/C/user2", 2)).isEqualTo("0.25");
    assertThat(value(Metric.EFFECTIVE_USAGE, "A/C/user3", 3)).isEqualTo("0.005");
    assertThat(value(Metric.EFFECTIVE_USAGE, "D/E/user4", 2)).isEqualTo("0.25");
    assertThat(value(Metric.EFFECTIVE_USAGE, "D/F/user5", 2)).isEqualTo("0.01");
    assertThat(value(Metric.EFFECTIVE_USAGE, "D/F", 6)).isEqualTo("0.005833");
  }

  @Test
  void ticketsGoOnlyToActiveBranchesInTheManualsProportions() {
    double root = result.extra(SlurmTicketAlgorithm.TICKETS, 0);
    assertThat(root).isEqualTo(4294967295.0);
    double a = tickets("A");
    double d = tickets("D");
    assertThat(String.format(Locale.ROOT, "%.0f", 1000 * a / root)).isEqualTo("198");
    assertThat(String.format(Locale.ROOT, "%.0f", 1000 * d / root)).isEqualTo("802");
    assertThat(tickets("A/C")).isEqualTo(a);
    assertThat(tickets("A/C/user2")).isEqualTo(a);
    assertThat(tickets("D/F")).isEqualTo(d);
    assertThat(tickets("D/F/user5")).isEqualTo(d);
    assertThat(tickets("A/B")).isZero();
    assertThat(tickets("D/E/user4")).isZero();
    assertThat(tickets("G")).isZero();
  }

  @Test
  void factorIsTicketsOverTheMostTicketedUser() {
    assertThat(result.factor(tree.indexOf("D/F/user5"))).isEqualTo(1.0);
    assertThat(String.format(Locale.ROOT, "%.2f", result.factor(tree.indexOf("A/C/user2")))).isEqualTo("0.25");
    assertThat(String.format(Locale.ROOT, "%.3f", result.factor(tree.indexOf("A/C/user2")))).isEqualTo("0.247");
    assertThat(result.factor(tree.indexOf("A/B/user1"))).isZero();
    assertThat(result.factor(tree.indexOf("A/C/user3"))).isZero();
    assertThat(result.rank(tree.indexOf("D/F/user5"))).isEqualTo(1);
    assertThat(result.rank(tree.indexOf("A/C/user2"))).isEqualTo(2);
  }

  private String fs(String path, int decimals) {
    return format(result.extra(SlurmTicketAlgorithm.FS_FACTOR, tree.indexOf(path)), decimals);
  }

  private String value(Metric m, String path, int decimals) {
    return format(result.get(m, tree.indexOf(path)), decimals);
  }

  private double tickets(String path) {
    return result.extra(SlurmTicketAlgorithm.TICKETS, tree.indexOf(path));
  }

  private static String format(double v, int decimals) {
    return String.format(Locale.ROOT, "%." + decimals + "f", v);
  }
}
