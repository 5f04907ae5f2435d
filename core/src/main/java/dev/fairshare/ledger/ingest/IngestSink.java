package dev.fairshare.ledger.ingest;

import dev.fairshare.format.Problem;
import dev.fairshare.ledger.Charge;

/** Where an ingester reports each record: a charge, a skip with a reason, or a problem. */
public interface IngestSink {

  /** A record that charges usage. */
  void charge(Charge charge);

  /**
   * A well-formed record that charges nothing, with a short stable reason ({@code not-started},
   * {@code pending}): counted, not an error.
   */
  void skip(String reason);

  /** A record that is bad input: skipped and counted, or under {@code --strict} the end of the ingest. */
  void problem(Problem problem);

  /** How many bytes of the input have been read, for progress reports. */
  default void progress(long bytes) {}
}
