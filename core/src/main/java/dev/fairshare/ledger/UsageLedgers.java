package dev.fairshare.ledger;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Opens a ledger from a location: {@code memory:} in memory, and whatever the {@link LedgerProvider}s on the
 * class path claim (the {@code fairshare-ledger} module: a file path for SQLite, {@code jdbc:postgresql://}
 * for PostgreSQL).
 */
public final class UsageLedgers {
  private UsageLedgers() {}

  /** Opens the ledger at a location; throws {@link LedgerException} if no provider takes it. */
  public static UsageLedger open(String location) {
    if (location.equals("memory:")) {
      return new InMemoryLedger();
    }
    LedgerProvider best = null;
    int strength = 0;
    List<String> names = new ArrayList<>();
    for (LedgerProvider p : ServiceLoader.load(LedgerProvider.class)) {
      names.add(p.name());
      int claim = p.claims(location);
      if (claim > strength) {
        best = p;
        strength = claim;
      }
    }
    if (best == null) {
      throw new LedgerException("ledger.unknown-kind", "no ledger store takes '" + location + "'",
          "give memory:, a file path (SQLite) or jdbc:postgresql://HOST[:PORT]/DB"
              + (names.isEmpty() ? " (no store module is on the class path)" : ""));
    }
    return best.open(location);
  }
}
