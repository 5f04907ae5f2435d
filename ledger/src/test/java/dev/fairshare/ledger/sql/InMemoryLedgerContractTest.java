package dev.fairshare.ledger.sql;

import dev.fairshare.ledger.InMemoryLedger;
import dev.fairshare.ledger.UsageLedger;
import dev.fairshare.testkit.ledger.UsageStoreContract;

class InMemoryLedgerContractTest extends UsageStoreContract {
  @Override
  protected UsageLedger createEmpty() {
    return new InMemoryLedger();
  }

  @Override
  protected UsageLedger reopen(UsageLedger first) {
    return first;
  }

  @Override
  protected boolean durable() {
    return false;
  }
}
