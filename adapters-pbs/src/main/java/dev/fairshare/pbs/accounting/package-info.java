/**
 * Accounting logs as a usage source: E records, the fairshare_entity mapping, the usage resource (specs/pbs.md §13).
 */
package dev.fairshare.pbs.accounting;
