package dev.fairshare.cli.pbsfs;

import dev.fairshare.cli.CommandRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The {@code sched_priv} sample of docs/algorithms/pbs.md §11 for the PBS command tests: its
 * {@code resource_group} and usage file copied into a test's folder, and a command run on that folder.
 */
final class SampleSchedPriv {
  private SampleSchedPriv() {}

  /** Copies the sample's {@code resource_group} and writes its usage file into {@code dir}. */
  static void copyTo(Path dir) throws IOException {
    Files.copy(Path.of("src/test/resources/pbs/sample/sched_priv/resource_group"), dir.resolve("resource_group"));
    Files.write(dir.resolve("usage"), PbsfsCommandTest.sampleUsage());
  }

  /** Runs {@code fairshare COMMAND --sched-priv DIR ARGS...}. */
  static CommandRun run(Path dir, String command, String... args) {
    String[] all = new String[args.length + 3];
    all[0] = command;
    all[1] = "--sched-priv";
    all[2] = dir.toString();
    System.arraycopy(args, 0, all, 3, args.length);
    return CommandRun.of(all);
  }
}
