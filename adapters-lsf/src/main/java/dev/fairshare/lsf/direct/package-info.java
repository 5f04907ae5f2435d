/**
 * {@code lsb.users} read straight from the line cursor into the share tree, with no model of its rows
 * (docs/algorithms/lsf.md §4.1): the fast path of {@code lsf.lsb-users} for texts without problems.
 */
package dev.fairshare.lsf.direct;
