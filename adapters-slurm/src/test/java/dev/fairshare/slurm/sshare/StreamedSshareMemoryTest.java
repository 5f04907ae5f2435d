package dev.fairshare.slurm.sshare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testsupport.ChildJvm;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
  private static final int ACCOUNTS = 1000;
  private static final int USERS = 999;

  @TempDir
  Path dir;

  @Test
  void aMillionAssociationsAndTheirUsageAreReadInA300MegabyteHeap() throws Exception {
    Path dump = dir.resolve("assoc.cfg");
    Path usage = dir.resolve("usage-P.txt");
    try (BufferedWriter out = Files.newBufferedWriter(dump, StandardCharsets.UTF_8)) {
      out.write("Cluster - 'big':Fairshare=1\nParent - 'root'\n");
      for (int a = 0; a < ACCOUNTS; a++) {
        out.write("Account - 'a" + a + "':Fairshare=" + (1 + a % 10) + "\n");
      }
      for (int a = 0; a < ACCOUNTS; a++) {
        out.write("Parent - 'a" + a + "'\n");
        for (int u = 0; u < USERS; u++) {
          out.write("User - 'u" + u + "':Fairshare=1\n");
        }
      }
    }
    long perAccount = usageOfOneAccount();
    try (BufferedWriter out = Files.newBufferedWriter(usage, StandardCharsets.UTF_8)) {
      out.write("Account|User|RawShares|NormShares|RawUsage|EffectvUsage|FairShare\n");
      out.write("root|||1.000000|" + ACCOUNTS * perAccount + "|1.000000|0.500000\n");
      for (int a = 0; a < ACCOUNTS; a++) {
        out.write(" a" + a + "||" + (1 + a % 10) + "|0.000001|" + perAccount + "|0.000000|0.500000\n");
        for (int u = 0; u < USERS; u++) {
          out.write("  a" + a + "|u" + u + "|1|0.000001|" + (1 + u % 7) + "|0.000000|0.500000\n");
        }
      }
    }
    ChildJvm.Exit child = ChildJvm.run("300m", Duration.ofSeconds(120), dir.resolve("child.log"),
        ReadSshareChild.class.getName(), dump.toString(), usage.toString());

    assertThat(child.output()).isEqualTo("nodes " + (1 + ACCOUNTS + ACCOUNTS * USERS) + " users "
        + ACCOUNTS * USERS + " usage " + ACCOUNTS * perAccount + "\n");
    assertThat(child.value()).isZero();
  }

  /** The usage of one account's users, 1 + u % 7 each. */
  private static long usageOfOneAccount() {
    long sum = 0;
    for (int u = 0; u < USERS; u++) {
      sum += 1 + u % 7;
    }
    return sum;
  }
}
