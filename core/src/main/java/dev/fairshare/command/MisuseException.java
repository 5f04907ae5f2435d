package dev.fairshare.command;

/** A command used wrongly (a bad option value, a wrong number of operands), found by the command itself: exit 2. */
public final class MisuseException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The message, printed as it is. */
  public MisuseException(String message) {
    super(message);
  }
}
