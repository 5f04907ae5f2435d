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
import dev.fairshare.io.FileAccessException;
import dev.fairshare.pbs.CappedProblems;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
  /** Receives the records of a usage file as they are read, valid or not, when PBS loads them at all. */
  @FunctionalInterface
  public interface RecordSink {
    /** One complete record: its name, usage, byte offset, and whether PBS loads it. */
    void record(String name, double usage, long offset, boolean valid);
  }

  private static final int BUFFER = 1 << 16;

  private final String source;
  /** The file's length in bytes. */
  private final long length;
  /** The file's first bytes, as many as the header and a version-1 record need (at most 32). */
  private final byte[] head;
  private final ByteBuffer buffer;
  /** The bytes after {@link #head}. */
  private final InputStream rest;
  private final RecordSink sink;
  private final CappedProblems problems;

  private UsageFileReader(String source, long length, byte[] head, InputStream rest, RecordSink sink) {
    this.source = source;
    this.length = length;
    this.head = head;
    this.buffer = ByteBuffer.wrap(head).order(ByteOrder.LITTLE_ENDIAN);
    this.rest = rest;
    this.sink = sink;
    this.problems = new CappedProblems(source);
  }

  /** Reads the bytes of a usage file. */
  public static UsageFile read(String source, byte[] bytes) {
    List<UsageRecord> records = new ArrayList<>();
    int headLength = Math.min(bytes.length, FIRST_RECORD_V2);
    UsageFile file = new UsageFileReader(source, bytes.length, Arrays.copyOf(bytes, headLength),
        new ByteArrayInputStream(bytes, headLength, bytes.length - headLength),
        (name, usage, offset, valid) -> records.add(new UsageRecord(name, usage, offset, valid))).read();
    return new UsageFile(source, file.version(), file.lastDecay(), file.loaded(), records, file.problems());
  }

  /**
   * Reads a usage file a record at a time through a small buffer, never whole, giving each record to
   * {@code sink} as it is read; the result holds the header and the problems, no record.
   */
  public static UsageFile read(Path path, RecordSink sink) {
    try (InputStream in = new BufferedInputStream(Files.newInputStream(path), BUFFER)) {
      long length = Files.size(path);
      byte[] head = in.readNBytes((int) Math.min(length, FIRST_RECORD_V2));
      return new UsageFileReader(path.toString(), length, head, in, sink).read();
    } catch (IOException e) {
      throw FileAccessException.of("read", path, e);
    } catch (UncheckedIOException e) {
      throw FileAccessException.of("read", path, e.getCause());
    }
  }

  private UsageFile read() {
    if (length == 0) {
      warn(0, "pbs.usage.empty", "the file is empty; PBS loads nothing from it", "");
      return new UsageFile(source, 2, 0, false, List.of(), problems.list());
    }
    boolean tagged = startsWith(MAGIC);
    if (length < HEADER) {
      if (tagged || isPrefixOfMagic()) {
        error(length, "pbs.usage.truncated", "the file ends inside its 24-byte header (" + length
            + " bytes); PBS would load nothing", "restore the file from usage.bak");
      } else {
        foreign();
      }
      return new UsageFile(source, 0, 0, false, List.of(), problems.list());
    }
    return tagged ? readV2() : readV1();
  }

  private UsageFile readV2() {
    double version = buffer.getDouble(VERSION_OFFSET);
    if (version != 2.0) {
      error(VERSION_OFFSET, "pbs.usage.bad-version", "version is " + version + "; PBS reads only version 2"
          + " and would log 'Invalid usage file header' and load nothing", "restore the file from usage.bak");
      return new UsageFile(source, 2, 0, false, List.of(), problems.list());
    }
    if (length < FIRST_RECORD_V2) {
      error(LAST_DECAY_OFFSET, "pbs.usage.truncated", "the file ends before last_decay (" + length
          + " bytes; a version-2 file has at least 32)", "restore the file from usage.bak");
      return new UsageFile(source, 2, 0, false, List.of(), problems.list());
    }
    long lastDecay = buffer.getLong(LAST_DECAY_OFFSET);
    if (lastDecay != 0 && lastDecay <= OLDEST_LAST_DECAY) {
      error(LAST_DECAY_OFFSET, "pbs.usage.bad-last-decay", "last_decay is " + lastDecay + ", before 2000-01-01;"
          + " PBS would log 'Invalid usage file header' and load no record", "restore the file from usage.bak");
      return new UsageFile(source, 2, 0, false, List.of(), problems.list());
    }
    records(FIRST_RECORD_V2, RECORD_V2, NAME_V2, USAGE_OFFSET_V2);
    return new UsageFile(source, 2, lastDecay, true, List.of(), problems.list());
  }

  private UsageFile readV1() {
    if (!plausibleV1(0)) {
      foreign();
      List<Problem> kept = problems.list();
      records(0, RECORD_V1, NAME_V1, USAGE_OFFSET_V1);
      return new UsageFile(source, 1, 0, true, List.of(), kept);
    }
    records(0, RECORD_V1, NAME_V1, USAGE_OFFSET_V1);
    return new UsageFile(source, 1, 0, true, List.of(), problems.list());
  }

  /** Reads the records from {@code first} to the end, giving each to the sink. */
  private void records(int first, int size, int nameBytes, int usageOffset) {
    InputStream in = new SequenceInputStream(new ByteArrayInputStream(head, first, head.length - first), rest);
    byte[] record = new byte[size];
    ByteBuffer values = ByteBuffer.wrap(record).order(ByteOrder.LITTLE_ENDIAN);
    long k = 0;
    long at = first;
    for (; at + size <= length; at += size, k++) {
      readRecord(in, record);
      int nul = nul(record, 0, nameBytes);
      String name = new String(record, 0, nul < 0 ? nameBytes : nul, StandardCharsets.UTF_8);
      double usage = values.getDouble(usageOffset);
      boolean validName = nul >= 0 && UsageFileLayout.validName(name);
      boolean valid = validName && usage >= 0;
      if (!valid && validName && Double.isNaN(usage)) {
        warn(at, "pbs.usage.nan-usage", "record " + (k + 1) + " is dropped by PBS ('Invalid entity'): its usage "
            + "is NaN, not a number (PBS keeps a record whose usage >= 0, which NaN never is)",
            "set the entity's usage with pbsfs -s NAME VALUE, or restore the file from usage.bak");
      } else if (!valid) {
        String why = !validName ? "its name '" + name + "' is not a valid entity name" + (nul < 0
            ? " (no NUL within " + nameBytes + " bytes)" : "") : "its usage " + usage + " is negative";
        warn(at, "pbs.usage.invalid-entity", "record " + (k + 1) + " is dropped by PBS ('Invalid entity'): "
            + why, "names use letters, digits and . _ - : only; usage is >= 0");
      }
      sink.record(name, usage, at, valid);
    }
    if (at < length) {
      error(at, "pbs.usage.truncated", "the file ends " + (length - at) + " bytes into record " + (k + 1)
          + " (a record is " + size + " bytes); PBS ignores the partial record",
          "restore the file from usage.bak");
    }
  }

  private static void readRecord(InputStream in, byte[] record) {
    try {
      if (in.readNBytes(record, 0, record.length) != record.length) {
        throw new UncheckedIOException(new EOFException("the file became shorter while it was read"));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private boolean plausibleV1(int at) {
    if (at + RECORD_V1 > length) {
      return false;
    }
    int nul = nul(head, at, NAME_V1);
    if (nul <= at) {
      return false;
    }
    String name = new String(head, at, nul - at, StandardCharsets.UTF_8);
    double usage = buffer.getDouble(at + USAGE_OFFSET_V1);
    return UsageFileLayout.validName(name) && Double.isFinite(usage);
  }

  private void foreign() {
    error(0, "pbs.usage.foreign", "not a PBS usage file: it has no PBS_MAG! tag and is not version-1 records",
        "point at sched_priv/usage, or restore it from usage.bak");
  }

  /** The index of the first NUL in {@code bytes[at, at + count)}, or -1. */
  private static int nul(byte[] bytes, int at, int count) {
    for (int i = at; i < at + count; i++) {
      if (bytes[i] == 0) {
        return i;
      }
    }
    return -1;
  }

  private boolean startsWith(byte[] prefix) {
    return head.length >= prefix.length && Arrays.equals(head, 0, prefix.length, prefix, 0, prefix.length);
  }

  private boolean isPrefixOfMagic() {
    int n = Math.min(head.length, MAGIC.length);
    return Arrays.equals(head, 0, n, MAGIC, 0, n);
  }

  private void error(long offset, String code, String message, String hint) {
    problems.add(Problem.error(SourceLocation.of(source), code, "at byte " + offset + ": " + message, hint));
  }

  private void warn(long offset, String code, String message, String hint) {
    problems.add(Problem.warning(SourceLocation.of(source), code, "at byte " + offset + ": " + message, hint));
  }
}
