package dev.fairshare.lsf.model;

import dev.fairshare.format.SourceLocation;

/**
 * One {@code [principal, number_shares]} pair of a {@code USER_SHARES} list (specs/lsf.md §3).
 *
 * @param name the user or group name ({@code group} for {@code group@}; {@code default}, {@code others},
 *     {@code all} for those)
 * @param kind what the principal means
 * @param shares the number of shares, >= 1
 * @param location where the pair starts
 */
public record ShareAssignment(String name, Kind kind, int shares, SourceLocation location) {

  /** What a principal means (specs/lsf.md §3.2). */
  public enum Kind {
    /** A user, or a group taken collectively (one account); resolved against {@code lsb.users}. */
    NAME,
    /** {@code group@}: every member of the group, recursively, individually. */
    EACH_MEMBER,
    /** {@code default}: each user not named elsewhere in the list, individually. */
    DEFAULT,
    /** {@code others}: the users not named elsewhere in the list, collectively. */
    OTHERS,
    /** {@code all}: every user, collectively [INF]. */
    ALL
  }

  /** The pair as LSF writes it: {@code [name, n]}, {@code [group@, n]}. */
  public String render() {
    return "[" + name + (kind == Kind.EACH_MEMBER ? "@" : "") + ", " + shares + "]";
  }
}
