package dev.fairshare.cli.faults;

import dev.fairshare.testsupport.ChildJvm;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A writing command run in a child JVM (so that it can be killed with {@code SIGKILL} or limited with
 * {@code ulimit -f}), with this test's class path, its standard error captured to a file.
 */
final class ChildRun {
  private ChildRun() {}

  /**
   * Starts {@code main} with {@code args}; with {@code fileSizeKb} above zero, under {@code ulimit -f} of that
   * many kilobytes (RLIMIT_FSIZE: a write past it fails with EFBIG, "File too large", as a full disk fails one
   * with ENOSPC; the JVM ignores SIGXFSZ).
   */
  static Process start(String main, List<String> args, Path workDir, Path stderr, long fileSizeKb)
      throws IOException {
    return start(main, List.of(), args, workDir, stderr, fileSizeKb);
  }

  /** {@link #start(String, List, Path, Path, long)} with options for the child JVM. */
  static Process start(String main, List<String> jvmOptions, List<String> args, Path workDir, Path stderr,
      long fileSizeKb) throws IOException {
    List<String> command = new ArrayList<>();
    if (fileSizeKb > 0) {
      command.addAll(List.of("bash", "-c", "ulimit -f " + fileSizeKb + " && exec \"$@\"", "bash"));
    }
    List<String> options = new ArrayList<>(List.of("-XX:TieredStopAtLevel=1", "-XX:-UsePerfData"));
    options.addAll(jvmOptions);
    command.addAll(ChildJvm.command("256m", options, main, args));
    return new ProcessBuilder(command).directory(workDir.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(stderr.toFile()).start();
  }

  /**
   * JVM options that load SQLite's native library from a copy unpacked once into {@code dir}
   * ({@code org.sqlite.lib.path} and {@code org.sqlite.lib.name}, sqlite-jdbc's own settings), so that a child
   * under a file-size limit does not have to unpack it (a copy it could not finish).
   */
  static List<String> sqliteLibrary(Path dir) throws IOException {
    String name = System.mapLibraryName("sqlitejdbc");
    Path file = dir.resolve(name);
    if (!Files.exists(file)) {
      String resource = "/org/sqlite/native/" + org.sqlite.util.OSInfo.getNativeLibFolderPathForCurrentOS() + "/"
          + name;
      try (InputStream in = org.sqlite.JDBC.class.getResourceAsStream(resource)) {
        if (in == null) {
          throw new IOException("no " + resource + " in sqlite-jdbc");
        }
        Files.createDirectories(dir);
        Files.copy(in, file);
      }
    }
    return List.of("-Dorg.sqlite.lib.path=" + dir, "-Dorg.sqlite.lib.name=" + name);
  }
}
