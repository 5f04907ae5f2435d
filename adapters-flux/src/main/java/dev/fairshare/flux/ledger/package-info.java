/**
 * flux-accounting's part in the usage ledger: its {@code jobs} table read into charges
 * (docs/ledger.md, "flux-accounting: the jobs table").
 */
package dev.fairshare.flux.ledger;
