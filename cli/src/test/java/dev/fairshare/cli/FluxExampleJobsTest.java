package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example flux-accounting database's {@code jobs} table agrees with its usage: replayed by
 * {@code update-usage} on a copy whose usage is set back to nothing, the jobs give every association the
 * {@code job_usage} the example's README lists (node-seconds), and {@code usage ingest flux.jobs} charges the
 * same amounts to the ledger. The table was empty, so the flux examples showed no usage from jobs.
 */
class FluxExampleJobsTest {
  private static final Path DB = Path.of("../examples/flux/FluxAccounting.db");
  /** examples/flux/README.md's table: each association's usage in node-seconds. */
  private static final Map<String, Double> README = new TreeMap<>(Map.ofEntries(
      Map.entry("hep/alice", 1_843_200.0), Map.entry("hep/bob", 96_000.0), Map.entry("theory/carol", 412_000.0),
      Map.entry("theory/dave", 0.0), Map.entry("chemistry/erin", 720_500.0), Map.entry("chemistry/frank", 51_000.0),
      Map.entry("biology/grace", 1_210_000.0), Map.entry("biology/heidi", 8_400.0),
      Map.entry("teaching/ivan", 3_600.0), Map.entry("teaching/judy", 0.0), Map.entry("teaching/alice", 7_200.0)));

  @TempDir
  Path dir;

  @Test
  void updateUsageReplayingTheJobsGivesEachAssociationTheUsageTheReadmeLists() throws Exception {
    Path copy = dir.resolve("flux.db");
    Files.copy(DB, copy);
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + copy); Statement s = c.createStatement()) {
      s.executeUpdate("UPDATE association_table SET job_usage = 0");
      s.executeUpdate("UPDATE job_usage_per_association_table SET value = 0");
      s.executeUpdate("UPDATE job_usage_factor_table SET last_job_timestamp = 0");
      s.executeUpdate("UPDATE bank_table SET job_usage = 0");
    }
    // within the half-life period that ends on 2026-11-27: the jobs go to the first bin
    CommandRun run = CommandRun.of("flux-account", "update-usage", "--at", "2026-11-21T00:00:00Z", "-p",
        copy.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(usage(copy)).isEqualTo(README);
  }

  @Test
  void theLedgerChargesEachAssociationItsJobs() {
    String ledger = dir.resolve("l.db").toString();
    CommandRun ingest = CommandRun.of("usage", "ingest", "--ledger", ledger, "flux.jobs:" + DB);
    assertThat(ingest.out()).isEqualTo("read 12, new 12, already present 0, skipped 0\n");
    CommandRun show = CommandRun.of("usage", "show", "--ledger", ledger, "--decay", "none", "--at",
        "2026-11-21T00:00:00Z", "--format", "tsv");
    assertThat(show.exitCode()).as(show.err()).isZero();
    Map<String, Double> charged = new TreeMap<>();
    show.out().lines().skip(1).map(l -> l.split("\t"))
        .forEach(f -> charged.merge(f[f.length - 3] + "/" + f[f.length - 2], Double.parseDouble(f[f.length - 1]),
            Double::sum));
    Map<String, Double> used = new TreeMap<>(README);
    used.values().removeIf(v -> v == 0);
    assertThat(charged).isEqualTo(used);
  }

  private static Map<String, Double> usage(Path db) throws Exception {
    Map<String, Double> usage = new TreeMap<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = c.createStatement();
        var rows = s.executeQuery("SELECT bank, username, job_usage FROM association_table")) {
      while (rows.next()) {
        usage.put(rows.getString(1) + "/" + rows.getString(2), rows.getDouble(3));
      }
    }
    return usage;
  }
}
