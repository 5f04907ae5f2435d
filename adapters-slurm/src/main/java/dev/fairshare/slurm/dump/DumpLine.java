package dev.fairshare.slurm.dump;

/**
 * One logical line of a {@code sacctmgr dump} file: physical lines joined at backslash continuations, the
 * comment cut off and the backslash escapes resolved, as {@code _get_next_line} in Slurm's
 * {@code src/sacctmgr/file_functions.c} does (docs/algorithms/slurm.md §9.2).
 *
 * @param number the 1-based number of the first physical line
 * @param text the logical text, without line terminator
 * @param continued whether the line was joined from several physical lines (columns are then approximate)
 */
public record DumpLine(int number, String text, boolean continued) {}
