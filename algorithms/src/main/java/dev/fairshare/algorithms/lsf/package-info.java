/**
 * LSF's fair share: the dynamic user priority by release, per-queue factors, the level-by-level descent
 * order and the cross-queue dispatch order (docs/algorithms/lsf.md §2, §4, §6.2).
 */
package dev.fairshare.algorithms.lsf;
