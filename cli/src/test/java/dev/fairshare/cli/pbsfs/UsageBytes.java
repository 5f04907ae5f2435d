package dev.fairshare.cli.pbsfs;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Builds usage files from the layout documented in docs/algorithms/pbs.md §10 (independently of the code under test):
 * "PBS_MAG!" and a NUL, 7 zero bytes, the double 2.0, last_decay as int64, then 64-byte records of a
 * zero-filled 50-byte name, 6 zero bytes and the usage double, all little-endian.
 */
public final class UsageBytes {
  private ByteBuffer buffer = ByteBuffer.allocate(4096).order(ByteOrder.LITTLE_ENDIAN);

  public UsageBytes(long lastDecay) {
    buffer.put("PBS_MAG!".getBytes(StandardCharsets.US_ASCII)).put(new byte[8]);
    buffer.putDouble(2.0).putLong(lastDecay);
  }

  public UsageBytes record(String name, double usage) {
    if (buffer.remaining() < 64) {
      buffer = ByteBuffer.allocate(buffer.capacity() * 2).order(ByteOrder.LITTLE_ENDIAN).put(buffer.flip());
    }
    byte[] n = name.getBytes(StandardCharsets.US_ASCII);
    buffer.put(n).put(new byte[50 - n.length]).put(new byte[6]).putDouble(usage);
    return this;
  }

  public byte[] bytes() {
    byte[] out = new byte[buffer.position()];
    buffer.flip().get(out);
    return out;
  }
}
