package dev.fairshare.ledger.ingest;

import java.io.IOException;

/**
 * Reads one accounting format into charges (the ingestion SPI): Slurm's {@code sacct -P} output, PBS's
 * accounting log, LSF's {@code lsb.acct}, ... Each record becomes a charge, a skip with a reason (a job that
 * never ran) or a positioned problem; the ingester streams, so that files of millions of records need no
 * more memory than one batch.
 *
 * <p>Ingesters make job keys that name one run of one job uniquely in the whole ledger and the same every
 * time the record is read, so that reading again adds nothing (docs/ledger.md, "Job keys").
 */
public interface UsageIngester {

  /** The format's name, as given before the colon of {@code FORMAT:FILE} ({@code slurm.sacct}). */
  String format();

  /** The family of the identities it charges ({@code slurm}). */
  String family();

  /** The names of the identity's parts, in order ({@code cluster, account, user, partition}). */
  java.util.List<String> identityColumns();

  /** One line saying what it reads. */
  String description();

  /** Reads the whole input, reporting every record to the sink. */
  void read(IngestInput input, IngestSink sink) throws IOException;
}
