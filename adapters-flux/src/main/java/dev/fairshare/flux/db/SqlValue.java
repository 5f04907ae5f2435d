package dev.fairshare.flux.db;

import dev.fairshare.flux.text.PythonFloat;

/**
 * One value of a SQLite row with its storage class, as Python's {@code sqlite3} module hands it to
 * flux-accounting's Python code: {@code int}, {@code float}, {@code str}, {@code bytes} or {@code None}.
 *
 * @param value a {@link Long}, {@link Double}, {@link String}, {@code byte[]} or {@code null}
 */
public record SqlValue(Object value) {

  /** The value read from a JDBC result column (sqlite-jdbc gives the value's own storage class). */
  public static SqlValue of(Object jdbc) {
    if (jdbc instanceof Integer i) {
      return new SqlValue(i.longValue());
    }
    if (jdbc instanceof Float f) {
      return new SqlValue(f.doubleValue());
    }
    return new SqlValue(jdbc);
  }

  /** Python's {@code str()} of the value. */
  public String pythonStr() {
    if (value == null) {
      return "None";
    }
    if (value instanceof Double d) {
      return PythonFloat.repr(d);
    }
    if (value instanceof byte[] bytes) {
      StringBuilder s = new StringBuilder("b'");
      for (byte x : bytes) {
        int c = x & 0xff;
        if (c == '\\' || c == '\'') {
          s.append('\\').append((char) c);
        } else if (c >= 32 && c < 127) {
          s.append((char) c);
        } else {
          s.append(String.format("\\x%02x", c));
        }
      }
      return s.append('\'').toString();
    }
    return value.toString();
  }

  /** Python's {@code value == 1} (flux prints {@code true} for an active flag that equals 1). */
  public boolean equalsOne() {
    if (value instanceof Long l) {
      return l == 1;
    }
    return value instanceof Double d && d == 1.0;
  }

  /** Whether the value is a number (an SQLite INTEGER or REAL). */
  public boolean isNumber() {
    return value instanceof Long || value instanceof Double;
  }

  /** The value as a double when it is a number, else NaN. */
  public double asDouble() {
    return value instanceof Number n ? n.doubleValue() : Double.NaN;
  }
}
