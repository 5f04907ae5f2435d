package dev.fairshare.format;

/** How bad a {@link Problem} is: an error rejects the input, a warning is reported and the input is kept. */
public enum Severity {
  ERROR,
  WARNING
}
