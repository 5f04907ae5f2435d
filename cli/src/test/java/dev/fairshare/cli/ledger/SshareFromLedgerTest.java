package dev.fairshare.cli.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.slurm.SlurmFairTreeAlgorithm;
import dev.fairshare.cli.CommandRun;
import dev.fairshare.format.LineSource;
import dev.fairshare.slurm.conf.SlurmConfReader;
import dev.fairshare.slurm.conf.SlurmPriorityConfig;
import dev.fairshare.slurm.dump.DumpAttributes;
import dev.fairshare.slurm.dump.SacctmgrDumpFormat;
import dev.fairshare.slurm.sshare.Parsable;
import dev.fairshare.slurm.sshare.SlurmVersion;
import dev.fairshare.slurm.sshare.SshareOptions;
import dev.fairshare.slurm.sshare.SshareRenderer;
import dev.fairshare.slurm.sshare.SshareUsage;
import dev.fairshare.slurm.sshare.SshareViews;
import dev.fairshare.slurm.sshare.TresText;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fairshare sshare --ledger}: the usage comes from accounting in a ledger, decayed with the
 * slurm.conf's half-life, and the output is what sshare prints for the same usage given directly.
 */
class SshareFromLedgerTest {
  static final Path SLURM = Path.of("src/test/resources/slurm/test24.4");
  static final long T = 1_709_251_200L; // 2024-03-01T00:00:00Z

  @TempDir
  Path tmp;

  /** The user rows of test24.4's sshare output: account, user, RawUsage. */
  static List<String[]> users() throws IOException {
    List<String[]> out = new ArrayList<>();
    for (String line : Files.readAllLines(SLURM.resolve("usage-l-P.txt")).subList(1, 36)) {
      String[] cells = line.split("\\|", -1);
      if (!cells[1].isEmpty()) {
        out.add(new String[] {cells[0].strip(), cells[1], cells[4]});
      }
    }
    return out;
  }

  static String time(long epoch) {
    return LocalDateTime.ofEpochSecond(epoch, 0, ZoneOffset.UTC)
        .format(java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss"));
  }

  /** A sacct export with one job per user, billing {@code RawUsage·scale}, over {@code [start, end]}. */
  Path export(long start, long end) throws IOException {
    StringBuilder b = new StringBuilder("Cluster|JobIDRaw|JobID|Account|User|Partition|QOS|Submit|Start|End|State|"
        + "AllocTRES\n");
    int id = 100;
    for (String[] u : users()) {
      b.append("test24|").append(id).append('|').append(id++).append('|').append(u[0]).append('|').append(u[1])
          .append("|debug|normal|").append(time(start)).append('|').append(time(start)).append('|')
          .append(time(end)).append("|COMPLETED|billing=").append(u[2]).append(",cpu=1\n");
    }
    Path file = tmp.resolve("sacct.txt");
    Files.writeString(file, b);
    return file;
  }

  String ledgerWith(Path export) {
    String ledger = tmp.resolve("ledger.db").toString();
    CommandRun in = CommandRun.of("usage", "ingest", "--ledger", ledger, "--tz=UTC", "--at", Long.toString(T),
        "slurm.sacct:" + export);
    assertThat(in.exitCode()).isZero();
    return ledger;
  }

  static CommandRun sshare(String... usage) {
    List<String> args = new ArrayList<>(List.of("sshare", "-a", "--slurm-conf",
        SLURM.resolve("slurm.conf").toString(), "--associations", SLURM.resolve("assoc.cfg").toString(), "-P"));
    args.addAll(List.of(usage));
    return CommandRun.of(args.toArray(String[]::new));
  }

  @Test
  void withoutDecayTheLedgerGivesWhatTheSshareUsageGives() throws IOException {
    String ledger = ledgerWith(export(T - 1, T));
    CommandRun fromLedger = sshare("--ledger", ledger, "--at", Long.toString(T), "--decay", "none");
    CommandRun direct = sshare("--usage", SLURM.resolve("usage-l-P.txt").toString());
    assertThat(fromLedger.err()).isEmpty();
    assertThat(direct.exitCode()).isZero();
    assertThat(fromLedger.out()).isEqualTo(direct.out());
  }

  /**
   * Slurm's charging of a job that ran over {@code [s, e]} read at {@code T}, cycle by cycle (5-minute cycles,
   * each piece {@code Δ·df^Δ·billing} then decayed {@code df^(T − cycle end)}), written out plainly here.
   */
  static double slurmUsage(double billing, long s, long e, long halfLife) {
    double df = 1 - 0.693 / halfLife;
    double sum = 0;
    for (long a = s; a < e; ) {
      long b = Math.min(e, (a / 300) * 300 + 300);
      sum += (b - a) * Math.pow(df, b - a) * billing * Math.pow(df, T - b);
      a = b;
    }
    return sum;
  }

  @Test
  void withTheHalfLifeOfSlurmConfTheLedgerGivesWhatTheDecayedUsageGivesDirectly() throws IOException {
    long start = T - 3 * 86400 + 17;
    long end = T - 86400 - 40;
    String ledger = ledgerWith(export(start, end));
    CommandRun fromLedger = sshare("--ledger", ledger, "--at", Long.toString(T));
    assertThat(fromLedger.exitCode()).isZero();
    assertThat(fromLedger.err()).isEmpty();

    SlurmPriorityConfig conf = SlurmConfReader.read(LineSource.read(SLURM.resolve("slurm.conf")));
    assertThat(conf.decayHalfLifeSeconds()).isEqualTo(604800);
    ShareTree tree = new SacctmgrDumpFormat().read(LineSource.read(SLURM.resolve("assoc.cfg"))).tree();
    // the ledger's usage per association, in full precision, as `usage show` gives it
    java.util.Map<String, Double> shown = new java.util.HashMap<>();
    String tsv = CommandRun.of("usage", "show", "--ledger", ledger, "--at", Long.toString(T), "--decay", "slurm",
        "--half-life", "604800", "--format", "tsv").out();
    tsv.lines().skip(1).forEach(line -> {
      String[] c = line.split("\t");
      shown.put(c[1] + "/" + c[2], Double.parseDouble(c[4]));
    });
    double[] own = new double[tree.size()];
    for (String[] u : users()) {
      double reference = slurmUsage(Double.parseDouble(u[2]), start, end, 604800);
      double value = shown.get(u[0] + "/" + u[1]);
      assertThat(value).isCloseTo(reference, org.assertj.core.api.Assertions.within(reference * 1e-12));
      int account = -1;
      for (int i = 0; i < tree.size(); i++) {
        if (!tree.isUser(i) && tree.name(i).equals(u[0])) {
          account = i;
        }
      }
      for (int i = 0; i < tree.size(); i++) {
        String user = tree.attribute(i, DumpAttributes.USER);
        if (tree.isUser(i) && tree.parent(i) == account && u[1].equals(user != null ? user : tree.name(i))) {
          own[i] = value;
        }
      }
    }
    UsageSnapshot usage = UsageSnapshot.fromOwn(tree, own, Instant.ofEpochSecond(T));
    FairshareResult result = new SlurmFairTreeAlgorithm().compute(tree, usage);
    SshareUsage given = new SshareUsage(usage, new String[tree.size()], new String[tree.size()]);
    String expected = SshareRenderer.render(SshareViews.of(tree, given, result,
        TresText.names(conf.accountingTres()), Parsable.NO_ENDING), new SshareOptions(false, Parsable.NO_ENDING,
        false, true, SlurmVersion.parse("25.11"), conf.dampeningFactor()));
    assertThat(fromLedger.out()).isEqualTo(expected);
    assertThat(fromLedger.out()).doesNotContain("|240|");
  }

  @Test
  void usageOfAnotherClusterIsReportedUnlessAllClustersCount() throws IOException {
    Path file = export(T - 1, T);
    Files.writeString(file, Files.readString(file).replace("test24|101|", "other|101|"));
    String ledger = ledgerWith(file);
    CommandRun own = sshare("--ledger", ledger, "--at", Long.toString(T), "--decay", "none");
    assertThat(own.err()).startsWith("warning: [ledger.unmatched] usage 10.0 TRES-s (sshare's RawUsage: "
        + "billing-weighted TRES-seconds) of 1 identity matches no node of the tree and is not counted: "
        + "slurm:other/root/u2/debug 10.0 TRES-s\n");
    CommandRun all = sshare("--ledger", ledger, "--at", Long.toString(T), "--decay", "none", "--ledger-clusters",
        "all");
    assertThat(all.err()).isEmpty();
  }
}
