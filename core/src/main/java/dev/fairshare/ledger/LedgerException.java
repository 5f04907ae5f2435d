package dev.fairshare.ledger;

/**
 * A ledger could not be opened, read or written for a reason the user can act on (a missing server, a
 * locked or damaged file, a schema newer than this program): a stable code, a message and a hint.
 */
public final class LedgerException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String code;
  private final String hint;

  public LedgerException(String code, String message, String hint, Throwable cause) {
    super(message, cause);
    this.code = code;
    this.hint = hint == null ? "" : hint;
  }

  public LedgerException(String code, String message, String hint) {
    this(code, message, hint, null);
  }

  /** The stable code, such as {@code ledger.unreachable}. */
  public String code() {
    return code;
  }

  /** What to do about it. */
  public String hint() {
    return hint;
  }

  /** {@code location: [code] message} and the hint on a second line. */
  public String render(String location) {
    return location + ": [" + code + "] " + getMessage() + (hint.isEmpty() ? "" : "\n    hint: " + hint);
  }
}
