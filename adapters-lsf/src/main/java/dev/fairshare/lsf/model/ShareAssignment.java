package dev.fairshare.lsf.model;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.syntax.LogicalLine;
import java.util.Objects;

/**
 * One {@code [principal, number_shares]} pair of a {@code USER_SHARES} list (docs/algorithms/lsf.md §3).
 *
 * <p>A value with the accessors, {@code equals}, {@code hashCode} and {@code toString} of the record
 * {@code (name, kind, shares, location)} it was; a pair read from a logical line keeps the line and
 * column and makes its {@link #location} only when asked (a read of {@code lsb.users} makes
 * hundreds of thousands of pairs and asks almost none of them where they are).
 */
public final class ShareAssignment {
  private final String name;
  private final Kind kind;
  private final int shares;
  private SourceLocation location;
  /** The file of a pair whose location is made when asked, else {@code null}. */
  private final String source;
  private final int line;
  private final int column;

  /**
   * A pair.
   *
   * @param name the user or group name ({@code group} for {@code group@}; {@code default}, {@code others},
   *     {@code all} for those)
   * @param kind what the principal means
   * @param shares the number of shares, >= 1
   * @param location where the pair starts
   */
  public ShareAssignment(String name, Kind kind, int shares, SourceLocation location) {
    this.name = name;
    this.kind = kind;
    this.shares = shares;
    this.location = location;
    this.source = null;
    this.line = 0;
    this.column = 0;
  }

  /**
   * A pair that starts at {@code offset} of {@code line}; its location is {@code line.at(offset)}. Only the
   * position is kept, not the line (whose text may be hundreds of megabytes).
   */
  ShareAssignment(String name, Kind kind, int shares, LogicalLine line, int offset) {
    this.name = name;
    this.kind = kind;
    this.shares = shares;
    this.source = line.source();
    this.line = line.lineOf(offset);
    this.column = line.columnOf(offset);
  }

  /** What a principal means (docs/algorithms/lsf.md §3.2). */
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

  /** The user or group name. */
  public String name() {
    return name;
  }

  /** What the principal means. */
  public Kind kind() {
    return kind;
  }

  /** The number of shares, >= 1. */
  public int shares() {
    return shares;
  }

  /** Where the pair starts. */
  public SourceLocation location() {
    SourceLocation l = location;
    if (l == null && source != null) {
      l = SourceLocation.of(source, line, column);
      location = l;
    }
    return l;
  }

  /** The pair as LSF writes it: {@code [name, n]}, {@code [group@, n]}. */
  public String render() {
    return "[" + name + (kind == Kind.EACH_MEMBER ? "@" : "") + ", " + shares + "]";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ShareAssignment s && shares == s.shares && kind == s.kind && Objects.equals(name, s.name)
        && Objects.equals(location(), s.location());
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, kind, shares, location());
  }

  @Override
  public String toString() {
    return "ShareAssignment[name=" + name + ", kind=" + kind + ", shares=" + shares + ", location="
        + location() + "]";
  }
}
