/**
 * Test kit for usage ledgers: {@link dev.fairshare.testkit.ledger.UsageStoreContract}, the contract every
 * ledger store passes, and {@link dev.fairshare.testkit.ledger.TestPostgres}, a real PostgreSQL server on
 * loopback for tests.
 */
package dev.fairshare.testkit.ledger;
