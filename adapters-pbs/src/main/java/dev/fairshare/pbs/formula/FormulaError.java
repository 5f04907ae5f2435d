package dev.fairshare.pbs.formula;

/**
 * A Python exception raised while evaluating a formula (ZeroDivisionError, ValueError, OverflowError,
 * NameError, TypeError); PBS then uses 0 and logs "Formula evaluation for job had an error.  Zero value will
 * be used: " and the exception's text.
 */
final class FormulaError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  FormulaError(String pythonMessage) {
    super(pythonMessage, null, false, false);
  }
}
