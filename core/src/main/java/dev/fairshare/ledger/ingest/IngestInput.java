package dev.fairshare.ledger.ingest;

import com.typesafe.config.Config;
import dev.fairshare.config.FairshareConfig;
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
 * @param settings the configuration, for an ingester's own keys (each family's {@code reference.conf})
 */
public record IngestInput(Path path, Instant at, ZoneId zone, Config settings) {

  public IngestInput {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(at, "at");
    Objects.requireNonNull(zone, "zone");
    Objects.requireNonNull(settings, "settings");
  }

  /** An input read with the default configuration. */
  public IngestInput(Path path, Instant at, ZoneId zone) {
    this(path, at, zone, FairshareConfig.load());
  }

  /** The name used in problem locations and charge sources. */
  public String name() {
    return path.toString();
  }
}
