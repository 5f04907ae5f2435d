/**
 * {@code job_sort_formula}: a safe parser and a Python-faithful evaluator (docs/algorithms/pbs.md §8).
 */
package dev.fairshare.pbs.formula;
