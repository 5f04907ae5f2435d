package dev.fairshare.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.ShareTree;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code lsf.bqueues} reading a block of 100,000 rows under an account 1,000 deep (docs/scale.md): each
 * block's parent is found once, not once per row, and no node's path is made to place its usage. The
 * timeout only guards against a hang; the times are measured by benchmarks/scale/run.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class BqueuesOutputWideTest {
  private static final int DEPTH = 1_000;
  private static final int WIDTH = 100_000;
  private static final String HEADER = "USER/GROUP      SHARES    PRIORITY   STARTED  RESERVED    CPU_TIME  "
      + "RUN_TIME    ADJUST \n";

  @Test
  void aWideBlockUnderADeepAccountKeepsEveryRowsUsage() {
    StringBuilder text = new StringBuilder();
    StringBuilder path = new StringBuilder("normal/");
    for (int d = 0; d < DEPTH; d++) {
      text.append("\nSHARE_INFO_FOR: ").append(path).append('\n').append(HEADER);
      text.append(" a").append(d).append("  1  0.500  0  0  ").append(WIDTH).append(".0  0  0.000\n");
      path.append('a').append(d).append('/');
    }
    text.append("\nSHARE_INFO_FOR: ").append(path).append('\n').append(HEADER);
    for (int u = 0; u < WIDTH; u++) {
      text.append(" u").append(u).append("  1  0.250  0  0  1.0  ").append(u % 7).append("  0.000\n");
    }
    TreeDocument doc = new BqueuesOutputFormat().read(LineSource.of("bqueues-r.txt", text.toString()));
    ShareTree tree = doc.tree();
    assertThat(tree.size()).isEqualTo(1 + DEPTH + WIDTH);
    int deepest = tree.indexOf(path.substring("normal/".length(), path.length() - 1));
    assertThat(tree.depth(deepest)).isEqualTo(DEPTH);
    int last = tree.indexOf(path.substring("normal/".length()) + "u" + (WIDTH - 1));
    assertThat(tree.isUser(last)).isTrue();
    assertThat(doc.usage().usage(last)).isEqualTo(1.0);
    assertThat(doc.usage().component("run_time", last)).isEqualTo((WIDTH - 1) % 7);
    assertThat(doc.usage().usage(deepest)).isEqualTo(WIDTH);
    assertThat(doc.usage().usage(0)).isEqualTo(WIDTH);
    assertThat(tree.attribute(last, "lsf.priority")).isEqualTo("0.250");
  }
}
