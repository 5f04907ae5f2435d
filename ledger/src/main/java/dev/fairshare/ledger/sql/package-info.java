/**
 * Ledger stores over SQL: {@link dev.fairshare.ledger.sql.SqliteLedger} (one file, the default) and
 * {@link dev.fairshare.ledger.sql.PostgresLedger} (one server shared by several clusters' ingesters), with
 * one schema, versioned and migrated by {@link dev.fairshare.ledger.sql.Schema} (docs/ledger.md).
 */
package dev.fairshare.ledger.sql;
