package dev.fairshare.ledger.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.ledger.AsOf;
import dev.fairshare.ledger.LedgerException;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.usage.NoDecay;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SchemaMigrationTest {
  @TempDir
  Path dir;

  @Test
  void aVersionOneLedgerIsMigratedWithItsChargesKept() throws Exception {
    Path file = dir.resolve("v1.db");
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
      s.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
      for (String sql : Schema.migration(1, false)) {
        s.execute(sql);
      }
      s.execute("INSERT INTO meta VALUES ('schema_version', '1')");
      s.execute("INSERT INTO identity (id, family, key) VALUES (1, 'pbs', 'alice')");
      s.execute("INSERT INTO source (id, name) VALUES (1, 'old')");
      s.execute("INSERT INTO charge VALUES ('pbs/1', 1, 1, 42.0, 100, 200)");
    }
    try (SqliteLedger l = SqliteLedger.open(file)) {
      assertThat(l.schemaVersion()).isEqualTo(Schema.VERSION);
      assertThat(l.snapshot(AsOf.of(Instant.ofEpochSecond(1000), new NoDecay()))
          .usageOf(UsageIdentity.of("pbs", "alice"))).isEqualTo(42.0);
    }
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
      assertThat(s.executeQuery("SELECT count(*) FROM ingest_log").getLong(1)).isZero();
    }
  }

  @Test
  void aLedgerFromANewerProgramIsRefusedUntouched() throws Exception {
    Path file = dir.resolve("future.db");
    SqliteLedger.open(file).close();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
      s.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'");
    }
    assertThatThrownBy(() -> SqliteLedger.open(file)).isInstanceOf(LedgerException.class)
        .hasMessageContaining("schema version 99, newer than this program's " + Schema.VERSION)
        .extracting(e -> ((LedgerException) e).code()).isEqualTo("ledger.schema-newer");
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
      assertThat(s.executeQuery("SELECT value FROM meta WHERE key = 'schema_version'").getString(1))
          .isEqualTo("99");
    }
  }
}
