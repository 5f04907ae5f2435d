package dev.fairshare.ledger.sql;

import dev.fairshare.ledger.LedgerSnapshot;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * A reader of the charges a PostgreSQL snapshot streams as {@code COPY (SELECT identity_id, amount, start_s,
 * end_s ...) TO STDOUT (FORMAT binary)}, handing each row to a snapshot builder as it arrives (PostgreSQL's
 * manual, "COPY", "Binary Format": an 11-byte signature, flags, a header extension, then per row a 16-bit field
 * count and each field as a 32-bit length and its big-endian bytes, then a count of −1).
 *
 * <p>The bytes may come cut anywhere; a row split between two writes waits for its rest. No object is made per
 * row.
 */
final class BinaryCopyCharges extends OutputStream {
  /** The binary COPY signature: {@code PGCOPY\n\377\r\n\0}. */
  private static final byte[] SIGNATURE = {'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xff, '\r', '\n', 0};
  private static final int FIELDS = 4;
  /** A row: the field count, then four 8-byte fields each after its length. */
  private static final int ROW = 2 + FIELDS * (4 + 8);

  private final LedgerSnapshot.Builder builder;
  private byte[] pending = new byte[ROW * 64];
  private int length;
  private boolean headerRead;
  private boolean ended;
  private long rows;

  /** A reader feeding a builder. */
  BinaryCopyCharges(LedgerSnapshot.Builder builder) {
    this.builder = builder;
  }

  /** The rows read so far. */
  long rows() {
    return rows;
  }

  /** Whether the end-of-data marker has been read. */
  boolean ended() {
    return ended;
  }

  @Override
  public void write(int b) throws IOException {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public void write(byte[] bytes, int offset, int count) throws IOException {
    if (length == 0) {
      int used = consume(bytes, offset, count);
      keep(bytes, offset + used, count - used);
      return;
    }
    keep(bytes, offset, count);
    int used = consume(pending, 0, length);
    System.arraycopy(pending, used, pending, 0, length - used);
    length -= used;
  }

  private void keep(byte[] bytes, int offset, int count) {
    if (count == 0) {
      return;
    }
    if (length + count > pending.length) {
      pending = Arrays.copyOf(pending, Math.max(pending.length * 2, length + count));
    }
    System.arraycopy(bytes, offset, pending, length, count);
    length += count;
  }

  /** Reads the whole rows (and the header) at the start of a range; returns the bytes used. */
  private int consume(byte[] b, int from, int count) throws IOException {
    int p = from;
    int end = from + count;
    if (!headerRead) {
      if (end - p < SIGNATURE.length + 8) {
        return 0;
      }
      for (int i = 0; i < SIGNATURE.length; i++) {
        if (b[p + i] != SIGNATURE[i]) {
          throw new IOException("not PostgreSQL's binary COPY format");
        }
      }
      int extension = int32(b, p + SIGNATURE.length + 4);
      int header = SIGNATURE.length + 8 + extension;
      if (end - p < header) {
        return 0;
      }
      p += header;
      headerRead = true;
    }
    while (end - p >= 2 && !ended) {
      short fields = (short) (((b[p] & 0xff) << 8) | (b[p + 1] & 0xff));
      if (fields == -1) {
        ended = true;
        p += 2;
        break;
      }
      if (fields != FIELDS) {
        throw new IOException("a snapshot row has " + fields + " fields, not " + FIELDS);
      }
      if (end - p < ROW) {
        break;
      }
      for (int f = 0; f < FIELDS; f++) {
        if (int32(b, p + 2 + f * 12) != 8) {
          throw new IOException("a snapshot row's field " + (f + 1) + " is not 8 bytes");
        }
      }
      long identity = int64(b, p + 6);
      if (identity < 0 || identity > Integer.MAX_VALUE) {
        throw new IOException("a charge names identity " + identity + ", beyond the ledger's 2^31");
      }
      double amount = Double.longBitsToDouble(int64(b, p + 18));
      long start = int64(b, p + 30);
      long stop = int64(b, p + 42);
      builder.charge((int) identity, amount, start, stop);
      rows++;
      p += ROW;
    }
    if (ended && p < end) {
      throw new IOException("bytes after the end of a binary COPY");
    }
    return p - from;
  }

  private static int int32(byte[] b, int p) {
    return ((b[p] & 0xff) << 24) | ((b[p + 1] & 0xff) << 16) | ((b[p + 2] & 0xff) << 8) | (b[p + 3] & 0xff);
  }

  private static long int64(byte[] b, int p) {
    return ((long) int32(b, p) << 32) | (int32(b, p + 4) & 0xffffffffL);
  }
}
