package dev.fairshare.pbs.usage;

import static dev.fairshare.pbs.usage.UsageFileLayout.FIRST_RECORD_V2;
import static dev.fairshare.pbs.usage.UsageFileLayout.HEADER;
import static dev.fairshare.pbs.usage.UsageFileLayout.LAST_DECAY_OFFSET;
import static dev.fairshare.pbs.usage.UsageFileLayout.MAGIC;
import static dev.fairshare.pbs.usage.UsageFileLayout.NAME_V1;
import static dev.fairshare.pbs.usage.UsageFileLayout.NAME_V2;
import static dev.fairshare.pbs.usage.UsageFileLayout.OLDEST_LAST_DECAY;
import static dev.fairshare.pbs.usage.UsageFileLayout.RECORD_V1;
import static dev.fairshare.pbs.usage.UsageFileLayout.RECORD_V2;
import static dev.fairshare.pbs.usage.UsageFileLayout.USAGE_OFFSET_V1;
import static dev.fairshare.pbs.usage.UsageFileLayout.USAGE_OFFSET_V2;
import static dev.fairshare.pbs.usage.UsageFileLayout.VERSION_OFFSET;

import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads PBS's binary {@code usage} file as {@code read_usage} does (docs/algorithms/pbs.md §10), and reports what is
 * wrong with it by byte offset.
 *
 * <p>PBS loads nothing from a file shorter than its 24-byte header, from a version-2 file whose version is not
 * 2.0, or whose {@code last_decay} is not 0 and not after 2000-01-01; it reads whole records until the file
 * ends and ignores a trailing partial one; a file without the {@code PBS_MAG!} tag is read as version-1
 * records. We report each of these as an error (a truncated file, or one that is not a usage file at all, is
 * never silently taken as empty), and records PBS drops ("Invalid entity") as warnings. The content is
 * still what PBS would load (a foreign file's version-1 records, no record after a bad header, with
 * {@code last_decay} left at 0), for a caller that chooses PBS's leniency.
 */
public final class UsageFileReader {
  private final String source;
  private final byte[] bytes;
  private final ByteBuffer buffer;
  private final List<Problem> problems = new ArrayList<>();

  private UsageFileReader(String source, byte[] bytes) {
    this.source = source;
    this.bytes = bytes;
    this.buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
  }

  /** Reads the bytes of a usage file. */
  public static UsageFile read(String source, byte[] bytes) {
    return new UsageFileReader(source, bytes).read();
  }

  private UsageFile read() {
    if (bytes.length == 0) {
      warn(0, "pbs.usage.empty", "the file is empty; PBS loads nothing from it", "");
      return new UsageFile(source, 2, 0, false, List.of(), problems);
    }
    boolean tagged = startsWith(MAGIC);
    if (bytes.length < HEADER) {
      if (tagged || isPrefixOfMagic()) {
        error(bytes.length, "pbs.usage.truncated", "the file ends inside its 24-byte header (" + bytes.length
            + " bytes); PBS would load nothing", "restore the file from usage.bak");
      } else {
        foreign();
      }
      return new UsageFile(source, 0, 0, false, List.of(), problems);
    }
    return tagged ? readV2() : readV1();
  }

  private UsageFile readV2() {
    double version = buffer.getDouble(VERSION_OFFSET);
    if (version != 2.0) {
      error(VERSION_OFFSET, "pbs.usage.bad-version", "version is " + version + "; PBS reads only version 2"
          + " and would log 'Invalid usage file header' and load nothing", "restore the file from usage.bak");
      return new UsageFile(source, 2, 0, false, List.of(), problems);
    }
    if (bytes.length < FIRST_RECORD_V2) {
      error(LAST_DECAY_OFFSET, "pbs.usage.truncated", "the file ends before last_decay (" + bytes.length
          + " bytes; a version-2 file has at least 32)", "restore the file from usage.bak");
      return new UsageFile(source, 2, 0, false, List.of(), problems);
    }
    long lastDecay = buffer.getLong(LAST_DECAY_OFFSET);
    if (lastDecay != 0 && lastDecay <= OLDEST_LAST_DECAY) {
      error(LAST_DECAY_OFFSET, "pbs.usage.bad-last-decay", "last_decay is " + lastDecay + ", before 2000-01-01;"
          + " PBS would log 'Invalid usage file header' and load no record", "restore the file from usage.bak");
      return new UsageFile(source, 2, 0, false, List.of(), problems);
    }
    List<UsageRecord> records = records(FIRST_RECORD_V2, RECORD_V2, NAME_V2, USAGE_OFFSET_V2);
    return new UsageFile(source, 2, lastDecay, true, records, problems);
  }

  private UsageFile readV1() {
    if (!plausibleV1(0)) {
      foreign();
      List<Problem> kept = new ArrayList<>(problems);
      List<UsageRecord> asPbsReadsThem = records(0, RECORD_V1, NAME_V1, USAGE_OFFSET_V1);
      return new UsageFile(source, 1, 0, true, asPbsReadsThem, kept);
    }
    return new UsageFile(source, 1, 0, true, records(0, RECORD_V1, NAME_V1, USAGE_OFFSET_V1), problems);
  }

  private List<UsageRecord> records(int first, int size, int nameBytes, int usageOffset) {
    List<UsageRecord> records = new ArrayList<>();
    int k = 0;
    int at = first;
    for (; at + size <= bytes.length; at += size, k++) {
      int nul = nul(at, nameBytes);
      String name = new String(bytes, at, nul < 0 ? nameBytes : nul - at, StandardCharsets.UTF_8);
      double usage = buffer.getDouble(at + usageOffset);
      boolean validName = nul >= 0 && UsageFileLayout.validName(name);
      boolean valid = validName && usage >= 0;
      if (!valid) {
        String why = !validName ? "its name '" + name + "' is not a valid entity name" + (nul < 0
            ? " (no NUL within " + nameBytes + " bytes)" : "") : "its usage " + usage + " is negative";
        warn(at, "pbs.usage.invalid-entity", "record " + (k + 1) + " is dropped by PBS ('Invalid entity'): "
            + why, "names use letters, digits and . _ - : only; usage is >= 0");
      }
      records.add(new UsageRecord(name, usage, at, valid));
    }
    if (at < bytes.length) {
      error(at, "pbs.usage.truncated", "the file ends " + (bytes.length - at) + " bytes into record " + (k + 1)
          + " (a record is " + size + " bytes); PBS ignores the partial record",
          "restore the file from usage.bak");
    }
    return records;
  }

  private boolean plausibleV1(int at) {
    if (at + RECORD_V1 > bytes.length) {
      return false;
    }
    int nul = nul(at, NAME_V1);
    if (nul <= at) {
      return false;
    }
    String name = new String(bytes, at, nul - at, StandardCharsets.UTF_8);
    double usage = buffer.getDouble(at + USAGE_OFFSET_V1);
    return UsageFileLayout.validName(name) && Double.isFinite(usage);
  }

  private void foreign() {
    error(0, "pbs.usage.foreign", "not a PBS usage file: it has no PBS_MAG! tag and is not version-1 records",
        "point at sched_priv/usage, or restore it from usage.bak");
  }

  private int nul(int at, int length) {
    for (int i = at; i < at + length; i++) {
      if (bytes[i] == 0) {
        return i;
      }
    }
    return -1;
  }

  private boolean startsWith(byte[] prefix) {
    return bytes.length >= prefix.length && Arrays.equals(bytes, 0, prefix.length, prefix, 0, prefix.length);
  }

  private boolean isPrefixOfMagic() {
    int n = Math.min(bytes.length, MAGIC.length);
    return Arrays.equals(bytes, 0, n, MAGIC, 0, n);
  }

  private void error(long offset, String code, String message, String hint) {
    problems.add(Problem.error(SourceLocation.of(source), code, "at byte " + offset + ": " + message, hint));
  }

  private void warn(long offset, String code, String message, String hint) {
    problems.add(Problem.warning(SourceLocation.of(source), code, "at byte " + offset + ": " + message, hint));
  }
}
