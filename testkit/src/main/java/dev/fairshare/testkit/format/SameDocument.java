package dev.fairshare.testkit.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;

/**
 * What "the same document" means to {@link FormatContract}: the same tree (node by node, in order: path,
 * kind, shares to the bit, parent shares, attributes), the same usage (every node's total and every named
 * component, to the bit, and the same time), and equal settings. Where a node was defined is not compared:
 * the second read is of another file.
 */
final class SameDocument {
  private SameDocument() {}

  static void assertSame(TreeDocument expected, TreeDocument actual, String what) {
    assertThat(actual.tree() == null).as("%s: whether there is a tree", what).isEqualTo(expected.tree() == null);
    if (expected.tree() != null) {
      assertSameTree(expected.tree(), actual.tree(), what);
    }
    assertThat(actual.usage() == null).as("%s: whether there is usage", what).isEqualTo(expected.usage() == null);
    if (expected.usage() != null) {
      assertSameUsage(expected.usage(), actual.usage(), what);
    }
    assertThat(actual.settings()).as("%s: settings", what).isEqualTo(expected.settings());
  }

  private static void assertSameTree(ShareTree e, ShareTree a, String what) {
    assertThat(a.rootName()).as("%s: root name", what).isEqualTo(e.rootName());
    assertThat(a.size()).as("%s: number of nodes", what).isEqualTo(e.size());
    for (int i = 0; i < e.size(); i++) {
      String at = what + ": node " + i + " '" + e.path(i) + "'";
      assertThat(a.path(i)).as(at + " path").isEqualTo(e.path(i));
      assertThat(a.kind(i)).as(at + " kind").isEqualTo(e.kind(i));
      assertThat(Double.doubleToLongBits(a.shares(i))).as(at + " shares %s against %s", a.shares(i), e.shares(i))
          .isEqualTo(Double.doubleToLongBits(e.shares(i)));
      assertThat(a.usesParentShares(i)).as(at + " parent shares").isEqualTo(e.usesParentShares(i));
      assertThat(a.attributes(i)).as(at + " attributes").isEqualTo(e.attributes(i));
    }
  }

  private static void assertSameUsage(UsageSnapshot e, UsageSnapshot a, String what) {
    assertThat(a.at()).as("%s: usage time", what).isEqualTo(e.at());
    assertThat(a.componentNames()).as("%s: usage components", what).isEqualTo(e.componentNames());
    ShareTree tree = e.tree();
    for (int i = 0; i < tree.size(); i++) {
      String at = what + ": usage of '" + tree.path(i) + "'";
      assertThat(Double.doubleToLongBits(a.usage(i))).as(at + " %s against %s", a.usage(i), e.usage(i))
          .isEqualTo(Double.doubleToLongBits(e.usage(i)));
      for (String c : e.componentNames()) {
        assertThat(Double.doubleToLongBits(a.component(c, i))).as(at + " component " + c)
            .isEqualTo(Double.doubleToLongBits(e.component(c, i)));
      }
    }
  }
}
