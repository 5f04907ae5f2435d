/**
 * The usage ledger: a site's usage history as charges keyed by stable identities (never by node index),
 * kept by a {@link dev.fairshare.ledger.UsageLedger} store, read as of an instant under a decay model
 * ({@link dev.fairshare.ledger.LedgerSnapshot}) and bound to any share tree
 * ({@link dev.fairshare.ledger.BoundUsage}), which fills the flat arrays of the recompute path. See
 * {@code docs/ledger.md}.
 */
package dev.fairshare.ledger;
