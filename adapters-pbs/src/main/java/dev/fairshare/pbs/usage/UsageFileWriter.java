package dev.fairshare.pbs.usage;

import static dev.fairshare.pbs.usage.UsageFileLayout.FIRST_RECORD_V2;
import static dev.fairshare.pbs.usage.UsageFileLayout.LAST_DECAY_OFFSET;
import static dev.fairshare.pbs.usage.UsageFileLayout.MAGIC;
import static dev.fairshare.pbs.usage.UsageFileLayout.NAME_V2;
import static dev.fairshare.pbs.usage.UsageFileLayout.RECORD_V2;
import static dev.fairshare.pbs.usage.UsageFileLayout.USAGE_OFFSET_V2;
import static dev.fairshare.pbs.usage.UsageFileLayout.VERSION_OFFSET;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Writes a version-2 {@code usage} file byte for byte as {@code write_usage} does (docs/algorithms/pbs.md §10): the
 * tag and zeroed padding, the version 2.0, {@code last_decay}, then one 64-byte record per entry in the
 * order given, the name cut to 49 bytes by {@code snprintf} and zero-filled.
 */
public final class UsageFileWriter {
  private UsageFileWriter() {}

  /** The file's bytes. */
  public static byte[] write(long lastDecay, List<UsageRecord> records) {
    ByteBuffer out = ByteBuffer.allocate(FIRST_RECORD_V2 + RECORD_V2 * records.size())
        .order(ByteOrder.LITTLE_ENDIAN);
    out.put(0, MAGIC);
    out.putDouble(VERSION_OFFSET, 2.0);
    out.putLong(LAST_DECAY_OFFSET, lastDecay);
    int at = FIRST_RECORD_V2;
    for (UsageRecord r : records) {
      byte[] name = r.name().getBytes(StandardCharsets.UTF_8);
      out.put(at, name, 0, Math.min(name.length, NAME_V2 - 1));
      out.putDouble(at + USAGE_OFFSET_V2, r.usage());
      at += RECORD_V2;
    }
    return out.array();
  }

  /** Writes the file to a stream, a record at a time, as {@link #write} makes it. */
  public static void writeTo(OutputStream stream, long lastDecay, Iterable<UsageRecord> records) throws IOException {
    ByteBuffer head = ByteBuffer.allocate(FIRST_RECORD_V2).order(ByteOrder.LITTLE_ENDIAN);
    head.put(0, MAGIC);
    head.putDouble(VERSION_OFFSET, 2.0);
    head.putLong(LAST_DECAY_OFFSET, lastDecay);
    stream.write(head.array());
    ByteBuffer record = ByteBuffer.allocate(RECORD_V2).order(ByteOrder.LITTLE_ENDIAN);
    byte[] zeros = new byte[RECORD_V2];
    for (UsageRecord r : records) {
      record.put(0, zeros);
      byte[] name = r.name().getBytes(StandardCharsets.UTF_8);
      record.put(0, name, 0, Math.min(name.length, NAME_V2 - 1));
      record.putDouble(USAGE_OFFSET_V2, r.usage());
      stream.write(record.array());
    }
  }
}
