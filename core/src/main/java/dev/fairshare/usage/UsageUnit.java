package dev.fairshare.usage;

import java.util.Locale;

/**
 * The unit a scheduler's usage is counted in, as messages write it: a symbol after each amount ({@code s},
 * {@code TRES-s}, {@code cput}) and what it is ({@code sshare's RawUsage: ...}), named once. Every usage and
 * duration a message writes to one decimal goes through {@link #format}.
 *
 * @param symbol what follows an amount; empty for a usage of no named unit
 * @param meaning what the unit is, for the first mention; empty for none
 */
public record UsageUnit(String symbol, String meaning) {
  /** Seconds: a duration (a half-life), or LSF's CPU time. */
  public static final UsageUnit SECONDS = new UsageUnit("s", "");

  /** A usage of no named unit: a neutral tree's, or a family that names none. */
  public static final UsageUnit UNNAMED = new UsageUnit("", "");

  public UsageUnit {
    java.util.Objects.requireNonNull(symbol, "symbol");
    java.util.Objects.requireNonNull(meaning, "meaning");
  }

  /** An amount to one decimal with the symbol: {@code 29346.1 s}, {@code 36000.0 TRES-s}, {@code 12.5}. */
  public String format(double amount) {
    String number = String.format(Locale.ROOT, "%.1f", amount);
    return symbol.isEmpty() ? number : number + " " + symbol;
  }

  /** An amount with the symbol and, where there is one, what the unit is: {@code 36000.0 TRES-s (...)}. */
  public String formatNamed(double amount) {
    return meaning.isEmpty() ? format(amount) : format(amount) + " (" + meaning + ")";
  }
}
