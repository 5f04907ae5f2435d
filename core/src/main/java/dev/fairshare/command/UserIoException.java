package dev.fairshare.command;

/** An input or output the user can fix could not be read or written (exit 3); the message says which. */
public final class UserIoException extends RuntimeException {
  public UserIoException(String message) {
    super(message);
  }
}
