package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands on a chain of accounts 100,000 deep with one user at the bottom (docs/scale.md): each reads
 * it, computes and converts it without recursion or per-node paths, and an output that repeats every node's
 * whole path (it would grow with the square of the depth: tens of gigabytes here) is refused before anything
 * is written, with the documented exit code 3 and the key that raises the limit. The timeout only guards
 * against a hang (these once ran out of memory or for more than ten minutes); the times are measured by
 * benchmarks/scale/run.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class DeepTreeCommandsTest {
  private static final int DEPTH = 100_000;

  @TempDir
  Path dir;

  private static String group(int g) {
    return String.format("g%06d", g);
  }

  /** A {@code sacctmgr dump} of the chain: root, g000000 .. g099998, user u at the bottom. */
  private Path dump() throws IOException {
    Path file = dir.resolve("assoc.cfg");
    try (Writer out = Files.newBufferedWriter(file)) {
      out.write("Cluster - 'deep':Fairshare=1\n");
      String parent = "root";
      for (int g = 0; g < DEPTH - 1; g++) {
        out.write("Parent - '" + parent + "'\nAccount - '" + group(g) + "':Fairshare=1\n");
        parent = group(g);
      }
      out.write("Parent - '" + parent + "'\nUser - 'u':Fairshare=1\n");
    }
    return file;
  }

  @Test
  void computeOfADeepSacctmgrDumpRefusesItsOutputBeforeWritingAnything() throws IOException {
    CommandRun run = CommandRun.of("compute", "--tree", "slurm.sacctmgr-dump:" + dump(), "--format", "tsv");
    assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).startsWith("fairshare: too large: an output of about ")
        .contains("raise with -Dfairshare.limits.output-bytes=N")
        .contains("the deepest is " + DEPTH + " levels")
        .doesNotContain("Exception", "\tat ");
  }

  @Test
  void convertOfADeepSacctmgrDumpWritesEveryAccountForEveryTarget() throws IOException {
    Path dump = dump();
    for (String to : new String[] {"pbs", "slurm", "lsf"}) {
      Path out = dir.resolve("out-" + to);
      // --queues is LSF's only (the others' writers do not read it: misuse)
      CommandRun run = to.equals("lsf") ? CommandRun.of("convert", "--from", "slurm.sacctmgr-dump:" + dump, "--to",
          to, "--out", out.toString(), "--queues", "normal")
          : CommandRun.of("convert", "--from", "slurm.sacctmgr-dump:" + dump, "--to", to, "--out", out.toString());
      assertThat(run.exitCode()).as(to + ": " + run.err()).isZero();
      // one line per node (PBS); a Parent line and a node line (Slurm); a line per group (LSF)
      String file = to.equals("pbs") ? "resource_group" : to.equals("slurm") ? "cluster.cfg" : "lsb.users";
      long lines = to.equals("pbs") ? DEPTH : to.equals("slurm") ? 1 + 2L * DEPTH : 2 + (DEPTH - 1) + 1;
      assertThat(lineCount(out.resolve(file))).as(to).isEqualTo(lines);
      assertThat(Files.readString(out.resolve(file))).as(to).contains(group(DEPTH - 2));
    }
  }

  private static long lineCount(Path file) throws IOException {
    try (Stream<String> lines = Files.lines(file)) {
      return lines.count();
    }
  }

  /** The same chain as LSF groups, each the only share account of the one above, and a queue over the top. */
  private Path lsf() throws IOException {
    Path conf = Files.createDirectories(dir.resolve("lsf"));
    try (Writer out = Files.newBufferedWriter(conf.resolve("lsb.users"))) {
      out.write("Begin UserGroup\nGROUP_NAME GROUP_MEMBER USER_SHARES\n");
      int last = DEPTH - 2;
      out.write(group(last) + " (u) ([u, 1])\n");
      for (int g = last - 1; g >= 0; g--) {
        out.write(group(g) + " (" + group(g + 1) + ") ([" + group(g + 1) + ", 1])\n");
      }
      out.write("End UserGroup\n");
    }
    Files.writeString(conf.resolve("lsb.queues"), "Begin Queue\nQUEUE_NAME = normal\nPRIORITY = 30\n"
        + "FAIRSHARE = USER_SHARES[[" + group(0) + ", 1]]\nEnd Queue\n");
    Files.writeString(conf.resolve("lsb.params"), "Begin Parameters\nHIST_HOURS = 5\nEnd Parameters\n");
    Files.writeString(conf.resolve("lsb.acct"), "");
    return conf;
  }

  @Test
  void bqueuesOfADeepLsfGroupChainShowsTheTopAndRefusesEveryLevelsBlocks() throws IOException {
    Path conf = lsf();
    String[] common = {"--lsf-conf", conf.toString(), "--usage", conf.resolve("lsb.acct").toString(), "--at",
        "2026-01-01T00:00:00Z", "--tick-origin", "2026-01-01T00:00:00Z", "--cpu-normalization", "off"};
    CommandRun top = CommandRun.of(concat(new String[] {"bqueues", "normal"}, common));
    assertThat(top.exitCode()).as(top.err()).isZero();
    assertThat(top.out()).contains("SHARE_INFO_FOR: normal/\n").contains(" " + group(0) + " ");
    CommandRun all = CommandRun.of(concat(new String[] {"bqueues", "-r", "normal"}, common));
    assertThat(all.exitCode()).as(all.err()).isEqualTo(3);
    assertThat(all.out()).isEmpty();
    assertThat(all.err()).contains("fairshare: too large: an output of about ")
        .contains("-Dfairshare.limits.output-bytes=N (each block repeats its account's whole path)");
  }

  private static String[] concat(String[] a, String[] b) {
    return Stream.concat(Stream.of(a), Stream.of(b)).toArray(String[]::new);
  }
}
