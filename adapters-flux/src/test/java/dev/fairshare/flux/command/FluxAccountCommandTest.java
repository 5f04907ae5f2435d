package dev.fairshare.flux.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.flux.Captures;
import dev.fairshare.flux.db.FluxDatabase;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code fairshare flux-account}: flux's output byte for byte, exit codes, and all-or-nothing changes. */
class FluxAccountCommandTest {
  @TempDir
  Path dir;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine line = new CommandLine(new FluxAccountCommand());
    line.setOut(new PrintWriter(out));
    line.setErr(new PrintWriter(err));
    return line.execute(args);
  }

  @Test
  void updateFshareThenViewBankPrintWhatFluxPrints() throws Exception {
    Path db = Captures.database("small-ties-5", dir);
    assertThat(run("update-fshare", "-p", db.toString())).isZero();
    assertThat(out.toString()).isEmpty();
    for (String[] view : new String[][] {{"0", ""}, {"0", "-P"}}) {
      String expected = Captures.text("small-ties-5.view-bank-" + view[0] + view[1] + ".txt");
      String header = expected.substring(0, expected.indexOf('\n'));
      String bank = header.substring(header.lastIndexOf(' ') + 1);
      out.getBuffer().setLength(0);
      int code = view[1].isEmpty() ? run("view-bank", "-t", bank, "-p", db.toString())
          : run("view-bank", "-t", "-P", bank, "-p", db.toString());
      assertThat(code).isZero();
      assertThat(out.toString()).isEqualTo(expected.substring(header.length() + 1));
    }
  }

  @Test
  void anUnknownBankIsFluxsErrorAndExitOne() throws Exception {
    Path db = Captures.database("small-mixed-4", dir);
    assertThat(run("view-bank", "-t", "nosuchbank", "-p", db.toString())).isEqualTo(1);
    assertThat(err.toString())
        .isEqualTo("flux-account: ERROR: view-bank: ValueError: bank nosuchbank not found in bank_table\n");
    assertThat(out.toString()).isEmpty();
  }

  @Test
  void aMissingDatabaseIsAnIoFailureAndCreatesNothing() {
    Path missing = dir.resolve("missing.db");
    assertThat(run("update-fshare", "-p", missing.toString())).isEqualTo(3);
    assertThat(err.toString()).isEqualTo("fairshare: cannot open " + missing + ": no such file\n");
    assertThat(missing).doesNotExist();
  }

  @Test
  void aFileThatIsNotAFluxAccountingDatabaseIsBadInputAndIsLeftAsItWas() throws Exception {
    // view-bank changes nothing, so "cannot change" with exit 3 (a database that could not be written) misled;
    // a text file, or a SQLite file without flux-accounting's tables, is bad input as the flux.db format says
    Path text = java.nio.file.Files.writeString(dir.resolve("lsb.users"), "Begin UserGroup\nEnd UserGroup\n");
    Path other = dir.resolve("ledger.db");
    try (FluxDatabase d = FluxDatabase.create(other); Statement s = d.connection().createStatement()) {
      s.execute("CREATE TABLE charges (id INTEGER)");
    }
    byte[] before = java.nio.file.Files.readAllBytes(other);
    String[][] runs = {{"view-bank", "-t", "root", "-p", text.toString()}, {"update-fshare", "-p", other.toString()},
        {"update-usage", "-p", other.toString()}, {"view-bank", "-t", "root", "-p", other.toString()}};
    for (String[] args : runs) {
      err.getBuffer().setLength(0);
      String db = args[args.length - 1];
      assertThat(run(args)).as(String.join(" ", args)).isEqualTo(1);
      assertThat(err.toString()).as(String.join(" ", args))
          .startsWith(db + ": [flux.db.unreadable] not a flux-accounting database: ")
          .endsWith("\n    hint: give a database made by flux account create-db (bank_table and association_table)\n")
          .doesNotContain("cannot change");
    }
    assertThat(java.nio.file.Files.readString(text)).isEqualTo("Begin UserGroup\nEnd UserGroup\n");
    assertThat(java.nio.file.Files.readAllBytes(other)).isEqualTo(before);
    assertThat(out.toString()).isEmpty();
  }

  @Test
  void misuseIsExitTwo() {
    assertThat(run("view-bank", "root")).isEqualTo(2);
    assertThat(run("update-usage", "-p", "x.db", "--at", "yesterday")).isEqualTo(2);
  }

  @Test
  void aTimeTooLargeForADoubleIsMisuseAndChangesNothing() throws Exception {
    Path db = dir.resolve("flux.db");
    java.nio.file.Files.copy(Path.of("../examples/flux/FluxAccounting.db"), db);
    byte[] before = java.nio.file.Files.readAllBytes(db);
    for (String at : new String[] {"1e400", "-1e400"}) {
      assertThat(run("update-usage", "-p", db.toString(), "--at", at)).as(at).isEqualTo(2);
      assertThat(err.toString()).contains("--at '" + at + "' is too large for a time");
    }
    assertThat(java.nio.file.Files.readAllBytes(db)).isEqualTo(before);
  }

  @Test
  void updateFshareThatFailsHalfwayLeavesTheDatabaseAsItWas() throws Exception {
    Path db = Captures.database("medium-ties-7", dir);
    String before = fairshares(db);
    try (FluxDatabase d = FluxDatabase.open(db); Statement s = d.connection().createStatement()) {
      s.execute("CREATE TRIGGER fail_late BEFORE UPDATE OF fairshare ON association_table"
          + " WHEN (SELECT count(*) FROM association_table WHERE fairshare <> 0.5) > 200"
          + " BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    }
    assertThat(run("update-fshare", "-p", db.toString())).isEqualTo(3);
    assertThat(err.toString()).contains("disk full");
    assertThat(fairshares(db)).isEqualTo(before);
  }

  @Test
  void updateUsageThatFailsAtTheLastStepLeavesTheDatabaseAsItWas() throws Exception {
    Path db = Captures.database("small-deep-3.usage", dir);
    String before = usages(db);
    try (FluxDatabase d = FluxDatabase.open(db); Statement s = d.connection().createStatement()) {
      s.execute("CREATE TRIGGER fail_late BEFORE UPDATE ON t_half_life_period_table"
          + " BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    }
    assertThat(run("update-usage", "-p", db.toString(), "--at", "1702000000")).isEqualTo(3);
    assertThat(usages(db)).isEqualTo(before);
    assertThat(run("update-usage", "-p", db.toString(), "--at", "1699999000")).isZero();
    assertThat(usages(db)).isNotEqualTo(before);
  }

  private static String fairshares(Path db) throws Exception {
    return column(db, "SELECT group_concat(fairshare, ',') FROM (SELECT fairshare FROM association_table"
        + " ORDER BY rowid)");
  }

  private static String usages(Path db) throws Exception {
    return column(db, "SELECT (SELECT group_concat(job_usage, ',') FROM association_table) || '/'"
        + " || (SELECT group_concat(value, ',') FROM job_usage_per_association_table) || '/'"
        + " || (SELECT group_concat(job_usage, ',') FROM bank_table) || '/'"
        + " || (SELECT group_concat(last_job_timestamp, ',') FROM job_usage_factor_table)");
  }

  private static String column(Path db, String sql) throws Exception {
    try (FluxDatabase d = FluxDatabase.open(db); Statement s = d.connection().createStatement();
        ResultSet r = s.executeQuery(sql)) {
      r.next();
      return r.getString(1);
    }
  }
}
