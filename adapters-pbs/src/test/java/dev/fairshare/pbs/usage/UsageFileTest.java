package dev.fairshare.pbs.usage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.Problem;
import dev.fairshare.testkit.GoldenFiles;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The binary usage file against the layout of docs/algorithms/pbs.md §10. */
class UsageFileTest {

  /** The §11 sample as PBS writes it, built byte by byte from the documented layout. */
  static byte[] sample(long lastDecay) {
    ByteBuffer b = ByteBuffer.allocate(224).order(ByteOrder.LITTLE_ENDIAN);
    b.put("PBS_MAG!".getBytes(StandardCharsets.US_ASCII));
    b.position(16);
    b.putDouble(2.0).putLong(lastDecay);
    String[] names = {"pbsuser1", "pbsuser", "pbsuser3"};
    double[] usage = {100, 100, 1000};
    for (int k = 0; k < 3; k++) {
      b.position(32 + 64 * k);
      b.put(names[k].getBytes(StandardCharsets.US_ASCII));
      b.position(32 + 64 * k + 56);
      b.putDouble(usage[k]);
    }
    return b.array();
  }

  @Test
  void aLastDecayPastWhatAnInstantHoldsIsKeptExactNotAFailure() {
    // found by FormatContract's fuzzing: Instant.ofEpochSecond threw a DateTimeException
    var doc = UsageFormat.toDocument(UsageFileReader.read("usage", sample(Long.MAX_VALUE)));
    assertThat(doc.settings().get(LastDecay.class)).contains(new LastDecay(Long.MAX_VALUE));
    assertThat(doc.usage().at()).isEqualTo(java.time.Instant.MAX.truncatedTo(java.time.temporal.ChronoUnit.SECONDS));
  }

  @Test
  void sampleIs224BytesAndReadsBackItsRecords() {
    UsageFile f = UsageFileReader.read("usage", sample(1_700_000_000L));
    assertThat(f.version()).isEqualTo(2);
    assertThat(f.lastDecay()).isEqualTo(1_700_000_000L);
    assertThat(f.problems()).isEmpty();
    assertThat(f.loadedRecords()).extracting(UsageRecord::name).containsExactly("pbsuser1", "pbsuser", "pbsuser3");
    assertThat(f.loadedRecords()).extracting(UsageRecord::usage).containsExactly(100.0, 100.0, 1000.0);
  }

  @Test
  void writtenBackByteForByte() {
    byte[] bytes = sample(1_700_000_000L);
    UsageFile f = UsageFileReader.read("usage", bytes);
    assertThat(UsageFileWriter.write(f.lastDecay(), f.loadedRecords())).isEqualTo(bytes);
  }

  @Test
  void namesAreCutTo49Bytes() {
    byte[] bytes = UsageFileWriter.write(0, java.util.List.of(UsageRecord.of("n".repeat(60), 7)));
    UsageFile f = UsageFileReader.read("usage", bytes);
    assertThat(f.loadedRecords().get(0).name()).isEqualTo("n".repeat(49));
  }

  @Test
  void truncatedRecordIsAnErrorAtItsOffset() {
    UsageFile f = UsageFileReader.read("usage", Arrays.copyOf(sample(0), 200));
    assertThat(f.problems()).extracting(Problem::code).containsExactly("pbs.usage.truncated");
    assertThat(f.problems().get(0).message()).startsWith("at byte 160:");
    assertThat(f.loadedRecords()).hasSize(2);
  }

  @Test
  void truncatedHeaderIsAnError() {
    UsageFile f = UsageFileReader.read("usage", Arrays.copyOf(sample(0), 20));
    assertThat(f.problems()).extracting(Problem::code).containsExactly("pbs.usage.truncated");
    assertThat(f.loaded()).isFalse();
  }

  @Test
  void lastDecayBefore2000RejectsEveryRecord() {
    byte[] bytes = sample(946713600L);
    UsageFile f = UsageFileReader.read("usage", bytes);
    assertThat(f.problems()).extracting(Problem::code).containsExactly("pbs.usage.bad-last-decay");
    assertThat(f.loadedRecords()).isEmpty();
  }

  @Test
  void versionOtherThanTwoIsRefused() {
    byte[] bytes = sample(0);
    ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putDouble(16, 3.0);
    assertThat(UsageFileReader.read("usage", bytes).problems()).extracting(Problem::code)
        .containsExactly("pbs.usage.bad-version");
  }

  @Test
  void foreignFileIsRefused() {
    byte[] text = "this is not a usage file at all\n".getBytes(StandardCharsets.US_ASCII);
    assertThat(UsageFileReader.read("usage", text).problems()).extracting(Problem::code)
        .containsExactly("pbs.usage.foreign");
  }

  @Test
  void versionOneRecordsAreRead() {
    ByteBuffer b = ByteBuffer.allocate(48).order(ByteOrder.LITTLE_ENDIAN);
    b.put("alice".getBytes(StandardCharsets.US_ASCII)).position(16);
    b.putDouble(12.5);
    b.put("bob".getBytes(StandardCharsets.US_ASCII)).position(40);
    b.putDouble(3);
    UsageFile f = UsageFileReader.read("usage", b.array());
    assertThat(f.version()).isEqualTo(1);
    assertThat(f.loadedRecords()).extracting(UsageRecord::name).containsExactly("alice", "bob");
  }

  @Test
  void invalidEntitiesAreDroppedWithAWarning() {
    byte[] bytes = UsageFileWriter.write(0, java.util.List.of(UsageRecord.of("ok", 1), UsageRecord.of("b@d", 2),
        UsageRecord.of("neg", -1)));
    UsageFile f = UsageFileReader.read("usage", bytes);
    assertThat(f.hasErrors()).isFalse();
    assertThat(f.problems()).extracting(Problem::code).containsOnly("pbs.usage.invalid-entity").hasSize(2);
    assertThat(f.loadedRecords()).extracting(UsageRecord::name).containsExactly("ok");
  }

  /**
   * A NaN usage fails PBS's {@code grp.usage >= 0} (fairshare.cpp, read_usage), so PBS drops it as it drops a
   * negative one; the warning used to call NaN negative.
   */
  @Test
  void aNanUsageIsDroppedWithItsOwnWarningNotCalledNegative() {
    byte[] bytes = UsageFileWriter.write(1_700_000_000L, java.util.List.of(UsageRecord.of("ok", 1),
        UsageRecord.of("nan", Double.NaN), UsageRecord.of("neg", -1)));
    UsageFile f = UsageFileReader.read("usage", bytes);
    assertThat(f.hasErrors()).isFalse();
    assertThat(f.loadedRecords()).extracting(UsageRecord::name).containsExactly("ok");
    GoldenFiles.assertMatches(f.problems().stream().map(Problem::render).collect(
        java.util.stream.Collectors.joining("\n", "", "\n")), Path.of("src/test/resources/golden/usage-nan.txt"));
  }

  @Test
  void aFileReadARecordAtATimeGivesTheRecordsAndProblemsOfTheBytesReadWhole() throws java.io.IOException {
    byte[] good = sample(1_700_000_000L);
    byte[] truncated = Arrays.copyOf(good, 200);
    byte[] invalid = good.clone();
    invalid[32] = '!';
    byte[] v1 = new byte[48];
    ByteBuffer.wrap(v1).order(ByteOrder.LITTLE_ENDIAN).put("alice".getBytes(StandardCharsets.US_ASCII))
        .position(16).putDouble(5.0).put("bob".getBytes(StandardCharsets.US_ASCII)).position(40).putDouble(7.0);
    byte[] foreign = "group1 10 root 40\ngroup2 20 root 60\n".getBytes(StandardCharsets.US_ASCII);
    java.nio.file.Path file = java.nio.file.Files.createTempFile("usage", "");
    try {
      for (byte[] bytes : java.util.List.of(good, truncated, invalid, v1, foreign, new byte[0], Arrays.copyOf(good, 20),
          Arrays.copyOf(good, 28))) {
        java.nio.file.Files.write(file, bytes);
        UsageFile whole = UsageFileReader.read(file.toString(), bytes);
        java.util.List<UsageRecord> records = new java.util.ArrayList<>();
        UsageFile streamed = UsageFileReader.read(file,
            (name, usage, offset, valid) -> records.add(new UsageRecord(name, usage, offset, valid)));

        assertThat(records).isEqualTo(whole.records());
        assertThat(streamed.problems()).isEqualTo(whole.problems());
        assertThat(streamed.lastDecay()).isEqualTo(whole.lastDecay());
        assertThat(streamed.loaded()).isEqualTo(whole.loaded());
        assertThat(streamed.version()).isEqualTo(whole.version());
      }
    } finally {
      java.nio.file.Files.delete(file);
    }
  }
}
