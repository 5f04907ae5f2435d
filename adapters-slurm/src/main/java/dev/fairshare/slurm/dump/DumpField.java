package dev.fairshare.slurm.dump;

/**
 * One {@code Key=Value} field of a dump line, kept as written so that it can be written back.
 *
 * @param key the key as written ({@code Fairshare}, {@code DefaultAccount}...)
 * @param operator {@code =}, {@code +=} or {@code -=}
 * @param raw the value as written after the operator, quotes included ({@code 'physics'})
 * @param column the 1-based column of the field in its logical line
 */
public record DumpField(String key, String operator, String raw, int column) {

  /** The value without its surrounding quotes, as Slurm's {@code strip_quotes} reads it (not lowercased). */
  public String value() {
    return DumpValues.unquote(raw);
  }

  /** The field as written: {@code key} + operator + raw value. */
  public String text() {
    return key + operator + raw;
  }
}
