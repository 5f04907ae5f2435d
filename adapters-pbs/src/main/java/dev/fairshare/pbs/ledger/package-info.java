/**
 * PBS's accounting as ledger charges: accounting logs' {@code E} records
 * ({@link dev.fairshare.pbs.ledger.PbsAccountingIngester}) and the scheduler's {@code usage} file as a seed
 * ({@link dev.fairshare.pbs.ledger.PbsUsageSeedIngester}); identities are fair-share entities
 * (docs/ledger.md, "PBS").
 */
package dev.fairshare.pbs.ledger;
