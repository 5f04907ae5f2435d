/**
 * Accounting logs as a usage source: E records, the fairshare_entity mapping, the usage resource
 * (docs/algorithms/pbs.md §13).
 */
package dev.fairshare.pbs.accounting;
