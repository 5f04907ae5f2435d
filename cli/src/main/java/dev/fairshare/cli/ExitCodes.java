package dev.fairshare.cli;

/** The command's exit codes: 0 success, 1 bad input, 2 misuse, 3 an I/O failure the user can fix. */
public final class ExitCodes {
  /** Success. */
  public static final int OK = 0;
  /** The input was bad (a parse or validation problem); every problem was printed. */
  public static final int BAD_INPUT = 1;
  /** The command was misused (unknown option, unknown algorithm or format name, missing argument). */
  public static final int MISUSE = 2;

  /** An input or output the user can fix could not be used (a ledger unreachable, locked or too new). */
  public static final int IO = 3;

  private ExitCodes() {}
}
