package dev.fairshare.flux.db;

import java.util.Comparator;

/**
 * SQLite's BINARY collation on text: UTF-8 bytes compared with {@code memcmp}, which is Unicode code point
 * order (so {@code 'Z' < 'a'}, and a character above U+FFFF sorts after U+FFFF, unlike
 * {@link String#compareTo}).
 */
public final class BinaryOrder {
  /** The collation as a comparator. */
  public static final Comparator<String> COMPARATOR = BinaryOrder::compare;

  private BinaryOrder() {}

  /** Compares two texts as SQLite's BINARY collation does. */
  public static int compare(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      int ca = a.codePointAt(i);
      int cb = b.codePointAt(j);
      if (ca != cb) {
        return Integer.compare(ca, cb);
      }
      i += Character.charCount(ca);
      j += Character.charCount(cb);
    }
    return Integer.compare(a.length() - i, b.length() - j);
  }
}
