package dev.fairshare.flux.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.flux.FluxDbFormat;
import dev.fairshare.flux.db.FluxDatabase;
import dev.fairshare.flux.db.FluxSchema;
import dev.fairshare.flux.db.FluxSettings;
import dev.fairshare.format.Problem;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.testkit.ledger.RecordingIngestSink;
import dev.fairshare.tree.ShareTree;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code flux.jobs} on a flux-accounting database made with flux's schema: each job charged what flux's
 * update-usage gives it, {@code round((nodes·node_weight + cores·core_weight + gpus·gpu_weight)·elapsed, 5)}
 * (the expected amounts below worked by hand from that formula), bad rows positioned problems.
 */
class FluxJobsIngesterTest {
  static final String TWO_NODES_FOUR_CORES =
      "{\"version\":1,\"execution\":{\"R_lite\":[{\"rank\":\"0-1\",\"children\":{\"core\":\"0-3\"}}]}}";
  static final String ONE_NODE_TWO_CORES_ONE_GPU =
      "{\"version\":1,\"execution\":{\"R_lite\":[{\"rank\":\"5\",\"children\":{\"core\":\"0-1\",\"gpu\":\"0\"}}]}}";
  static final String ONE_CORE =
      "{\"version\":1,\"execution\":{\"R_lite\":[{\"rank\":\"3\",\"children\":{\"core\":\"0\"}}]}}";

  @TempDir
  Path dir;

  /** A database with alice (1001) in physics and chem, bob (1002) in chem, weights node 1, core 0.5, GPU 2. */
  static Path database(Path dir) throws Exception {
    Path file = dir.resolve("flux.db");
    try (FluxDatabase db = FluxDatabase.create(file); Statement s = db.connection().createStatement()) {
      FluxSchema.create(db.connection(), FluxSettings.defaults(), 1.7e9);
      s.execute("INSERT OR REPLACE INTO config_table VALUES ('node_weight', '1.0'), ('core_weight', '0.5'),"
          + " ('gpu_weight', '2.0')");
      s.execute("INSERT INTO bank_table (bank, parent_bank, shares) VALUES ('root', '', 1), ('sciences', 'root', 1),"
          + " ('physics', 'sciences', 1), ('chem', 'sciences', 1)");
      s.execute("INSERT INTO association_table (creation_time, mod_time, username, userid, bank, default_bank)"
          + " VALUES (0, 0, 'alice', 1001, 'physics', 'physics'), (0, 0, 'alice', 1001, 'chem', 'physics'),"
          + " (0, 0, 'bob', 1002, 'chem', 'chem')");
      job(db, "11", 1001, 1_700_000_000, 1_700_003_600, TWO_NODES_FOUR_CORES, "physics");
      job(db, "12", 1001, 1_700_000_000.25, 1_700_000_100.75, ONE_NODE_TWO_CORES_ONE_GPU, "chem");
      job(db, "13", 1002, 0, 1_700_000_500, "", "chem");
      job(db, "14", 1002, 1_700_000_000, 1_700_000_010, ONE_CORE, null);
      job(db, "15", 1002, 1_700_000_000, 1_700_000_010, "garbage", "chem");
      job(db, "16", 1002, 1_700_000_010, 1_700_000_000, ONE_CORE, "chem");
      job(db, "17", 9999, 1_700_000_000, 1_700_000_010, ONE_CORE, "physics");
      job(db, "18", 1002, 1_700_000_000, 1_700_000_000.1, ONE_CORE, "chem");
    }
    return file;
  }

  static void job(FluxDatabase db, String id, int userid, double run, double inactive, String r, String bank)
      throws Exception {
    try (PreparedStatement p = db.connection().prepareStatement("INSERT INTO jobs (id, userid, t_submit, t_run,"
        + " t_inactive, ranks, R, jobspec, bank) VALUES (?, ?, 0, ?, ?, '', ?, '{}', ?)")) {
      p.setString(1, id);
      p.setInt(2, userid);
      p.setDouble(3, run);
      p.setDouble(4, inactive);
      p.setString(5, r);
      p.setString(6, bank);
      p.executeUpdate();
    }
  }


  @Test
  void eachJobIsChargedFluxsWeightedUsageToItsBankAndUser() throws Exception {
    Path db = database(dir);
    RecordingIngestSink r = new RecordingIngestSink();
    new FluxJobsIngester().read(new IngestInput(db, Instant.EPOCH, ZoneId.of("UTC")), r);
    assertThat(r.charges).containsExactly(
        // (2 nodes x 1 + 8 cores x 0.5) x 3600 s
        new Charge(UsageIdentity.of("flux", "physics", "alice"), db.toString(), "flux/default/11", 21600.0,
            1_700_000_000, 1_700_003_600),
        // (1 node x 1 + 2 cores x 0.5 + 1 GPU x 2) x 100.5 s
        new Charge(UsageIdentity.of("flux", "chem", "alice"), db.toString(), "flux/default/12", 402.0,
            1_700_000_000, 1_700_000_101),
        // (1 + 0.5) x 0.0999999046... s = 0.14999985..., rounded to 5 places as flux rounds it
        new Charge(UsageIdentity.of("flux", "chem", "bob"), db.toString(), "flux/default/18", 0.15,
            1_700_000_000, 1_700_000_001));
    assertThat(r.skips).isEqualTo(Map.of("no-bank", 1, "not-started", 1));
  }

  @Test
  void badRowsArePositionedProblems() throws Exception {
    Path db = database(dir);
    RecordingIngestSink r = new RecordingIngestSink();
    new FluxJobsIngester().read(new IngestInput(db, Instant.EPOCH, ZoneId.of("UTC")), r);
    assertThat(r.problems).extracting(Problem::headline).containsExactly(
        db + "#jobs:5: [flux.jobs.bad-resources] job 15 has an R that is not a version-1 resource set",
        db + "#jobs:6: [flux.jobs.bad-time] job 16 has t_run 1700000010.0 and t_inactive 1700000000.0",
        db + "#jobs:7: [flux.jobs.unknown-identity] job 17 of userid 9999 names bank 'physics', where that "
            + "userid has no association");
  }

  @Test
  void chargesBindToTheUserLeafUnderTheirBankInTheDatabasesOwnTree() throws Exception {
    Path db = database(dir);
    RecordingIngestSink r = new RecordingIngestSink();
    new FluxJobsIngester().read(new IngestInput(db, Instant.EPOCH, ZoneId.of("UTC")), r);
    ShareTree tree = new FluxDbFormat().read(db).tree();
    assertThat(FluxIdentityMatcher.recognizes(tree)).isTrue();
    FluxIdentityMatcher matcher = new FluxIdentityMatcher(tree);
    assertThat(r.charges).extracting(c -> tree.path(matcher.node(c.identity())))
        .containsExactly("sciences/physics/alice", "sciences/chem/alice", "sciences/chem/bob");
    assertThat(matcher.node(UsageIdentity.of("flux", "physics", "bob"))).isEqualTo(-1);
    assertThat(matcher.node(UsageIdentity.of("slurm", "physics", "alice"))).isEqualTo(-1);
  }
}
