package dev.fairshare.slurm.state;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The content of slurmctld's {@code assoc_usage} state file ({@code StateSaveLocation/assoc_usage}, written by
 * {@code dump_assoc_mgr_state} and read by {@code load_assoc_usage} in Slurm's {@code src/common/assoc_mgr.c};
 * the packing is {@code src/common/pack.c}'s): all integers big-endian,
 *
 * <pre>
 *   u16  protocol version
 *   i64  the instant it was written (epoch seconds)
 *   then, to the end, one record per association that has its own usage:
 *     u32  association id
 *     str  usage_raw: a long double printed with "%Lf"      (str = u32 length incl. NUL, bytes, NUL)
 *     str  usage_tres_raw ("id=value,...", or length 0)
 *     u32  grp_used_wall
 * </pre>
 *
 * <p>A record's usage is the association's own ({@code leaf_usage}: a user association's usage, or the usage
 * of an account's deleted children), decayed to the write instant. Slurm reads a {@code nan} usage as 0.
 *
 * @param version the protocol version in the header
 * @param written when slurmctld wrote the file
 * @param records the records, in file order
 * @param truncatedAt the byte offset of a record cut short, or -1 if the file ends cleanly
 */
public record AssocUsageFile(int version, long written, List<Record> records, long truncatedAt) {

  /** One association's own usage. */
  public record Record(long associationId, double usageRaw, String tresRaw, long grpUsedWall, long offset) {}

  /** Reads the bytes of a file; {@code null} if they are too short for the header. */
  public static AssocUsageFile read(byte[] bytes) {
    ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.BIG_ENDIAN);
    if (b.remaining() < 10) {
      return null;
    }
    int version = Short.toUnsignedInt(b.getShort());
    long written = b.getLong();
    List<Record> records = new ArrayList<>();
    while (b.hasRemaining()) {
      int start = b.position();
      try {
        long id = Integer.toUnsignedLong(b.getInt());
        String usage = string(b);
        String tres = string(b);
        long wall = Integer.toUnsignedLong(b.getInt());
        records.add(new Record(id, usage(usage), tres == null ? "" : tres, wall, start));
      } catch (java.nio.BufferUnderflowException | IllegalArgumentException e) {
        return new AssocUsageFile(version, written, records, start);
      }
    }
    return new AssocUsageFile(version, written, records, -1);
  }

  private static String string(ByteBuffer b) {
    long length = Integer.toUnsignedLong(b.getInt());
    if (length == 0) {
      return null;
    }
    if (length > b.remaining()) {
      throw new IllegalArgumentException("string past the end");
    }
    byte[] text = new byte[(int) length];
    b.get(text);
    int end = text[text.length - 1] == 0 ? text.length - 1 : text.length;
    return new String(text, 0, end, StandardCharsets.UTF_8);
  }

  /** The value of a {@code %Lf} text, 0 for {@code nan} (as {@code unpacklongdouble} does). */
  private static double usage(String text) {
    if (text == null) {
      throw new IllegalArgumentException("no usage");
    }
    String t = text.strip().toLowerCase(java.util.Locale.ROOT);
    if (t.contains("nan")) {
      return 0;
    }
    if (t.contains("inf")) {
      return t.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    }
    return Double.parseDouble(t);
  }
}
