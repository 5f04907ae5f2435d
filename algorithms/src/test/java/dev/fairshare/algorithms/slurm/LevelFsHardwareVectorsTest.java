package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Fair Tree's LevelFS against values computed on real x87 hardware by {@code src/test/c/levelfs_vectors.c}
 * (Slurm's own expressions from {@code fair_tree.c}: {@code U = usage/parent} and {@code LF = S/U} in
 * {@code long double}, {@code S} a {@code double}). The file's {@code tie} lines are sibling pairs whose
 * LevelFS are mathematically equal; in about half of them x87 and plain {@code double} disagree on which is
 * larger or whether they tie, so only an exact emulation ranks them as Slurm does.
 */
class LevelFsHardwareVectorsTest {

  private static List<String[]> lines(String kind) throws IOException {
    try (InputStream in = LevelFsHardwareVectorsTest.class.getResourceAsStream(
        "/slurm/levelfs-x87-vectors.txt")) {
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      return text.lines().map(l -> l.split(" ")).filter(f -> f[0].equals(kind)).toList();
    }
  }

  @Test
  void levelFsIsBitForBitTheHardwaresLongDouble() throws IOException {
    List<String[]> vectors = lines("lf");
    assertThat(vectors).hasSizeGreaterThan(100);
    X87 x = new X87();
    for (String[] f : vectors) {
      double usage = Double.parseDouble(f[1]);
      double parent = Double.parseDouble(f[2]);
      double s = Double.parseDouble(f[3]) / Double.parseDouble(f[4]);
      x.divide(usage, parent);
      long um = x.mant;
      int ue = x.exp;
      x.set(s).divide(x.mant, x.exp, um, ue);
      assertThat(Long.toHexString(x.mant) + " " + x.exp).as(String.join(" ", f))
          .isEqualTo(f[5] + " " + f[6]);
    }
  }

  @Test
  void productsAreBitForBitTheHardwaresLongDouble() throws IOException {
    List<String[]> vectors = lines("mul");
    assertThat(vectors).hasSizeGreaterThan(100);
    X87 x = new X87();
    for (String[] f : vectors) {
      long am = x.set(Double.parseDouble(f[1])).mant;
      int ae = x.exp;
      x.set(Double.parseDouble(f[2]));
      x.multiply(am, ae, x.mant, x.exp);
      assertThat(Long.toHexString(x.mant) + " " + x.exp).as(String.join(" ", f)).isEqualTo(f[3] + " " + f[4]);
    }
  }

  @Test
  void mathematicallyEqualSiblingsAreRankedAsX87OrdersThem() throws IOException {
    List<String[]> vectors = lines("tie");
    long disagreeWithDouble = vectors.stream().filter(f -> !f[7].equals(f[8])).count();
    assertThat(disagreeWithDouble).as("pairs where double arithmetic would rank differently").isPositive();
    for (String[] f : vectors) {
      double s1 = Double.parseDouble(f[1]);
      double u1 = Double.parseDouble(f[2]);
      double s2 = Double.parseDouble(f[3]);
      double u2 = Double.parseDouble(f[4]);
      double level = Double.parseDouble(f[5]);
      double parent = Double.parseDouble(f[6]);
      ShareTreeBuilder b = new ShareTreeBuilder();
      b.user(ShareTreeBuilder.ROOT, "one", s1);
      b.user(ShareTreeBuilder.ROOT, "two", s2);
      b.user(ShareTreeBuilder.ROOT, "rest", level - s1 - s2);
      ShareTree tree = b.build();
      double[] own = new double[tree.size()];
      own[tree.indexOf("one")] = u1;
      own[tree.indexOf("two")] = u2;
      own[tree.indexOf("rest")] = parent - u1 - u2;
      FairshareResult r = new SlurmFairTreeAlgorithm().compute(tree,
          UsageSnapshot.fromOwn(tree, own, Instant.EPOCH));
      int x87Sign = Integer.parseInt(f[7]);
      // A larger LevelFS ranks first: a smaller dispatch position.
      int positionSign = Integer.signum(r.rank(tree.indexOf("two")) - r.rank(tree.indexOf("one")));
      assertThat(positionSign).as(String.join(" ", f)).isEqualTo(x87Sign);
    }
  }
}
