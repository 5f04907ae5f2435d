/**
 * PBS's binary {@code usage} file: reader with byte-offset problems, byte-exact writer (specs/pbs.md §10).
 */
package dev.fairshare.pbs.usage;
