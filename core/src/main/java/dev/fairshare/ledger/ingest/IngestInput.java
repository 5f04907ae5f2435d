package dev.fairshare.ledger.ingest;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Objects;

/**
 * One input to ingest and how to read it.
 *
 * @param path the file
 * @param at the instant the accounting was taken: running jobs are charged up to it
 * @param zone the time zone of local times in the input (Slurm's sacct prints local time)
 */
public record IngestInput(Path path, Instant at, ZoneId zone) {

  public IngestInput {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(at, "at");
    Objects.requireNonNull(zone, "zone");
  }

  /** The name used in problem locations and charge sources. */
  public String name() {
    return path.toString();
  }
}
