package dev.fairshare.ledger.sql;

import dev.fairshare.ledger.UsageLedger;
import dev.fairshare.ledger.UsageLedgers;
import dev.fairshare.testkit.ledger.UsageStoreContract;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.io.TempDir;

class SqliteLedgerContractTest extends UsageStoreContract {
  @TempDir
  Path dir;
  private final AtomicInteger files = new AtomicInteger();

  @Override
  protected UsageLedger createEmpty() {
    return UsageLedgers.open(dir.resolve("ledger-" + files.incrementAndGet() + ".db").toString());
  }

  @Override
  protected UsageLedger reopen(UsageLedger first) {
    return UsageLedgers.open(first.location());
  }
}
