/**
 * Plain, obviously correct reference versions of the algorithms: object trees, recursion, the schedulers'
 * own order of operations. Slow by design; the fast versions are checked against them.
 */
package dev.fairshare.testkit.reference;
