package dev.fairshare.flux.ledger;

import dev.fairshare.flux.db.FluxDatabase;
import dev.fairshare.flux.text.PythonFloat;
import dev.fairshare.flux.usage.ResourceCounts;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.ledger.ingest.IngestSink;
import dev.fairshare.ledger.ingest.UsageIngester;
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code flux.jobs} ingester: the {@code jobs} table of a flux-accounting database (the inactive jobs
 * flux-core's job archive put there), one charge per job of the usage flux's {@code update-usage} gives it,
 * {@code round((nodes·node_weight + cores·core_weight + gpus·gpu_weight)·(t_inactive − t_run), 5)}
 * (Python {@code job_usage_calculation}, counts of {@code R} as {@link ResourceCounts} reads them; the
 * weights of the database's {@code config_table}, else {@code fairshare.usage.flux.*-weight}), consumed over
 * {@code [t_run, t_inactive]}, to the identity {@code bank, user}: the association of the job's
 * {@code userid} in the job's {@code bank}. The job key is {@code flux/CLUSTER/ID}, the cluster being
 * {@code fairshare.ledger.flux.cluster}: flux numbers jobs per instance.
 *
 * <p>A job that never ran ({@code t_run} 0, no resource set) is skipped ({@code not-started}), one with no
 * bank too ({@code no-bank}: flux's update-usage does not count it either). Bad rows are problems at
 * {@code DB#jobs:ROWID}: {@code flux.jobs.bad-resources} (an {@code R} that is not a version-1 resource set,
 * which flux skips), {@code flux.jobs.bad-time} ({@code t_inactive} before {@code t_run}, or not a number),
 * {@code flux.jobs.unknown-identity} (no association of that userid in that bank).
 */
public final class FluxJobsIngester implements UsageIngester {
  /** The identity family of flux-accounting. */
  public static final String FAMILY = "flux";

  @Override
  public String format() {
    return "flux.jobs";
  }

  @Override
  public String family() {
    return FAMILY;
  }

  @Override
  public List<String> identityColumns() {
    return List.of("bank", "user");
  }

  @Override
  public String description() {
    return "flux-accounting's jobs table (a flux.db): weighted node seconds charged to bank and user";
  }

  @Override
  public void read(IngestInput input, IngestSink sink) throws IOException {
    String cluster = input.settings().getString("fairshare.ledger.flux.cluster");
    try (FluxDatabase db = FluxDatabase.open(input.path())) {
      Connection c = db.connection();
      Weights w = Weights.of(c, input.settings());
      Map<String, UsageIdentity> associations = associations(c);
      long total = count(c);
      long size = input.path().toFile().length();
      long n = 0;
      try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(
          "SELECT rowid, id, userid, t_run, t_inactive, R, bank FROM jobs ORDER BY rowid")) {
        while (r.next()) {
          row(input.name(), cluster, w, associations, r, sink);
          if ((++n & 0xFFF) == 0 && total > 0) {
            sink.progress(size * n / total);
          }
        }
      }
      sink.progress(size);
    } catch (SQLException e) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(input.name()), "flux.db.unreadable",
          "not a flux-accounting database with a jobs table: " + e.getMessage(),
          "flux.jobs reads the database flux-accounting keeps (jobs, association_table, config_table)"));
    } catch (java.io.UncheckedIOException e) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(input.name()), "flux.db.missing",
          "no such file", "check the path"));
    }
  }

  private static void row(String name, String cluster, Weights w, Map<String, UsageIdentity> associations,
      ResultSet r, IngestSink sink) throws SQLException {
    SourceLocation where = SourceLocation.of(name + "#jobs:" + r.getLong(1));
    String id = r.getString(2);
    double run = r.getDouble(4);
    String resources = r.getString(6);
    String bank = r.getString(7);
    if (run == 0 && (resources == null || resources.isBlank())) {
      sink.skip("not-started");
      return;
    }
    if (bank == null || bank.isEmpty()) {
      sink.skip("no-bank");
      return;
    }
    double inactive = r.getDouble(5);
    if (!(inactive >= run) || Double.isInfinite(inactive) || !(run > 0)) {
      sink.problem(Problem.error(where, "flux.jobs.bad-time", "job " + id + " has t_run " + r.getString(4)
          + " and t_inactive " + r.getString(5), "t_run and t_inactive are seconds since the epoch, "
          + "t_inactive >= t_run"));
      return;
    }
    ResourceCounts counts = ResourceCounts.of(resources);
    if (counts == null) {
      sink.problem(Problem.error(where, "flux.jobs.bad-resources", "job " + id
          + " has an R that is not a version-1 resource set", "flux-accounting's update-usage skips such a "
          + "job too; R is the job's resource set (RFC 20) as flux-core's job archive stores it"));
      return;
    }
    UsageIdentity identity = associations.get(r.getString(3) + "\u0000" + bank);
    if (identity == null) {
      sink.problem(Problem.error(where, "flux.jobs.unknown-identity", "job " + id + " of userid "
          + r.getString(3) + " names bank '" + bank + "', where that userid has no association",
          "add the user to the bank (flux account add-user) or ingest a database that has the association"));
      return;
    }
    double weighted = (counts.nodes() * w.node() + counts.cores() * w.core() + counts.gpus() * w.gpu())
        * (inactive - run);
    long start = (long) Math.floor(run);
    long end = Math.max(start, (long) Math.ceil(inactive));
    sink.charge(new Charge(identity, name, "flux/" + cluster + "/" + id, PythonFloat.round(weighted, 5), start,
        end));
  }

  /** The associations by {@code userid NUL bank}, as their identities {@code (bank, username)}. */
  private static Map<String, UsageIdentity> associations(Connection c) throws SQLException {
    Map<String, UsageIdentity> out = new HashMap<>();
    try (Statement s = c.createStatement();
        ResultSet r = s.executeQuery("SELECT userid, bank, username FROM association_table ORDER BY rowid")) {
      while (r.next()) {
        out.putIfAbsent(r.getString(1) + "\u0000" + r.getString(2),
            UsageIdentity.of(FAMILY, r.getString(2), r.getString(3)));
      }
    }
    return out;
  }

  private static long count(Connection c) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT count(*) FROM jobs")) {
      return r.next() ? r.getLong(1) : 0;
    }
  }
}
