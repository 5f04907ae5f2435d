package dev.fairshare.command;

/** Bad input found by a command itself (not by a parser): printed as it is, exit 1. */
public final class BadInputException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public BadInputException(String message) {
    super(message);
  }
}
