package dev.fairshare.format;

import java.util.Objects;

/**
 * One positioned problem found in an input: where it is, a stable code, what is wrong and a hint.
 *
 * <p>Codes are stable identifiers such as {@code tree.duplicate-path} or {@code slurm.dump.bad-line}; the
 * full list is in {@code docs/errors.md}. Rendered as {@code file:line:col: [code] message}, followed by an
 * indented {@code hint:} line when there is a hint.
 */
public record Problem(SourceLocation location, String code, String message, String hint, Severity severity) {

  public Problem {
    Objects.requireNonNull(location, "location");
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(message, "message");
    hint = hint == null ? "" : hint;
    Objects.requireNonNull(severity, "severity");
  }

  /** An error. */
  public static Problem error(SourceLocation location, String code, String message, String hint) {
    return new Problem(location, code, message, hint, Severity.ERROR);
  }

  /** A warning. */
  public static Problem warning(SourceLocation location, String code, String message, String hint) {
    return new Problem(location, code, message, hint, Severity.WARNING);
  }

  /** Whether this problem rejects the input. */
  public boolean isError() {
    return severity == Severity.ERROR;
  }

  /** The one-line form {@code file:line:col: [code] message} (warnings say {@code warning:} first). */
  public String headline() {
    String prefix = severity == Severity.WARNING ? "warning: " : "";
    return location + ": " + prefix + "[" + code + "] " + message;
  }

  /** The headline and, when there is one, the hint on an indented second line. */
  public String render() {
    return hint.isEmpty() ? headline() : headline() + "\n    hint: " + hint;
  }

  @Override
  public String toString() {
    return render();
  }
}
