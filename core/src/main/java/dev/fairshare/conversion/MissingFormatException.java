package dev.fairshare.conversion;

/** A conversion needs a format writer that this build does not register. */
public final class MissingFormatException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public MissingFormatException(String format, String why) {
    super("cannot write " + why + ": the format '" + format + "' is not registered for writing in this build");
  }
}
