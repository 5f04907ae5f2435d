package dev.fairshare.io;

/**
 * An input larger than this process can hold, refused before it is read or built: what was counted, the
 * limit, and how to raise it. The command exits 3 with {@code fairshare: too large: ...} (docs/errors.md).
 */
public final class TooLargeException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public TooLargeException(String what, long size, long limit, String raise) {
    super("too large: " + what + " " + String.format(java.util.Locale.ROOT, "%,d", size) + ", limit "
        + String.format(java.util.Locale.ROOT, "%,d", limit) + "; raise with " + raise);
  }
}
