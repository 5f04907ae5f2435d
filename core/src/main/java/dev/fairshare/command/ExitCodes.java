package dev.fairshare.command;

/**
 * The exit codes of {@code fairshare} and of every native command under it (docs/errors.md): 0 success,
 * 1 bad input, 2 misuse, 3 an I/O failure or a limit the user can fix, 4 an internal error.
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

  /** An internal error (a bug): one line on stderr and a report file with the stack trace. */
  public static final int INTERNAL = 4;

  private ExitCodes() {}
}
