package dev.fairshare.pbs.command;

import dev.fairshare.format.LineSource;
import dev.fairshare.io.FileTransaction;
import dev.fairshare.pbs.schedconfig.PbsSchedConfig;
import dev.fairshare.pbs.schedconfig.SchedConfigParser;
import dev.fairshare.pbs.usage.UsageFile;
import dev.fairshare.pbs.usage.UsageFileReader;
import dev.fairshare.pbs.state.PbsFairshareState;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A {@code sched_priv} folder as {@code pbsfs} uses it: {@code sched_config}, {@code resource_group},
 * {@code usage}, and on a write {@code usage.bak} and {@code usage.touch} (docs/algorithms/pbs.md §10, §11).
 */
final class SchedPriv {
  static final String CONFIG = "sched_config";
  static final String RESOURCE_GROUP = "resource_group";
  static final String USAGE = "usage";

  private final Path dir;

  /** The folder, after finishing a write of it that a kill interrupted ({@link FileTransaction#recover}). */
  SchedPriv(Path dir) {
    this.dir = dir;
    FileTransaction.recover(dir);
  }

  Path path(String name) {
    return dir.resolve(name);
  }

  /** sched_config's fair-share keys; the code's defaults when the file cannot be opened. */
  PbsSchedConfig config() {
    Path file = path(CONFIG);
    if (!Files.isReadable(file)) {
      return PbsSchedConfig.defaults();
    }
    return SchedConfigParser.parse(LineSource.read(file)).config();
  }

  /**
   * The usage file's header and problems, its records given to {@code sink} a record at a time; a missing
   * file reads as {@link UsageFile#missing()} (version 0).
   */
  UsageFile usage(UsageFileReader.RecordSink sink) {
    Path file = path(USAGE);
    if (!Files.exists(file)) {
      return UsageFile.missing();
    }
    return UsageFileReader.read(file, sink);
  }

  /**
   * Writes the usage file as pbsfs does, as one {@link FileTransaction}: {@code usage.bak} becomes the
   * previous {@code usage} (it is removed when there was none, where pbsfs prints its {@code perror} text),
   * {@code usage} the new records, and an empty {@code usage.touch} appears; all three or none, so a
   * failure or a kill leaves the previous files, backup included. The records are written to the staged
   * file as they are made, never held whole.
   */
  void writeUsage(PbsFairshareState state, PrintWriter err) {
    Path usage = path(USAGE);
    if (!Files.exists(usage)) {
      err.println("Could not backup usage database.: No such file or directory");
    }
    FileTransaction.create().replaceExisting(true)
        .backup(usage, path(USAGE + ".bak"))
        .write(usage, out -> {
          try {
            state.writeUsage(out);
          } catch (UncheckedIOException e) {
            throw e.getCause();
          }
        })
        .write(path(USAGE + ".touch"), new byte[0])
        .commit();
  }
}
