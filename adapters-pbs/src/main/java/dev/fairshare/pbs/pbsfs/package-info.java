/**
 * The text of {@code pbsfs}, byte for byte, and C printf rounding (specs/pbs.md §11, §20).
 */
package dev.fairshare.pbs.pbsfs;
