package dev.fairshare.ledger.sql;

import dev.fairshare.ledger.UsageLedger;
import dev.fairshare.ledger.UsageLedgers;
import dev.fairshare.testkit.ledger.TestPostgres;
import dev.fairshare.testkit.ledger.UsageStoreContract;
import java.util.HashMap;
import java.util.Map;

/** The contract against a real PostgreSQL server on loopback ({@link TestPostgres}). */
class PostgresLedgerContractTest extends UsageStoreContract {
  private final Map<UsageLedger, String> urls = new HashMap<>();

  @Override
  protected UsageLedger createEmpty() {
    String url = TestPostgres.shared().newDatabase();
    UsageLedger l = UsageLedgers.open(url);
    urls.put(l, url);
    return l;
  }

  @Override
  protected UsageLedger reopen(UsageLedger first) {
    String url = urls.get(first);
    UsageLedger l = UsageLedgers.open(url);
    urls.put(l, url);
    return l;
  }
}
