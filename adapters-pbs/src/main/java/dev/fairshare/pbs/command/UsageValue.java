package dev.fairshare.pbs.command;

import dev.fairshare.command.MisuseException;

/**
 * The value of {@code pbsfs -s ENTITY VALUE}, checked before anything is read or written. pbsfs reads it
 * with {@code strtod} and, when the text is not wholly a number, silently keeps the old usage and rewrites
 * the file (docs/algorithms/pbs.md §11; {@code pbsfs.cpp}); it stores {@code inf} and {@code nan} as given,
 * and negative values, which PBS's scheduler then drops from the usage file as "Invalid entity" (that
 * entity's usage is lost). We refuse
 * all four (misuse, exit 2, nothing written); {@code --lenient} keeps pbsfs's silence for text that is not a
 * number, never the values that lose usage.
 */
final class UsageValue {
  private UsageValue() {}

  /** The value to store, or null to keep the entity's usage (only with {@code lenient}). */
  static Double parse(String text, boolean lenient) {
    Double value = CStrtod.whole(text);
    String why;
    if (value == null) {
      if (lenient) {
        return null;
      }
      why = "not a number (pbsfs would ignore it and rewrite the file unchanged; --lenient does the same)";
    } else if (value.isNaN()) {
      why = "not a number (NaN: PBS drops a record whose usage is NaN, 'Invalid entity')";
    } else if (value.isInfinite()) {
      why = "out of range (" + (value > 0 ? "" : "-") + "infinite; the largest usage is 1.7976931348623157e308)";
    } else if (value < 0) {
      why = "negative (PBS drops a record with negative usage when it reads the file, 'Invalid entity')";
    } else {
      return value;
    }
    throw new MisuseException("pbsfs: invalid usage value '" + text + "': " + why + "; nothing written");
  }
}
