/**
 * PBS's in-memory fair-share state: the +1 usage, unknown entities, decay, write order (docs/algorithms/pbs.md §4, §5,
 * §10).
 */
package dev.fairshare.pbs.state;
