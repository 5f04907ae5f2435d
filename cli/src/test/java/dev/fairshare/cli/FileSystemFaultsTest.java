package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.fairshare.cli.faults.SystemCommand;
import dev.fairshare.cli.pbsfs.UsageBytes;
import dev.fairshare.command.ExitCodes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writing commands against real faults of the file system: an immutable file or directory ({@code chattr +i}),
 * a full disk and a read-only file system (a small {@code tmpfs}). Each run fails with exit 3, the path and
 * the system's reason, and leaves every file as it was, {@code usage.bak} included. These faults need root
 * (and {@code chattr}, {@code mount}); where the machine does not allow them the tests are not run (the same
 * failures are injected at every operation, without privileges, by {@code FileTransactionFaultTest}).
 */
class FileSystemFaultsTest {
  @TempDir
  Path dir;

  private Path mounted;
  private Path immutable;

  @AfterEach
  void undo() {
    if (immutable != null) {
      SystemCommand.succeeds("chattr", "-i", immutable.toString());
    }
    if (mounted != null) {
      SystemCommand.succeeds("umount", mounted.toString());
    }
  }

  private Path schedPriv(Path where, int records) throws IOException {
    Files.createDirectories(where);
    Files.writeString(where.resolve("resource_group"), "grp 10 root 1\nalice 11 grp 1\n");
    UsageBytes usage = new UsageBytes(1_700_000_000L).record("alice", 100);
    for (int k = 1; k < records; k++) {
      usage.record("user" + k, k);
    }
    Files.write(where.resolve("usage"), usage.bytes());
    Files.write(where.resolve("usage.bak"), new byte[] {1, 2, 3});
    return where;
  }

  private static Map<String, byte[]> state(Path root) {
    Map<String, byte[]> files = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        files.put(root.relativize(p).toString(), Files.isDirectory(p) ? new byte[0] : Files.readAllBytes(p));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }

  private void mount(Path where, String size) throws IOException {
    Files.createDirectories(where);
    assumeTrue(SystemCommand.succeeds("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", where.toString()),
        "mounting a tmpfs needs root");
    mounted = where;
  }

  @Test
  void pbsfsSetOnAnImmutableUsageFileFailsAndKeepsUsageAndItsBackup() throws IOException {
    Path priv = schedPriv(dir.resolve("sched_priv"), 2);
    assumeTrue(SystemCommand.succeeds("chattr", "+i", priv.resolve("usage").toString()),
        "chattr +i needs root and ext4-like");
    immutable = priv.resolve("usage");
    Map<String, byte[]> before = state(priv);
    CommandRun r = CommandRun.of("pbsfs", "--sched-priv", priv.toString(), "-s", "alice", "5");
    assertThat(r.exitCode()).isEqualTo(ExitCodes.IO);
    assertThat(r.err()).isEqualTo("fairshare: cannot replace " + priv.resolve("usage")
        + ": Operation not permitted\n");
    assertThat(state(priv)).usingRecursiveComparison().isEqualTo(before);
  }

  @Test
  void pbsfsSetInAnImmutableFolderFailsNamingTheFolder() throws IOException {
    Path priv = schedPriv(dir.resolve("sched_priv"), 2);
    assumeTrue(SystemCommand.succeeds("chattr", "+i", priv.toString()), "chattr +i needs root and ext4-like");
    immutable = priv;
    Map<String, byte[]> before = state(priv);
    CommandRun r = CommandRun.of("pbsfs", "--sched-priv", priv.toString(), "-d");
    assertThat(r.exitCode()).isEqualTo(ExitCodes.IO);
    assertThat(r.err()).isEqualTo("fairshare: cannot write in " + priv + ": Operation not permitted\n");
    assertThat(state(priv)).usingRecursiveComparison().isEqualTo(before);
  }

  @Test
  void pbsfsOnAFullDiskFailsAndKeepsEverything() throws IOException {
    Path priv = dir.resolve("full");
    mount(priv, "64k");
    schedPriv(priv, 700);
    Map<String, byte[]> before = state(priv);
    CommandRun r = CommandRun.of("pbsfs", "--sched-priv", priv.toString(), "-s", "alice", "5");
    assertThat(r.exitCode()).isEqualTo(ExitCodes.IO);
    assertThat(r.err()).isEqualTo("fairshare: cannot write " + priv.resolve("usage")
        + ": No space left on device\n");
    assertThat(state(priv)).usingRecursiveComparison().isEqualTo(before);
  }

  @Test
  void pbsfsOnAReadOnlyFileSystemFailsAndKeepsEverything() throws IOException {
    Path priv = dir.resolve("ro");
    mount(priv, "1m");
    schedPriv(priv, 2);
    assumeTrue(SystemCommand.succeeds("mount", "-o", "remount,ro", priv.toString()), "remounting needs root");
    Map<String, byte[]> before = state(priv);
    CommandRun r = CommandRun.of("pbsfs", "--sched-priv", priv.toString(), "-e");
    assertThat(r.exitCode()).isEqualTo(ExitCodes.IO);
    assertThat(r.err()).isEqualTo("fairshare: cannot write in " + priv + ": Read-only file system\n");
    assertThat(state(priv)).usingRecursiveComparison().isEqualTo(before);
  }

  @Test
  void convertIntoAnImmutableOutDirectoryNamesItAndItsReason() throws IOException {
    Path tree = dir.resolve("seed.tsv");
    Files.writeString(tree, DemoCommand.load());
    Path out = Files.createDirectories(dir.resolve("out"));
    assumeTrue(SystemCommand.succeeds("chattr", "+i", out.toString()), "chattr +i needs root and ext4-like");
    immutable = out;
    CommandRun r = CommandRun.of("convert", "--from", tree.toString(), "--to", "pbs", "--out", out.toString());
    assertThat(r.exitCode()).isEqualTo(ExitCodes.IO);
    assertThat(r.err()).isEqualTo("fairshare: cannot write in " + out + ": Operation not permitted\n");
    try (Stream<Path> left = Files.list(out)) {
      assertThat(left).isEmpty();
    }
  }
}
