package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Where the versions of {@code slurm.ticket} differ (docs/algorithms/slurm.md §11, "Versions"), on trees worked
 * by hand from each version's code.
 */
class SlurmTicketVersionsTest {

  /**
   * The worked example of §11: root has A (40) and B (60); A has user a1 (1) and the {@code parent} account P
   * with users p1 and p2 (1 each); B has user b1 (1); no usage; a1, p1 and b1 pending.
   *
   * <p>2.5 ({@code priority_multifactor2.c}): A and B get 4294967295·0.4·100/(0.4·100 + 0.6·100) =
   * 1717986918 and 2576980377 tickets (F = S/max(U = 0, 0.01·S) = 100 directly under the root). Under A, a1
   * has S = 0.4 (shares 1 of level 1: P's shares do not count), E = 0.01·1/1, F = 40; P copies A's S = 0.4,
   * E = 0.01·2147483647/1 = 21474836.47, F = 0.4/21474836.47, S·F = 7.45e-9; so a1 gets
   * (uint32)(1717986918·0.4·40/(16 + 7.45e-9)) = (uint32) 1717986917.2 and P (uint32) 0.8 = 0, which it passes
   * on to p1. b1: S = 0.6, F = 60, all
   * of B's. Factors: a1 1717986917/2576980377 = 0.667, p1 0, b1 1.
   *
   * <p>14.11: A's fair-share list is P, a1, p1, p2 (P's own list is empty), level shares 3 (P counts 0), so
   * a1 and p1 have S = 0.4/3, E = 0.01/3, F = 40; P takes A's S = 0.4 and U = 0 and A's floor
   * 0.01·40/100 = 0.004, F = 100. Sum over the active P, a1, p1: 40 + 2·(0.4/3)·40 = 50.67; P gets
   * (uint32)(1717986918·40/50.67) = 1356305461 and keeps them; a1 and p1 180840728 each. b1 as in 2.5.
   * Factors: a1 and p1 180840728/2576980377 = 0.0702, b1 1.
   */
  static final String EXAMPLE = """
      A a 40
      A/a1 u 1
      A/P a parent
      A/P/p1 u 1
      A/P/p2 u 1
      B a 60
      B/b1 u 1
      """;

  private final TreeShapes.Shape example = TreeText.parse(EXAMPLE);

  @Test
  void version25GivesTheParentAccountNoTicketsBesideAnActiveSibling() {
    FairshareResult r = compute(TicketVersion.V2_5, example, "A/a1", "A/P/p1", "B/b1");
    assertThat(tickets(r, "A")).isEqualTo(1717986918.0);
    assertThat(tickets(r, "B")).isEqualTo(2576980377.0);
    assertThat(tickets(r, "A/a1")).isEqualTo(1717986917.0);
    assertThat(tickets(r, "A/P")).isZero();
    assertThat(tickets(r, "A/P/p1")).isZero();
    assertThat(factor(r, "A/a1", 3)).isEqualTo("0.667");
    assertThat(factor(r, "A/P/p1", 3)).isEqualTo("0.000");
    assertThat(factor(r, "B/b1", 3)).isEqualTo("1.000");
  }

  @Test
  void version1411ListsTheParentAccountsUsersBesideIt() {
    FairshareResult r = compute(TicketVersion.V14_11, example, "A/a1", "A/P/p1", "B/b1");
    assertThat(tickets(r, "A")).isEqualTo(1717986918.0);
    assertThat(tickets(r, "B")).isEqualTo(2576980377.0);
    assertThat(tickets(r, "A/P")).isEqualTo(1356305461.0);
    assertThat(tickets(r, "A/a1")).isEqualTo(180840728.0);
    assertThat(tickets(r, "A/P/p1")).isEqualTo(180840728.0);
    assertThat(tickets(r, "A/P/p2")).isZero();
    assertThat(r.extra(SlurmTicketAlgorithm.FS_FACTOR, example.tree().indexOf("A/P"))).isEqualTo(100.0);
    assertThat(r.get(Metric.EFFECTIVE_USAGE, example.tree().indexOf("A/P"))).isEqualTo(0.004);
    assertThat(factor(r, "A/a1", 4)).isEqualTo("0.0702");
    assertThat(factor(r, "A/P/p1", 4)).isEqualTo("0.0702");
    assertThat(factor(r, "B/b1", 4)).isEqualTo("1.0000");
  }

  /**
   * A level whose shares sum to 0: Z's users z1 and z2 have 0 shares. 2.5 and 2.6: S = 0/0 = NaN for z1,
   * z2 and W below; F = 0 in 2.5 ({@code shares_norm > 0.0} fails), NaN in 2.6 ({@code shares_norm <= 0}
   * fails, then NaN/E); S·F is NaN either way, so Z's list gets 0 tickets in both. 14.11: S = 0 there
   * ({@code _normalize_assoc_shares_traditional}) and below (W: 0·1/1), F = 0, tickets (uint32)(0/0) = 0.
   */
  @Test
  void aZeroShareLevelHasNanSharesBefore1411AndNanFactorsIn26() {
    TreeShapes.Shape zero = TreeText.parse("""
        A a 1
        A/Z a 1
        A/Z/z1 u 0 5
        A/Z/z2 u 0 0
        A/Z/W a 0
        A/Z/W/w1 u 1 1
        """);
    String[] pending = {"A/Z/z1", "A/Z/W/w1"};
    FairshareResult v25 = compute(TicketVersion.V2_5, zero, pending);
    FairshareResult v26 = compute(TicketVersion.V2_6, zero, pending);
    FairshareResult v1411 = compute(TicketVersion.V14_11, zero, pending);
    for (String path : List.of("A/Z/z1", "A/Z/z2", "A/Z/W", "A/Z/W/w1")) {
      int i = zero.tree().indexOf(path);
      assertThat(v25.get(Metric.NORM_SHARES, i)).as(path).isNaN();
      assertThat(v25.extra(SlurmTicketAlgorithm.FS_FACTOR, i)).as(path).isZero();
      assertThat(v26.get(Metric.NORM_SHARES, i)).as(path).isNaN();
      assertThat(v26.extra(SlurmTicketAlgorithm.FS_FACTOR, i)).as(path).isNaN();
      assertThat(v1411.get(Metric.NORM_SHARES, i)).as(path).isZero();
      assertThat(v1411.extra(SlurmTicketAlgorithm.FS_FACTOR, i)).as(path).isZero();
      for (FairshareResult r : List.of(v25, v26, v1411)) {
        assertThat(r.extra(SlurmTicketAlgorithm.TICKETS, i)).as(path).isZero();
      }
    }
    int z = zero.tree().indexOf("A/Z");
    assertThat(v26.extra(SlurmTicketAlgorithm.FS_FACTOR, z)).isEqualTo(v25.extra(SlurmTicketAlgorithm.FS_FACTOR, z))
        .isEqualTo(v1411.extra(SlurmTicketAlgorithm.FS_FACTOR, z)).isPositive();
  }

  @Test
  void theVersionIsReadFromTheConfigurationAndChecked() {
    Config defaults = ConfigFactory.defaultReference();
    assertThat(((SlurmTicketAlgorithm) new SlurmTicketFactory().create(defaults)).version())
        .isEqualTo(TicketVersion.V2_5);
    Config v1411 = ConfigFactory.parseString("fairshare.algorithms.slurm.ticket.version = \"14.11\"")
        .withFallback(defaults);
    assertThat(((SlurmTicketAlgorithm) new SlurmTicketFactory().create(v1411)).version())
        .isEqualTo(TicketVersion.V14_11);
    Config bad = ConfigFactory.parseString("fairshare.algorithms.slurm.ticket.version = \"15.08\"")
        .withFallback(defaults);
    assertThatThrownBy(() -> new SlurmTicketFactory().create(bad)).isInstanceOf(ConfigException.BadValue.class)
        .hasMessageContaining("2.5, 2.6, 14.11");
  }

  @Test
  void aParallelAlgorithmKeepsItsVersion() {
    SlurmTicketAlgorithm v1411 = new SlurmTicketAlgorithm(TicketVersion.V14_11);
    assertThat(((SlurmTicketAlgorithm) v1411.parallel(dev.fairshare.algorithm.Parallelism.sequential())).version())
        .isEqualTo(TicketVersion.V14_11);
  }

  private static FairshareResult compute(TicketVersion version, TreeShapes.Shape shape, String... pending) {
    ShareTree tree = shape.tree();
    return new SlurmTicketAlgorithm(version).compute(tree, shape.usage(), Demand.pending(tree, List.of(pending)));
  }

  private double tickets(FairshareResult r, String path) {
    return r.extra(SlurmTicketAlgorithm.TICKETS, r.tree().indexOf(path));
  }

  private static String factor(FairshareResult r, String path, int decimals) {
    return String.format(Locale.ROOT, "%." + decimals + "f", r.factor(r.tree().indexOf(path)));
  }
}
