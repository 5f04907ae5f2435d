package dev.fairshare.ledger;

import java.util.Optional;

/**
 * Opens ledgers of one kind from a location text; found by {@link java.util.ServiceLoader} (listed in
 * {@code META-INF/services/dev.fairshare.ledger.LedgerProvider}), so that a store module joins the command
 * by being on the class path.
 */
public interface LedgerProvider {

  /** The kind's name, for messages ({@code sqlite}, {@code postgresql}). */
  String name();

  /**
   * How strongly this provider claims a location: 0 not at all; a URL scheme is claimed with 2, a plain file
   * path with 1, so that a scheme wins over the file fallback.
   */
  int claims(String location);

  /** Opens (creating if needed) the ledger at a location this provider claims. */
  UsageLedger open(String location) throws LedgerException;

  /** A short description of the locations it takes, for help texts. */
  default Optional<String> syntax() {
    return Optional.empty();
  }
}
