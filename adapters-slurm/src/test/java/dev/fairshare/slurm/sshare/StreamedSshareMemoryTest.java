package dev.fairshare.slurm.sshare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testsupport.ChildJvm;
import dev.fairshare.testsupport.TwoLevelTree;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The memory an association costs {@code fairshare sshare}'s readers: a {@code sacctmgr dump} of a million
 * associations (1,000 accounts of 999 users) and its {@code sshare -a -P} usage are read in a separate JVM
 * with a 300 MB heap. Read whole, with an object a line and a map by path, they took about 1,100 bytes a
 * node (over 1 GB) and the input limit of then (the heap / 400 bytes a line) refused the dump; streamed into
 * arrays, attributes made on demand, they fit.
 */
class StreamedSshareMemoryTest {
  private static final TwoLevelTree TREE = TwoLevelTree.MILLION;

  @TempDir
  Path dir;

  @Test
  void aMillionAssociationsAndTheirUsageAreReadInA300MegabyteHeap() throws Exception {
    Path dump = dir.resolve("assoc.cfg");
    Path usage = dir.resolve("usage-P.txt");
    TREE.write(dump, "Cluster - 'big':Fairshare=1\nParent - 'root'\n"
        + TREE.groupLines(a -> "Account - 'a" + a + "':Fairshare=" + TwoLevelTree.groupShares(a) + "\n"),
        a -> "Parent - 'a" + a + "'\n", (a, u) -> "User - 'u" + u + "':Fairshare=1\n");
    long perAccount = TREE.usageOfOneGroup();
    long total = TREE.groups() * perAccount;
    TREE.write(usage, "Account|User|RawShares|NormShares|RawUsage|EffectvUsage|FairShare\n"
        + "root|||1.000000|" + total + "|1.000000|0.500000\n",
        a -> " a" + a + "||" + TwoLevelTree.groupShares(a) + "|0.000001|" + perAccount + "|0.000000|0.500000\n",
        (a, u) -> "  a" + a + "|u" + u + "|1|0.000001|" + TwoLevelTree.userUsage(u) + "|0.000000|0.500000\n");
    ChildJvm.Exit child = ChildJvm.run("300m", Duration.ofSeconds(600), dir.resolve("child.log"),
        ReadSshareChild.class.getName(), dump.toString(), usage.toString());

    assertThat(child.output()).isEqualTo("nodes " + (1 + TREE.nodes()) + " users " + TREE.allUsers() + " usage "
        + total + "\n");
    assertThat(child.value()).isZero();
  }
}
