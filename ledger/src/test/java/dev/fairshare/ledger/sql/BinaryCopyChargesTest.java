package dev.fairshare.ledger.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.ledger.AsOf;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.usage.NoDecay;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The snapshot's reader of PostgreSQL's binary COPY stream, on bytes written by hand from the manual's
 * "Binary Format" (signature, flags, header extension, rows of 16-bit field count and 32-bit lengths, the
 * −1 trailer).
 */
class BinaryCopyChargesTest {
  private static final UsageIdentity A = UsageIdentity.of("pbs", "alice");
  private static final UsageIdentity B = UsageIdentity.of("pbs", "bob");

  /** Two rows for identity 1, one for identity 2, with a header extension of {@code extension} bytes. */
  private static byte[] stream(int extension) {
    ByteBuffer b = ByteBuffer.allocate(19 + extension + 3 * 50 + 2);
    b.put(new byte[] {'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xff, '\r', '\n', 0});
    b.putInt(0).putInt(extension).put(new byte[extension]);
    row(b, 1, 1.5, 100, 200);
    row(b, 2, 0.25, 150, 160);
    row(b, 1, 3e9, 300, 400);
    b.putShort((short) -1);
    return b.array();
  }

  private static void row(ByteBuffer b, long identity, double amount, long start, long end) {
    b.putShort((short) 4);
    b.putInt(8).putLong(identity);
    b.putInt(8).putDouble(amount);
    b.putInt(8).putLong(start);
    b.putInt(8).putLong(end);
  }

  private static LedgerSnapshot.Builder builder() {
    LedgerSnapshot.Builder b = new LedgerSnapshot.Builder(AsOf.of(Instant.ofEpochSecond(1000), new NoDecay()), 3);
    b.identity(1, A);
    b.identity(2, B);
    return b;
  }

  private static void assertTheThreeRows(BinaryCopyCharges reader, LedgerSnapshot.Builder b) {
    assertThat(reader.ended()).isTrue();
    assertThat(reader.rows()).isEqualTo(3);
    LedgerSnapshot s = b.build();
    assertThat(s.usageOf(A)).isEqualTo(1.5 + 3e9);
    assertThat(s.usageOf(B)).isEqualTo(0.25);
  }

  @Test
  void readsEveryRowOfAStreamWrittenAtOnce() throws IOException {
    LedgerSnapshot.Builder b = builder();
    BinaryCopyCharges reader = new BinaryCopyCharges(b);
    reader.write(stream(0));
    assertTheThreeRows(reader, b);
  }

  @Test
  void readsTheSameWhereverTheBytesAreCut() throws IOException {
    byte[] all = stream(5);
    for (int cut = 0; cut <= all.length; cut++) {
      LedgerSnapshot.Builder b = builder();
      BinaryCopyCharges reader = new BinaryCopyCharges(b);
      reader.write(Arrays.copyOfRange(all, 0, cut));
      reader.write(Arrays.copyOfRange(all, cut, all.length));
      assertTheThreeRows(reader, b);
    }
  }

  @Test
  void readsTheSameOneByteAtATime() throws IOException {
    LedgerSnapshot.Builder b = builder();
    BinaryCopyCharges reader = new BinaryCopyCharges(b);
    for (byte x : stream(2)) {
      reader.write(x);
    }
    assertTheThreeRows(reader, b);
  }

  @Test
  void aStreamCutBeforeItsTrailerHasNotEnded() throws IOException {
    byte[] all = stream(0);
    BinaryCopyCharges reader = new BinaryCopyCharges(builder());
    reader.write(Arrays.copyOf(all, all.length - 2));
    assertThat(reader.ended()).isFalse();
    assertThat(reader.rows()).isEqualTo(3);
  }

  @Test
  void refusesTextInsteadOfTheBinaryFormat() {
    BinaryCopyCharges reader = new BinaryCopyCharges(builder());
    assertThatThrownBy(() -> reader.write("1\t1.5\t100\t200\n2\t0.25\t150\t160\n".getBytes()))
        .isInstanceOf(IOException.class).hasMessageContaining("binary COPY");
  }

  @Test
  void refusesARowWhoseFieldIsNotEightBytes() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] all = stream(0);
    out.write(all, 0, 19);
    ByteBuffer row = ByteBuffer.allocate(2 + 4 + 4 + 3 * 12);
    row.putShort((short) 4).putInt(4).putInt(7).putInt(8).putDouble(1).putInt(8).putLong(1).putInt(8).putLong(2);
    out.write(row.array(), 0, row.capacity());
    out.write(all, 19, all.length - 19);
    BinaryCopyCharges reader = new BinaryCopyCharges(builder());
    assertThatThrownBy(() -> reader.write(out.toByteArray())).isInstanceOf(IOException.class)
        .hasMessageContaining("field 1 is not 8 bytes");
  }
}
