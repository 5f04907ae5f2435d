package dev.fairshare.pbs.usage;

import dev.fairshare.format.Problem;
import java.util.List;

/**
 * The content of a PBS {@code usage} file as PBS reads it (docs/algorithms/pbs.md §10; {@code fairshare.cpp}:
 * {@code read_usage}, {@code read_usage_v1/v2}).
 *
 * @param source the file's name, for messages
 * @param version 2 (with the {@code PBS_MAG!} header), 1 (legacy, headerless), or 0 when the file is missing
 * @param lastDecay {@code last_decay} in epoch seconds (0 when absent; version 1 has none)
 * @param loaded whether PBS loads the records at all (false for a short file or an invalid header)
 * @param records every complete record in file order, valid or not; none when the file was read with a
 *     {@link UsageFileReader.RecordSink}, which had them one at a time
 * @param problems our positioned findings (byte offsets): errors for what makes the file unusable or
 *     truncated, warnings for records PBS drops
 */
public record UsageFile(String source, int version, long lastDecay, boolean loaded, List<UsageRecord> records,
    List<Problem> problems) {

  public UsageFile {
    records = List.copyOf(records);
    problems = List.copyOf(problems);
  }

  /** A missing file: PBS says "Creating usage database for fairshare." and starts empty. */
  public static UsageFile missing() {
    return new UsageFile("usage", 0, 0, false, List.of(), List.of());
  }

  /** Whether any problem is an error. */
  public boolean hasErrors() {
    return problems.stream().anyMatch(Problem::isError);
  }

  /** The records PBS loads, in file order. */
  public List<UsageRecord> loadedRecords() {
    return loaded ? records.stream().filter(UsageRecord::valid).toList() : List.of();
  }
}
