package dev.fairshare.pbs.usage;

import static dev.fairshare.pbs.usage.UsageFileLayout.FIRST_RECORD_V2;
import static dev.fairshare.pbs.usage.UsageFileLayout.LAST_DECAY_OFFSET;
import static dev.fairshare.pbs.usage.UsageFileLayout.MAGIC;
import static dev.fairshare.pbs.usage.UsageFileLayout.NAME_V2;
import static dev.fairshare.pbs.usage.UsageFileLayout.RECORD_V2;
import static dev.fairshare.pbs.usage.UsageFileLayout.USAGE_OFFSET_V2;
import static dev.fairshare.pbs.usage.UsageFileLayout.VERSION_OFFSET;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Writes a version-2 {@code usage} file byte for byte as {@code write_usage} does (docs/algorithms/pbs.md §10): the
 * tag and zeroed padding, the version 2.0, {@code last_decay}, then one 64-byte record per entry in the
 * order given, the name cut to 49 bytes by {@code snprintf} and zero-filled. A writer is opened on a stream
 * and given the records one at a time, so that a file of ten million records is never held whole.
 */
public final class UsageFileWriter {
  private final OutputStream out;
  private final byte[] record = new byte[RECORD_V2];
  private final ByteBuffer values = ByteBuffer.wrap(record).order(ByteOrder.LITTLE_ENDIAN);

  /** A writer that has written the header with {@code lastDecay} to {@code out}. */
  public UsageFileWriter(OutputStream out, long lastDecay) {
    this.out = out;
    ByteBuffer header = ByteBuffer.allocate(FIRST_RECORD_V2).order(ByteOrder.LITTLE_ENDIAN);
    header.put(0, MAGIC);
    header.putDouble(VERSION_OFFSET, 2.0);
    header.putLong(LAST_DECAY_OFFSET, lastDecay);
    write(header.array());
  }

  /** Writes one record. */
  public void record(String name, double usage) {
    Arrays.fill(record, (byte) 0);
    byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
    System.arraycopy(bytes, 0, record, 0, Math.min(bytes.length, NAME_V2 - 1));
    values.putDouble(USAGE_OFFSET_V2, usage);
    write(record);
  }

  /** The file's bytes. */
  public static byte[] write(long lastDecay, List<UsageRecord> records) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(FIRST_RECORD_V2 + RECORD_V2 * records.size());
    UsageFileWriter writer = new UsageFileWriter(bytes, lastDecay);
    for (UsageRecord r : records) {
      writer.record(r.name(), r.usage());
    }
    return bytes.toByteArray();
  }

  private void write(byte[] bytes) {
    try {
      out.write(bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
