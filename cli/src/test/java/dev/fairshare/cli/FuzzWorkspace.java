package dev.fairshare.cli;

import dev.fairshare.cli.pbsfs.UsageBytes;
import dev.fairshare.testkit.ledger.SacctExport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * A temporary folder holding a copy of every input the commands read (a fairshare.tsv tree, a PBS
 * {@code sched_priv}, an LSF configuration directory, Slurm's {@code slurm.conf}, dump and sshare output, a
 * flux-accounting database, an sacct export) and the odd files a fuzzed command line may name (empty, binary,
 * a directory). Commands that write get only paths in here, so a fuzzed run may change these copies and
 * nothing else.
 */
final class FuzzWorkspace implements AutoCloseable {
  private static final Path RESOURCES = Path.of("src/test/resources");
  private final Path root;

  private FuzzWorkspace(Path root) {
    this.root = root;
  }

  /** A fresh workspace in a new temporary folder. */
  static FuzzWorkspace create() {
    try {
      Path root = Files.createTempDirectory("fairshare-fuzz");
      Files.writeString(root.resolve("seed.tsv"), DemoCommand.load());
      copyTree(RESOURCES.resolve("pbs/sample/sched_priv"), root.resolve("sched_priv"));
      Files.write(root.resolve("sched_priv/usage"),
          new UsageBytes(1_700_000_000L).record("pbsuser", 100).record("pbsuser2", 7).bytes());
      copyTree(RESOURCES.resolve("lsf/cluster"), root.resolve("lsf"));
      copyTree(RESOURCES.resolve("slurm/test24.1"), root.resolve("slurm"));
      Files.copy(Path.of("../examples/flux/FluxAccounting.db"), root.resolve("flux.db"));
      SacctExport.generate(40, 3).write(root.resolve("sacct.txt"));
      Files.write(root.resolve("empty"), new byte[0]);
      Files.write(root.resolve("binary"), new byte[] {0, (byte) 0xff, (byte) 0xfe, 7, '\n', (byte) 0xc3});
      Files.writeString(root.resolve("pending.txt"), "# pending\nA/B/user1\n");
      Files.createDirectories(root.resolve("dir"));
      return new FuzzWorkspace(root);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A path in the workspace. */
  Path path(String name) {
    return root.resolve(name);
  }

  /** The workspace path as text. */
  String file(String name) {
    return root.resolve(name).toString();
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
        }
      }
    }
  }

  @Override
  public void close() {
    try (Stream<Path> walk = Files.walk(root)) {
      walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
