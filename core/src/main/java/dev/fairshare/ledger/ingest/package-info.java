/**
 * Reading accounting into a ledger: the {@link dev.fairshare.ledger.ingest.UsageIngester} SPI that each
 * scheduler family implements for its accounting formats, and {@link dev.fairshare.ledger.ingest.Ingestion},
 * which streams an ingester's charges into a ledger in batches and counts what happened.
 */
package dev.fairshare.ledger.ingest;
