/**
 * Usage from {@code lsb.acct}: JOB_FINISH records and their decayed usage at an instant
 * (docs/algorithms/lsf.md §2.4, §8).
 */
package dev.fairshare.lsf.acct;
