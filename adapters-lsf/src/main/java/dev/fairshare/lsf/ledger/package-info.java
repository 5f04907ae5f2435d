/**
 * LSF's accounting as ledger charges: {@code lsb.acct}'s JOB_FINISH records
 * ({@link dev.fairshare.lsf.ledger.LsbAcctIngester}) and the runs {@code lsb.events} shows
 * ({@link dev.fairshare.lsf.ledger.LsbEventsIngester}), charged to a queue and share-account path
 * (docs/ledger.md, "LSF").
 */
package dev.fairshare.lsf.ledger;
