package dev.fairshare.command;

/**
 * The exit codes of {@code fairshare} and of every native command under it: 0 success, 1 bad input, 2 misuse,
 * 3 an I/O failure the user can fix (docs/errors.md).
 */
public final class ExitCodes {
  /** Success. */
  public static final int OK = 0;
  /** The input was bad (a parse or validation problem); every problem was printed. */
  public static final int BAD_INPUT = 1;
  /** The command was misused (unknown option, unknown algorithm or format name, missing argument). */
  public static final int MISUSE = 2;
  /** A file could not be read or written for a reason the user can fix (permissions, space, read-only). */
  public static final int IO = 3;

  private ExitCodes() {}
}
