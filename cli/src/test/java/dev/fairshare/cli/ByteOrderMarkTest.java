package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files that start with a UTF-8 byte order mark (EF BB BF), as editors on Windows save them: the format
 * detection and fairshare's own readers see through it, and each scheduler's file is read as its scheduler
 * reads it, which is the mark as three bytes more of line 1 (harmless before a comment or a blank line, or
 * for LSF any line outside a section; slurm.conf never parses). A regression test: every reader gave a
 * positioned error, and the detection format.unknown.
 */
class ByteOrderMarkTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/bom");
  private static final Path EXAMPLES = Path.of("../examples");
  private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

  @TempDir
  Path tmp;

  /** A copy of {@code file} at {@code to}, its first {@code dropLines} lines cut and the mark put first. */
  private static Path withBom(Path file, Path to, int dropLines) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    String text = String.join("\n", lines.subList(dropLines, lines.size())) + "\n";
    byte[] body = text.getBytes(StandardCharsets.UTF_8);
    byte[] all = new byte[BOM.length + body.length];
    System.arraycopy(BOM, 0, all, 0, BOM.length);
    System.arraycopy(body, 0, all, BOM.length, body.length);
    Files.createDirectories(to.getParent());
    return Files.write(to, all);
  }

  /** The number of blank and comment lines a file starts with. */
  private static int leadingComments(Path file) throws IOException {
    return (int) Files.readAllLines(file).stream().takeWhile(l -> l.isBlank() || l.startsWith("#")).count();
  }

  private static void copyDir(Path from, Path to) throws IOException {
    Files.createDirectories(to);
    try (Stream<Path> files = Files.list(from)) {
      for (Path f : files.toList()) {
        Files.copy(f, to.resolve(f.getFileName()));
      }
    }
  }

  private static void badInput(CommandRun run, Path dir, String golden) {
    assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err().replace(dir.toString(), "DIR"), GOLDEN.resolve(golden));
  }

  @Test
  void theNeutralTreeIsReadAndDetectedThroughAMark() throws IOException {
    Path tsv = Files.writeString(tmp.resolve("t.tsv"), "\uFEFFa\tgroup\t1\na/x\tuser\t1\t10\nb\tuser\t1\t5\n");
    Path plain = Files.writeString(tmp.resolve("p.tsv"), "a\tgroup\t1\na/x\tuser\t1\t10\nb\tuser\t1\t5\n");
    CommandRun run = CommandRun.of("compute", "--tree", tsv.toString(), "--format", "tsv");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).isEqualTo(CommandRun.of("compute", "--tree", plain.toString(), "--format", "tsv").out());
    CommandRun compare = CommandRun.of("compare", "--algorithms", "slurm.classic,pbs.fairshare", "--from",
        tsv.toString());
    assertThat(compare.exitCode()).as(compare.err()).isZero();
  }

  @Test
  void aDumpWhoseMarkIsBeforeItsCommentsIsReadAsSacctmgrReadsIt() throws IOException {
    Path dump = withBom(EXAMPLES.resolve("slurm/alder.cfg"), tmp.resolve("alder.cfg"), 0);
    CommandRun run = CommandRun.of("compare", "--algorithms", "slurm.classic,pbs.fairshare", "--from",
        dump.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).isEqualTo(CommandRun.of("compare", "--algorithms", "slurm.classic,pbs.fairshare",
        "--from", EXAMPLES.resolve("slurm/alder.cfg").toString()).out());
  }

  @Test
  void aDumpWhoseMarkIsBeforeTheClusterLineIsRefusedAsSacctmgrDoes() throws IOException {
    Path alder = EXAMPLES.resolve("slurm/alder.cfg");
    Path dump = withBom(alder, tmp.resolve("alder.cfg"), leadingComments(alder));
    assertThat(Files.readString(dump)).startsWith("\uFEFFCluster - ");
    badInput(CommandRun.of("compare", "--algorithms", "slurm.classic,pbs.fairshare", "--from",
        dump.toString()), tmp, "sacctmgr-dump.err");
  }

  @Test
  void slurmConfWithAMarkIsRefusedEvenBeforeAComment() throws IOException {
    Path conf = withBom(EXAMPLES.resolve("slurm/slurm.conf"), tmp.resolve("slurm.conf"), 0);
    badInput(CommandRun.of("sshare", "--slurm-conf", conf.toString(), "--associations",
        EXAMPLES.resolve("slurm/alder.cfg").toString(), "--usage",
        EXAMPLES.resolve("slurm/sshare-a-l-P.txt").toString()), tmp, "slurm-conf.err");
  }

  @Test
  void sshareOutputAndSacctOutputAreReadThroughAMark() throws IOException {
    Path sshare = withBom(EXAMPLES.resolve("slurm/sshare-a-l-P.txt"), tmp.resolve("sshare.txt"), 0);
    String[] args = {"sshare", "-a", "--slurm-conf", EXAMPLES.resolve("slurm/slurm.conf").toString(),
        "--associations", EXAMPLES.resolve("slurm/alder.cfg").toString(), "--usage", null};
    args[7] = sshare.toString();
    CommandRun run = CommandRun.of(args);
    assertThat(run.exitCode()).as(run.err()).isZero();
    args[7] = EXAMPLES.resolve("slurm/sshare-a-l-P.txt").toString();
    assertThat(run.out()).isEqualTo(CommandRun.of(args).out());
    Path sacct = withBom(EXAMPLES.resolve("slurm/sacct.txt"), tmp.resolve("sacct.txt"), 0);
    CommandRun ingest = CommandRun.of("usage", "ingest", "--ledger", tmp.resolve("l.db").toString(),
        "--strict", "slurm.sacct:" + sacct);
    assertThat(ingest.exitCode()).as(ingest.err()).isZero();
  }

  @Test
  void lsfFilesAreReadAsLsfReadsThem() throws IOException {
    Path conf = tmp.resolve("lsf");
    copyDir(EXAMPLES.resolve("lsf"), conf);
    withBom(EXAMPLES.resolve("lsf/lsb.users"), conf.resolve("lsb.users"), 0);
    String[] args = {"bqueues", "-r", "normal", "--lsf-conf", conf.toString(), "--usage",
        conf.resolve("lsb.acct").toString(), "--at", "2026-11-20T12:00:00Z", "--tick-origin",
        "2026-11-18T00:00:00Z"};
    CommandRun run = CommandRun.of(args);
    assertThat(run.exitCode()).as(run.err()).isZero();
    args[4] = EXAMPLES.resolve("lsf").toString();
    assertThat(run.out()).isEqualTo(CommandRun.of(args).out());
    withBom(EXAMPLES.resolve("lsf/lsb.queues"), conf.resolve("lsb.queues"), 1);
    assertThat(Files.readString(conf.resolve("lsb.queues"))).startsWith("\uFEFFBegin Queue");
    args[4] = conf.toString();
    badInput(CommandRun.of(args), conf, "lsb-queues.err");
  }

  @Test
  void pbsResourceGroupIsReadAsPbsReadsIt() throws IOException {
    Path priv = tmp.resolve("sched_priv");
    copyDir(EXAMPLES.resolve("pbs/sched_priv"), priv);
    withBom(EXAMPLES.resolve("pbs/sched_priv/resource_group"), priv.resolve("resource_group"), 0);
    CommandRun run = CommandRun.of("pbsfs", "--sched-priv", priv.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).isEqualTo(CommandRun.of("pbsfs", "--sched-priv",
        EXAMPLES.resolve("pbs/sched_priv").toString()).out());
    Path group = EXAMPLES.resolve("pbs/sched_priv/resource_group");
    withBom(group, priv.resolve("resource_group"), leadingComments(group));
    badInput(CommandRun.of("pbsfs", "--sched-priv", priv.toString()), priv, "resource-group.err");
  }
}
