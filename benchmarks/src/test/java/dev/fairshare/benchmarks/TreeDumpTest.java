package dev.fairshare.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.TreeShapes.Shape;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.io.IOException;
import java.io.StringWriter;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The dump the timing programs of the schedulers' own code read. */
class TreeDumpTest {

  @Test
  void writesTheCountThenIndexParentKindSharesAndSubtreeUsagePerNodeInPreOrder() throws IOException {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int physics = b.group(ShareTreeBuilder.ROOT, "physics", 3);
    int ann = b.user(physics, "ann", 2);
    int bob = b.user(physics, "bob", 1);
    int carl = b.user(ShareTreeBuilder.ROOT, "carl", 5);
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    own[tree.indexOf("physics/ann")] = 5;
    own[tree.indexOf("physics/bob")] = 0.5;
    own[tree.indexOf("carl")] = 0.1;
    StringWriter out = new StringWriter();

    TreeDump.write(new Shape("t", tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH)), out);

    assertThat(new int[] {physics, ann, bob, carl}).containsExactly(1, 2, 3, 4);
    assertThat(out.toString()).isEqualTo("5\n"
        + "0 -1 R 1.0 5.6\n"
        + "1 0 G 3.0 5.5\n"
        + "2 1 U 2.0 5.0\n"
        + "3 1 U 1.0 0.5\n"
        + "4 0 U 5.0 0.1\n");
  }
}
