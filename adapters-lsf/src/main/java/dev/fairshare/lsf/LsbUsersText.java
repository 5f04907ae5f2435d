package dev.fairshare.lsf;

/**
 * The text of an {@code lsb.users} file as {@code lsf.lsb-users} read it, which its writer edits in place
 * (only the {@code UserGroup} rows whose tree changed are rewritten).
 *
 * @param text the text read
 */
public record LsbUsersText(String text) {}
