/**
 * {@code fairshare usage}: ingest accounting into a ledger, show its usage as of an instant, export it; and
 * the {@code --ledger} options every viewer shares (docs/ledger.md).
 */
package dev.fairshare.cli.ledger;
