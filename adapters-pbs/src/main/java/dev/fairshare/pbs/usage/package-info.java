/**
 * PBS's binary {@code usage} file: reader with byte-offset problems, byte-exact writer (docs/algorithms/pbs.md §10).
 */
package dev.fairshare.pbs.usage;
