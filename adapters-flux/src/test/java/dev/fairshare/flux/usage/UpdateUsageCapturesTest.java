package dev.fairshare.flux.usage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.flux.Captures;
import dev.fairshare.flux.db.FluxDatabase;
import dev.fairshare.flux.text.PythonFloat;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * flux-accounting's own {@code update-usage} (Python), captured after five runs at fixed instants on
 * databases with random jobs: every association's and bank's {@code job_usage}, every usage bin, every
 * {@code last_job_timestamp} and the half-life period's end must be what flux left.
 */
class UpdateUsageCapturesTest {
  @TempDir
  Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"small-mixed-1", "small-ties-2", "small-deep-3", "medium-mixed-6"})
  void updateUsageLeavesWhatFluxLeavesRunAfterRun(String name) throws Exception {
    Path file = Captures.database(name + ".usage", dir);
    String[] sections = Captures.text(name + ".usage.txt").split("(?m)^(?=# after)");
    assertThat(sections).hasSize(5);
    for (String expected : sections) {
      String header = expected.substring(0, expected.indexOf('\n'));
      double now = Double.parseDouble(header.substring(header.lastIndexOf(' ') + 1));
      try (FluxDatabase db = FluxDatabase.open(file)) {
        UpdateUsage.run(db, now);
        assertThat(header + "\n" + snapshot(db)).as("%s at %s", name, now).isEqualTo(expected);
      }
    }
  }

  private static String snapshot(FluxDatabase db) throws SQLException {
    List<String> out = new ArrayList<>();
    query(db, "SELECT username, bank, job_usage FROM association_table ORDER BY rowid", out, "assoc", 2);
    query(db, "SELECT bank, job_usage FROM bank_table ORDER BY rowid", out, "bank", 1);
    query(db, "SELECT username, bank, period, value FROM job_usage_per_association_table ORDER BY rowid", out,
        "bin", 3);
    query(db, "SELECT username, bank, last_job_timestamp FROM job_usage_factor_table ORDER BY rowid", out,
        "last", 2);
    query(db, "SELECT end_half_life_period FROM t_half_life_period_table", out, "end", 0);
    return String.join("\n", out) + "\n";
  }

  private static void query(FluxDatabase db, String sql, List<String> out, String tag, int texts)
      throws SQLException {
    try (Statement s = db.connection().createStatement(); ResultSet r = s.executeQuery(sql)) {
      while (r.next()) {
        StringBuilder line = new StringBuilder(tag);
        for (int c = 1; c <= texts; c++) {
          line.append('|').append(r.getString(c));
        }
        line.append('|').append(PythonFloat.repr(r.getDouble(texts + 1)));
        out.add(line.toString());
      }
    }
  }
}
