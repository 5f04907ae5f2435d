/**
 * LSF's fair-share configuration as values (user groups, queues, parameters, host partitions), the
 * USER_SHARES grammar and the share trees of the fair-share scopes (docs/algorithms/lsf.md §3, §4, §6).
 */
package dev.fairshare.lsf.model;
