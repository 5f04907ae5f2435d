package dev.fairshare.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TwoLevelTreeTest {
  @TempDir
  Path dir;

  @Test
  void writesTheHeadThenEachGroupBeforeItsUsers() throws Exception {
    Path file = dir.resolve("tree.txt");

    new TwoLevelTree(2, 3).write(file, "head\n", g -> "g" + g + " " + TwoLevelTree.groupShares(g) + "\n",
        (g, u) -> "g" + g + "/u" + u + " " + TwoLevelTree.userUsage(u) + "\n");

    assertThat(Files.readString(file)).isEqualTo("head\ng0 1\ng0/u0 1\ng0/u1 2\ng0/u2 3\n"
        + "g1 2\ng1/u0 1\ng1/u1 2\ng1/u2 3\n");
  }

  @Test
  void listsTheGroupLinesAlone() {
    assertThat(new TwoLevelTree(3, 5).groupLines(g -> "a" + g + ";")).isEqualTo("a0;a1;a2;");
  }

  @Test
  void sharesRunFromOneToTenAndUsageFromOneToSeven() {
    assertThat(TwoLevelTree.groupShares(0)).isEqualTo(1);
    assertThat(TwoLevelTree.groupShares(9)).isEqualTo(10);
    assertThat(TwoLevelTree.groupShares(10)).isEqualTo(1);
    assertThat(TwoLevelTree.userUsage(6)).isEqualTo(7);
    assertThat(TwoLevelTree.userUsage(7)).isEqualTo(1);
  }

  @Test
  void theMillionTreeCountsAndSums() {
    // 999 users = 142 runs of 1..7 (28 each) and 1..5; 143 of them (u = 0, 7, ..., 994) have usage 1
    assertThat(TwoLevelTree.MILLION.nodes()).isEqualTo(1_000_000);
    assertThat(TwoLevelTree.MILLION.allUsers()).isEqualTo(999_000);
    assertThat(TwoLevelTree.MILLION.usageOfOneGroup()).isEqualTo(142 * 28 + 15);
    assertThat(TwoLevelTree.MILLION.usersWhoseUsageIsNot(1)).isEqualTo(1000L * (999 - 143));
  }
}
