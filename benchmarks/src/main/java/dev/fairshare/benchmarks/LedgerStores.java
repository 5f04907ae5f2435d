package dev.fairshare.benchmarks;

import dev.fairshare.ledger.InMemoryLedger;
import dev.fairshare.ledger.UsageLedger;
import dev.fairshare.ledger.sql.PostgresLedger;
import dev.fairshare.ledger.sql.SqliteLedger;
import dev.fairshare.testkit.ledger.TestPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Fresh ledgers of each store for the ledger benchmarks: a SQLite file in the temporary directory, a new
 * database on a PostgreSQL server on loopback started for the run with its production durability (fsync and
 * synchronous commit on), or memory.
 */
final class LedgerStores {
  private LedgerStores() {}

  /** A new, empty ledger of a store: {@code memory}, {@code sqlite} or {@code postgresql}. */
  static UsageLedger create(String store) {
    switch (store) {
      case "memory":
        return new InMemoryLedger();
      case "sqlite":
        try {
          Path dir = Files.createTempDirectory("ledger-bench");
          return SqliteLedger.open(dir.resolve("ledger.db"));
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      case "postgresql":
        return PostgresLedger.open(DurableServer.SERVER.newDatabase());
      default:
        throw new IllegalArgumentException("no store " + store + "; memory, sqlite or postgresql");
    }
  }

  /** The CPU time the PostgreSQL server has used so far (ns) when {@code store} is {@code postgresql}, else -1. */
  static long serverCpuNanos(String store) {
    return "postgresql".equals(store) ? DurableServer.SERVER.cpuNanos() : -1;
  }

  /**
   * Prints the PostgreSQL server's CPU time since {@code before} (a {@link #serverCpuNanos} of the same store)
   * as {@code server.cpu.time.per.op: N ms}: its processes are not the benchmark's, so JMH's CPU time leaves
   * it out. Prints nothing for the other stores.
   */
  static void printServerCpuSince(String store, long before) {
    long after = serverCpuNanos(store);
    if (before >= 0 && after >= 0) {
      System.out.printf("server.cpu.time.per.op: %.0f ms%n", (after - before) / 1e6);
    }
  }

  /** The holder of the run's durable server: the JVM starts it once, when a {@code postgresql} ledger is first made. */
  private static final class DurableServer {
    static final TestPostgres SERVER = TestPostgres.start(true);
  }

  /** Removes a SQLite ledger's files (a PostgreSQL database goes with the server at exit). */
  static void dispose(UsageLedger ledger) {
    ledger.close();
    if (ledger instanceof SqliteLedger) {
      Path file = Path.of(ledger.location());
      for (String suffix : new String[] {"", "-wal", "-shm"}) {
        try {
          Files.deleteIfExists(Path.of(file + suffix));
        } catch (IOException e) {
          // a leftover temporary file
        }
      }
    }
  }
}
