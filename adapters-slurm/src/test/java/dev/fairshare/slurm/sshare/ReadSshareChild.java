package dev.fairshare.slurm.sshare;

import dev.fairshare.slurm.dump.SacctmgrDumpFormat;
import dev.fairshare.tree.ShareTree;
import java.nio.file.Path;

/**
 * The child JVM of {@link StreamedSshareMemoryTest}: reads a dump and its sshare usage as
 * {@code fairshare sshare} does, prints the node count, the users and their usage.
 */
public final class ReadSshareChild {
  private ReadSshareChild() {}

  public static void main(String[] args) {
    ShareTree tree = new SacctmgrDumpFormat().read(Path.of(args[0])).tree();
    SshareUsage usage = SshareUsageMatcher.match(tree, Path.of(args[1]));
    long users = 0;
    long sum = 0;
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        users++;
        sum += (long) usage.usage().usage(i);
      }
    }
    System.out.println("nodes " + tree.size() + " users " + users + " usage " + sum);
  }
}
