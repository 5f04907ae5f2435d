package dev.fairshare.ledger.sql;

import dev.fairshare.ledger.LedgerProvider;
import dev.fairshare.ledger.UsageLedger;
import java.nio.file.Path;
import java.util.Optional;

/** The providers of the SQL ledgers, found by {@link java.util.ServiceLoader}. */
public final class SqlLedgerProviders {
  private SqlLedgerProviders() {}

  /** SQLite: any location that is not a URL is a file path ({@code sqlite:PATH} says so explicitly). */
  public static final class Sqlite implements LedgerProvider {
    @Override
    public String name() {
      return "sqlite";
    }

    @Override
    public int claims(String location) {
      if (location.startsWith("sqlite:")) {
        return 2;
      }
      return location.contains("://") || location.startsWith("jdbc:") || location.isEmpty() ? 0 : 1;
    }

    @Override
    public UsageLedger open(String location) {
      String path = location.startsWith("sqlite:") ? location.substring("sqlite:".length()) : location;
      return SqliteLedger.open(Path.of(path));
    }

    @Override
    public Optional<String> syntax() {
      return Optional.of("FILE (a SQLite ledger, created if missing)");
    }
  }

  /** PostgreSQL: {@code jdbc:postgresql://HOST[:PORT]/DATABASE[?user=...&password=...]}. */
  public static final class Postgres implements LedgerProvider {
    @Override
    public String name() {
      return "postgresql";
    }

    @Override
    public int claims(String location) {
      return location.startsWith("jdbc:postgresql:") ? 2 : 0;
    }

    @Override
    public UsageLedger open(String location) {
      return PostgresLedger.open(location);
    }

    @Override
    public Optional<String> syntax() {
      return Optional.of("jdbc:postgresql://HOST[:PORT]/DATABASE?user=U[&password=P] (a shared ledger)");
    }
  }
}
