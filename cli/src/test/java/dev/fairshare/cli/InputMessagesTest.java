package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the commands say about inputs that are binary, empty or incomplete, and warnings found many times. */
class InputMessagesTest {
  private static final Path CLUSTER = Path.of("src/test/resources/lsf/cluster");

  @TempDir
  Path dir;

  @Test
  void binaryInputNamesTheFirstBadByteWithItsOffsetLineAndColumn() throws IOException {
    Path file = dir.resolve("tree.tsv");
    byte[] head = "a\tgroup\t1\nb\tuser\t1\t".getBytes(StandardCharsets.US_ASCII);
    byte[] bytes = new byte[head.length + 3];
    System.arraycopy(head, 0, bytes, 0, head.length);
    bytes[head.length] = '5';
    bytes[head.length + 1] = (byte) 0xff;
    bytes[head.length + 2] = '\n';
    Files.write(file, bytes);
    CommandRun run = CommandRun.of("compute", "--tree", file.toString());
    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err()).startsWith(file + ":2:11: [io.not-utf8] byte 0xFF at offset 20 is not UTF-8 text\n");
  }

  @Test
  void aBareFluxAccountingDatabaseIsRecognizedByItsSqliteHeader() {
    // every SQLite database starts with "SQLite format 3" and a NUL (SQLite's file format, "The Database
    // Header"); the flux.db probe looks for it, but the bare path used to be refused as not UTF-8 first
    CommandRun bare = CommandRun.of("compute", "--tree", "../examples/flux/FluxAccounting.db", "--format", "tsv");
    CommandRun named = CommandRun.of("compute", "--tree", "flux.db:../examples/flux/FluxAccounting.db", "--format",
        "tsv");
    assertThat(bare.err()).isEmpty();
    assertThat(bare.exitCode()).isZero();
    assertThat(bare.out()).isEqualTo(named.out()).contains("teaching/judy\tuser\t");
  }

  @Test
  void aBarePbsUsageFileIsRecognizedByItsMagic() {
    // OpenPBS's usage file starts with USAGE_MAGIC, "PBS_MAG!" (fairshare.c, write_usage)
    String[] tree = {"--tree", "../examples/pbs/sched_priv/resource_group", "--tree",
        "../examples/pbs/sched_priv/sched_config"};
    CommandRun bare = CommandRun.of(concat(new String[] {"explain", "li", "--usage",
        "../examples/pbs/sched_priv/usage"}, tree));
    CommandRun named = CommandRun.of(concat(new String[] {"explain", "li", "--usage",
        "pbs.usage:../examples/pbs/sched_priv/usage"}, tree));
    assertThat(bare.err()).isEqualTo(named.err());
    assertThat(bare.exitCode()).isZero();
    assertThat(bare.out()).isEqualTo(named.out()).contains("usage = 1520400");
  }

  @Test
  void lsbAcctGivenAsUsageSaysItGoesThroughAUsageLedger() {
    // bqueues takes --usage lsb.acct; explain's --usage does not, and the hint listed only the formats
    CommandRun run = CommandRun.of("explain", "kim", "--tree", "../examples/lsf/lsb.users",
        "../examples/lsf/lsb.queues", "--usage", "../examples/lsf/lsb.acct");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err()).startsWith("../examples/lsf/lsb.acct: [format.unknown] no registered format recognizes")
        .contains("`fairshare usage ingest --ledger L FORMAT:FILE`, then --ledger L to compute or convert");
  }

  @Test
  void aBinaryFileNoFormatClaimsIsStillNotUtf8() throws IOException {
    Path file = Files.write(dir.resolve("blob"), new byte[] {'x', 0, (byte) 0xfe, '\n'});
    CommandRun run = CommandRun.of("compute", "--tree", file.toString());
    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err()).startsWith(file + ":1:3: [io.not-utf8] byte 0xFE at offset 2 is not UTF-8 text\n");
  }

  private static String[] concat(String[] a, String[] b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  @Test
  void anEmptyFileReadsTheSameWhetherItsFormatIsNamedOrProbed() throws IOException {
    Path empty = Files.writeString(dir.resolve("x.tsv"), "");
    CommandRun probed = CommandRun.of("compute", "--tree", empty.toString());
    CommandRun named = CommandRun.of("compute", "--tree", "fairshare.tsv:" + empty);
    assertThat(probed.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(probed.err()).isEqualTo("fairshare: " + empty + " holds no share tree\n");
    assertThat(named.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(named.err()).isEqualTo("fairshare: fairshare.tsv:" + empty + " holds no share tree\n");
  }

  @Test
  void anEmptyLsfDirectorySaysWhichFileIsMissing() {
    CommandRun run = CommandRun.of("bqueues", "-r", "normal", "--lsf-conf", dir.toString());
    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err()).startsWith(dir.resolve("lsb.queues") + ": [lsf.config.missing-file] lsb.queues is "
        + "missing from " + dir + "\n");
    CommandRun hosts = CommandRun.of("bhpart", "-r", "--lsf-conf", dir.toString());
    assertThat(hosts.err()).contains("[lsf.config.missing-file] lsb.hosts is missing from " + dir);
  }

  @Test
  void aBadInstantIsMisuseAndIsCheckedBeforeAnythingIsRead() {
    CommandRun run = CommandRun.of("bqueues", "-r", "normal", "--lsf-conf", dir.toString(), "--at", "yesterday");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.err()).startsWith("Invalid value for option '--at': 'yesterday' is not a time: give epoch "
        + "seconds or ISO-8601 (2026-01-01T00:00:00Z, or a local 2026-01-01T00:00:00)\n");
  }

  @Test
  void aWarningFoundForEveryQueueIsPrintedOnce() throws IOException {
    for (String f : new String[] {"lsb.users", "lsb.params", "lsb.hosts"}) {
      Files.copy(CLUSTER.resolve(f), dir.resolve(f));
    }
    Files.writeString(dir.resolve("lsb.queues"),
        Files.readString(CLUSTER.resolve("lsb.queues")).replaceFirst("\\[default, 1\\]", ""));
    String acct = Files.readString(CLUSTER.resolve("lsb.acct"));
    String first = acct.substring(0, acct.indexOf('\n') + 1);
    Files.writeString(dir.resolve("lsb.acct"), acct + first.replace("\"alice\"", "\"ghost\""));
    CommandRun run = CommandRun.of("bqueues", "-r", "normal", "normal", "--lsf-conf", dir.toString(), "--usage",
        dir.resolve("lsb.acct").toString(), "--at", "2026-01-01T00:00:00Z");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err().split("user 'ghost' has no share account", -1)).hasSize(2);
    assertThat(run.err().split("\\[lsf.config.queue-and-partition-fairshare]", -1)).hasSize(2);
  }

  @Test
  void bhpartPrintsEachWarningOnce() throws IOException {
    for (String f : new String[] {"lsb.users", "lsb.params", "lsb.hosts", "lsb.queues", "lsb.acct"}) {
      Files.copy(CLUSTER.resolve(f), dir.resolve(f));
    }
    CommandRun run = CommandRun.of("bhpart", "-r", "--lsf-conf", dir.toString(), "--usage",
        dir.resolve("lsb.acct").toString(), "--at", "2026-01-01T00:00:00Z");
    assertThat(run.exitCode()).as(run.err()).isZero();
    List<String> warnings = run.err().lines().filter(l -> l.contains(": warning: [")).toList();
    assertThat(warnings).contains(dir.resolve("lsb.hosts")
        + ":11:1: warning: [lsf.config.queue-and-partition-fairshare]"
        + " host partition 'GlobalPartition' and fair-share queue 'normal' are both configured");
    assertThat(warnings).doesNotHaveDuplicates();
  }
}
