package dev.fairshare.io;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Finding a byte eight at a time: a little-endian word of eight bytes, and the mask of the bytes in it that
 * equal a given one (the high bit of each such byte set, exactly: no carry crosses bytes).
 */
public final class ByteScan {
  private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class,
      ByteOrder.LITTLE_ENDIAN);
  private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;

  private ByteScan() {}

  /** The eight bytes {@code b[i, i + 8)}, the first in the lowest bits. */
  public static long word(byte[] b, int i) {
    return (long) WORDS.get(b, i);
  }

  /** Eight copies of a byte, to look for it with {@link #matches}. */
  public static long pattern(char c) {
    return 0x0101010101010101L * (c & 0xFF);
  }

  /** The high bit of every byte of {@code word} that equals the byte of {@code pattern}. */
  public static long matches(long word, long pattern) {
    long x = word ^ pattern;
    return ~(((x & LOW7) + LOW7) | x | LOW7);
  }

  /** The index, in its word, of the byte of the lowest bit of a non-zero mask. */
  public static int first(long mask) {
    return Long.numberOfTrailingZeros(mask) >>> 3;
  }
}
