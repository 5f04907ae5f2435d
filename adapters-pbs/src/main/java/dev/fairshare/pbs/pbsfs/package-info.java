/**
 * The text of {@code pbsfs}, byte for byte, and C printf rounding (docs/algorithms/pbs.md §11, gotcha 20).
 */
package dev.fairshare.pbs.pbsfs;
