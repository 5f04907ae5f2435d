package dev.fairshare.flux.db;

import java.util.Map;

/**
 * One row of flux-accounting's {@code association_table} (a user in a bank), with the values each of
 * flux's programs sees.
 *
 * @param rowid the row's rowid
 * @param username the user's name
 * @param bank the bank's name
 * @param active the {@code active} value as Python sees it
 * @param activeC {@code sqlite3_column_int} of {@code active}
 * @param shares the {@code shares} value as Python sees it
 * @param sharesC {@code sqlite3_column_int64} of {@code shares}
 * @param jobUsage the {@code job_usage} value as Python sees it
 * @param jobUsageC {@code sqlite3_column_double} of {@code job_usage}
 * @param fairshare the {@code fairshare} value as Python sees it
 * @param other the remaining columns, by name, in table order
 */
public record AssociationRow(long rowid, String username, String bank, SqlValue active, int activeC,
    SqlValue shares, long sharesC, SqlValue jobUsage, double jobUsageC, SqlValue fairshare,
    Map<String, SqlValue> other) {}
