package dev.fairshare.lsf.view;

/**
 * The column sets of a {@code SHARE_INFO_FOR} table (docs/algorithms/lsf.md §7.1–§7.3).
 *
 * <ul>
 *   <li>{@link #OPEN}: USER/GROUP, SHARES, PRIORITY, STARTED, CPU_TIME, RUN_TIME, exactly as the open
 *       LSF-compatible {@code bqueues} prints them ({@code bqueues.c}: {@code prtShareAcctHeader},
 *       {@code prtShareAcct}; widths 14, 7, 11, 9, 11, 9).
 *   <li>{@link #IBM}: IBM's documented order, which adds RESERVED after STARTED and ADJUST at the end;
 *       those two use the STARTED and PRIORITY conventions (width 9, {@code %.3f}) [INF: IBM's widths are
 *       not public].
 * </ul>
 */
public enum ShareInfoColumns {
  OPEN,
  IBM
}
