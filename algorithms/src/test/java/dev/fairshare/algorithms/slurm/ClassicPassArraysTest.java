package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import org.junit.jupiter.api.Test;

/** A classic-family pass's arrays start with the root's values as sshare shows them. */
class ClassicPassArraysTest {
  private static final class Arrays extends ClassicPassArrays {
    Arrays(ShareTree tree, double[] s, double[] u, double[] e, double[] f) {
      super(tree, UsageSnapshot.zero(tree), new SlurmHierarchy().compute(tree), s, u, e, f, 2);
    }
  }

  @Test
  void theRootHasSAndEOneAndNeitherUNorAFactor() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    b.user(ShareTreeBuilder.ROOT, "u", 1);
    ShareTree tree = b.build();
    double[] s = {7, 7};
    double[] u = {7, 7};
    double[] e = {7, 7};
    double[] f = {7, 7};

    Arrays arrays = new Arrays(tree, s, u, e, f);

    assertThat(s).containsExactly(1.0, 7.0);
    assertThat(e).containsExactly(1.0, 7.0);
    assertThat(u[0]).isNaN();
    assertThat(f[0]).isNaN();
    assertThat(u[1]).isEqualTo(7.0);
    assertThat(arrays.d).isEqualTo(2.0);
    assertThat(arrays.h.fsParent(1)).isZero();
  }
}
