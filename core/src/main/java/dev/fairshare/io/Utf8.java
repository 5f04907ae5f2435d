package dev.fairshare.io;

/** Where a byte sequence stops being well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates). */
final class Utf8 {
  private Utf8() {}

  /** The offset of the first byte that does not belong to a well-formed sequence, or -1. */
  static int firstMalformed(byte[] b) {
    return firstMalformed(b, 0, b.length);
  }

  /** The offset in {@code b} of the first byte of {@code b[from, to)} not in a well-formed sequence, or -1. */
  static int firstMalformed(byte[] b, int from, int to) {
    int i = from;
    int n = to;
    while (i < n) {
      int c = b[i] & 0xff;
      if (c < 0x80) {
        i++;
        continue;
      }
      int len;
      int min;
      if (c >= 0xc2 && c <= 0xdf) {
        len = 2;
        min = 0x80;
      } else if (c >= 0xe0 && c <= 0xef) {
        len = 3;
        min = 0x800;
      } else if (c >= 0xf0 && c <= 0xf4) {
        len = 4;
        min = 0x10000;
      } else {
        return i;
      }
      if (i + len > n) {
        return i;
      }
      int cp = c & (0xff >> (len + 1));
      for (int k = 1; k < len; k++) {
        int t = b[i + k] & 0xff;
        if ((t & 0xc0) != 0x80) {
          return i;
        }
        cp = cp << 6 | (t & 0x3f);
      }
      if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
        return i;
      }
      i += len;
    }
    return -1;
  }
}
