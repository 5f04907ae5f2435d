package dev.fairshare.testkit.family;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.conversion.NormalizedShares;
import dev.fairshare.tree.ShareTree;
import java.util.HashMap;
import java.util.Map;

/**
 * What a lossless conversion keeps: the same nodes at the same paths, of the same kinds, and every leaf's
 * normalized share (the product of its share of its siblings down the path, {@link NormalizedShares})
 * within 1e-9.
 */
public final class SameShares {
  /** How far a leaf's normalized share may move. */
  public static final double TOLERANCE = 1e-9;

  private SameShares() {}

  /** Asserts that {@code actual} has {@code expected}'s nodes and every leaf's normalized share. */
  public static void assertSame(ShareTree expected, ShareTree actual, String what) {
    Map<String, String> want = new HashMap<>();
    for (int i = 1; i < expected.size(); i++) {
      want.put(expected.path(i), expected.kind(i).label());
    }
    Map<String, String> got = new HashMap<>();
    for (int i = 1; i < actual.size(); i++) {
      got.put(actual.path(i), actual.kind(i).label());
    }
    assertThat(got).as("%s: the nodes", what).isEqualTo(want);
    double[] e = NormalizedShares.of(expected);
    double[] a = NormalizedShares.of(actual);
    for (int i = 1; i < expected.size(); i++) {
      if (!expected.hasChildren(i)) {
        assertThat(Math.abs(a[actual.indexOf(expected.path(i))] - e[i]))
            .as("%s: normalized share of %s (%s, expected %s)", what, expected.path(i),
                a[actual.indexOf(expected.path(i))], e[i])
            .isLessThanOrEqualTo(TOLERANCE);
      }
    }
  }
}
