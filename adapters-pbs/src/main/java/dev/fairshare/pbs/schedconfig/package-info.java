/**
 * The fair-share keys of {@code sched_config} with the code's defaults (docs/algorithms/pbs.md §9).
 */
package dev.fairshare.pbs.schedconfig;
