package dev.fairshare.ledger;

import dev.fairshare.ledger.ingest.IngestSummary;
import java.util.List;
import java.util.function.Consumer;

/**
 * A durable store of charges (the usage ledger SPI): charges go in in batches, each batch all or nothing,
 * and usage comes out as of any instant under any decay model (docs/ledger.md).
 *
 * <p>A ledger keeps one charge per job key: appending a charge whose key is already there adds nothing,
 * unless it {@linkplain Charge#supersedes reaches further}, when it replaces the one there (a running job
 * charged up to one instant, then read again after it ended). So reading the same accounting twice, or
 * exports that overlap, change nothing, and a batch interrupted by a crash is completed by appending it
 * again. Implementations: {@link InMemoryLedger}, and SQLite and PostgreSQL stores in the
 * {@code fairshare-ledger} module; every one passes the test kit's {@code UsageStoreContract}.
 * Implementations are safe for use by several threads and, for shared stores, by several processes.
 */
public interface UsageLedger extends AutoCloseable {

  /** Where the ledger lives, as given to open it (a file, a JDBC URL without its password, "memory"). */
  String location();

  /**
   * Appends a batch in one transaction: either every charge is in afterwards, or (on a failure or a crash)
   * none of them.
   */
  AppendResult append(List<Charge> charges);

  /** The usage of every identity as of an instant under a decay model. */
  LedgerSnapshot snapshot(AsOf asOf);

  /** Every charge, ordered by family, identity, start and job key. */
  void forEach(Consumer<Charge> action);

  /**
   * Records that an ingest finished (its inputs and counts) in the ledger's log, where the store keeps one;
   * the default keeps none.
   */
  default void logIngest(List<String> inputs, long finishedEpochSeconds, IngestSummary summary) {}

  /** The number of charges (job runs) held. */
  long size();

  /** Releases the store's connections; the ledger stays where it is. */
  @Override
  void close();
}
