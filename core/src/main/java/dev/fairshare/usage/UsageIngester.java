package dev.fairshare.usage;

/**
 * A reader of one scheduler's accounting records (Slurm's {@code sacct} output, PBS's accounting log, LSF's
 * {@code lsb.acct}) into usage, contributed by a scheduler family and registered by name
 * ({@code <family>.<source>}). The usage ledger defines what an ingester hands over; this type names it and
 * describes it for listings.
 */
public interface UsageIngester {

  /** The registered name, such as {@code slurm.sacct}. */
  String name();

  /** One line that says what the ingester reads. */
  String description();
}
