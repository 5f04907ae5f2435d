package dev.fairshare.convert.impact;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class KendallTauTest {

  @Test
  void scipyDocumentationExampleWithTiesInBoth() {
    // scipy.stats.kendalltau documentation: x1 = [12, 2, 1, 12, 2], x2 = [1, 4, 7, 1, 0] -> -0.47140452079103173
    KendallTau t = KendallTau.of(new double[] {12, 2, 1, 12, 2}, new double[] {1, 4, 7, 1, 0});
    assertThat(t.tauB()).isCloseTo(-0.47140452079103173, within(1e-15));
  }

  @Test
  void identicalRankingsGiveOneAndReversedGiveMinusOne() {
    double[] a = {1, 2, 3, 4, 5};
    assertThat(KendallTau.of(a, a).tauB()).isEqualTo(1.0);
    assertThat(KendallTau.of(a, new double[] {5, 4, 3, 2, 1}).tauB()).isEqualTo(-1.0);
    assertThat(KendallTau.of(a, new double[] {5, 4, 3, 2, 1}).discordant()).isEqualTo(10);
  }

  @Test
  void aRankingWithEveryItemTiedHasNoTau() {
    assertThat(KendallTau.of(new double[] {1, 1, 1}, new double[] {1, 2, 3}).tauB()).isNaN();
    assertThat(KendallTau.of(new double[0], new double[0]).tauB()).isNaN();
  }

  @Test
  void handCountedPairsWithTiesInTheSecondRanking() {
    // the classic page's users ranked by classic factor and by usage alone (hand count: C 10, D 3, 2 ties in y)
    KendallTau t = KendallTau.of(new double[] {3, 5, 4, 2, 1, 6}, new double[] {3, 4, 1, 4, 1, 6});
    assertThat(t.concordant()).isEqualTo(10);
    assertThat(t.discordant()).isEqualTo(3);
    assertThat(t.tiedFirst()).isZero();
    assertThat(t.tiedSecond()).isEqualTo(2);
    assertThat(t.tauB()).isCloseTo(7 / Math.sqrt(15 * 13), within(1e-15));
  }

  @Property(tries = 200)
  void fastCountEqualsThePairByPairDefinition(@ForAll long seed, @ForAll @IntRange(min = 0, max = 60) int n) {
    SplittableRandom random = new SplittableRandom(seed);
    int spread = 1 + random.nextInt(12);
    double[] x = new double[n];
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = random.nextInt(spread);
      y[i] = random.nextInt(spread);
    }
    long c = 0;
    long d = 0;
    long tx = 0;
    long ty = 0;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        double sx = Math.signum(x[i] - x[j]);
        double sy = Math.signum(y[i] - y[j]);
        tx += sx == 0 ? 1 : 0;
        ty += sy == 0 ? 1 : 0;
        if (sx * sy > 0) {
          c++;
        } else if (sx * sy < 0) {
          d++;
        }
      }
    }
    long n0 = (long) n * (n - 1) / 2;
    double expected = (c - d) / Math.sqrt((double) (n0 - tx) * (n0 - ty));
    KendallTau t = KendallTau.of(x, y);
    assertThat(t.concordant()).isEqualTo(c);
    assertThat(t.discordant()).isEqualTo(d);
    assertThat(t.tiedFirst()).isEqualTo(tx);
    assertThat(t.tiedSecond()).isEqualTo(ty);
    if (Double.isNaN(expected) || Double.isInfinite(expected)) {
      assertThat(t.tauB()).isNaN();
    } else {
      assertThat(t.tauB()).isCloseTo(expected, within(1e-12));
    }
  }

  @Test
  void aMillionItemsAreComparedWithoutQuadraticWork() {
    int n = 1_000_000;
    double[] x = new double[n];
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = i;
      y[i] = i % 2 == 0 ? i : i - 2;
    }
    KendallTau t = KendallTau.of(x, y);
    // y puts each odd i (value i-2) below i-1 (value i-1) and above everything else: one inversion per odd i
    assertThat(t.n()).isEqualTo(n);
    assertThat(t.discordant()).isEqualTo(n / 2);
  }
}
