package dev.fairshare.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A transaction stopped at every one of its file operations, by a kill (then a recovery) or by an error
 * (a full disk), leaves the previous state or the new one byte for byte, backups included; a writer that
 * writes its files one after the other in place does not.
 */
class FileTransactionFaultTest {
  @TempDir
  Path root;

  private static void setUp(Path root) {
    try {
      Files.createDirectories(root.resolve("priv"));
      Files.createDirectories(root.resolve("reports"));
      Files.writeString(root.resolve("priv/usage"), "usage A");
      Files.writeString(root.resolve("priv/usage.bak"), "usage before A");
      Files.writeString(root.resolve("priv/stale"), "to be removed");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private Consumer<FileOps> change() {
    return ops -> FileTransaction.create(ops).replaceExisting(true)
        .backup(root.resolve("priv/usage"), root.resolve("priv/usage.bak"))
        .write(root.resolve("priv/usage"), "usage B".getBytes(StandardCharsets.UTF_8))
        .write(root.resolve("priv/usage.touch"), new byte[0])
        .delete(root.resolve("priv/stale"))
        .write(root.resolve("reports/r.json"), "{}".getBytes(StandardCharsets.UTF_8))
        .createDirectory(root.resolve("out"))
        .write(root.resolve("out/resource_group"), "g 1 root 1\n".getBytes(StandardCharsets.UTF_8))
        .write(root.resolve("out/sched_config.fairshare"), "fair_share: true ALL\n".getBytes(StandardCharsets.UTF_8))
        .commit();
  }

  @Test
  void theCleanRunGivesTheNewStateWithThePreviousUsageAsBackup() {
    AllOrNothingHarness h = new AllOrNothingHarness(root, FileTransactionFaultTest::setUp, change());
    assertThat(h.after()).containsOnlyKeys("priv/", "priv/usage", "priv/usage.bak", "priv/usage.touch",
        "reports/", "reports/r.json", "out/", "out/resource_group", "out/sched_config.fairshare");
    assertThat(h.after().get("priv/usage.bak")).isEqualTo(h.before().get("priv/usage"));
  }

  @Test
  void aKillAtAnyOperationLeavesThePreviousOrTheNewStateAfterRecovery() {
    AllOrNothingHarness h = new AllOrNothingHarness(root, FileTransactionFaultTest::setUp, change());
    assertThat(h.crashes(change())).isEmpty();
  }

  @Test
  void anErrorAtAnyOperationLeavesThePreviousState() {
    AllOrNothingHarness h = new AllOrNothingHarness(root, FileTransactionFaultTest::setUp, change());
    assertThat(h.errors(change())).isEmpty();
  }

  /** Writes each file in place, one after the other, as {@code fopen(..., "wb")} would. */
  private Consumer<FileOps> naive() {
    return ops -> {
      try {
        ops.delete(root.resolve("priv/usage.bak"));
        ops.rename(root.resolve("priv/usage"), root.resolve("priv/usage.bak"));
        write(ops, root.resolve("priv/usage"), "usage B");
        write(ops, root.resolve("priv/usage.touch"), "");
        ops.delete(root.resolve("priv/stale"));
        write(ops, root.resolve("reports/r.json"), "{}");
        ops.createDirectory(root.resolve("out"));
        write(ops, root.resolve("out/resource_group"), "g 1 root 1\n");
        write(ops, root.resolve("out/sched_config.fairshare"), "fair_share: true ALL\n");
      } catch (IOException e) {
        throw FileAccessException.of("write", root, e);
      }
    };
  }

  private static void write(FileOps ops, Path file, String text) throws IOException {
    ops.delete(file);
    try (OutputStream out = ops.newFile(file)) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
  }

  @Test
  void aWriterThatIsNotAllOrNothingFailsTheHarness() {
    AllOrNothingHarness h = new AllOrNothingHarness(root, FileTransactionFaultTest::setUp, naive());
    assertThat(h.after()).isEqualTo(new AllOrNothingHarness(root, FileTransactionFaultTest::setUp, change()).after());
    assertThat(h.crashes(naive())).hasSizeGreaterThan(5);
    assertThat(h.errors(naive())).hasSizeGreaterThan(5);
  }
}
