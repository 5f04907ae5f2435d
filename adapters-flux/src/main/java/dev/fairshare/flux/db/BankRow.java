package dev.fairshare.flux.db;

/**
 * One row of flux-accounting's {@code bank_table}, with the values each of flux's programs sees: the
 * Python values (for {@code view-bank}) and the C values (for {@code update-fshare}).
 *
 * @param rowid the row's rowid ({@code bank_id})
 * @param bank the bank's name
 * @param active the {@code active} value as Python sees it
 * @param activeC {@code sqlite3_column_int} of {@code active}
 * @param parentBank the parent's name, {@code ""} for a root, {@code null} when NULL
 * @param shares the {@code shares} value as Python sees it
 * @param sharesText {@code sqlite3_column_text} of {@code shares} (the C++ reader parses it with {@code stoll})
 * @param jobUsage the {@code job_usage} value as Python sees it
 * @param priority the {@code priority} value
 * @param ignoreOlderThan the {@code ignore_older_than} value
 */
public record BankRow(long rowid, String bank, SqlValue active, int activeC, String parentBank,
    SqlValue shares, String sharesText, SqlValue jobUsage, SqlValue priority, SqlValue ignoreOlderThan) {}
