package dev.fairshare.ledger.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** A SQL ledger's connection is handed over set up, or closed when its set-up fails. */
class JdbcLedgerConnectTest {
  @Test
  void aConnectionWhoseSetUpFailsIsClosed() {
    AtomicReference<Connection> seen = new AtomicReference<>();

    assertThatThrownBy(() -> JdbcLedger.connect("jdbc:sqlite::memory:", c -> {
      seen.set(c);
      throw new SQLException("disk full");
    })).isInstanceOf(SQLException.class).hasMessage("disk full");
    assertThat(seen.get()).isNotNull();
    assertThat(isClosed(seen.get())).isTrue();
  }

  @Test
  void aConnectionThatIsSetUpIsHandedOverOpen() throws SQLException {
    try (Connection c = JdbcLedger.connect("jdbc:sqlite::memory:", setUp -> {
      try (Statement s = setUp.createStatement()) {
        s.execute("CREATE TABLE t (x INTEGER)");
      }
    })) {
      assertThat(c.isClosed()).isFalse();
      try (Statement s = c.createStatement()) {
        assertThat(s.executeQuery("SELECT count(*) FROM t").getLong(1)).isZero();
      }
    }
  }

  private static boolean isClosed(Connection c) {
    try {
      return c.isClosed();
    } catch (SQLException e) {
      throw new AssertionError(e);
    }
  }
}
