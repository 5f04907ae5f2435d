package dev.fairshare.testkit.ledger;

import dev.fairshare.format.Problem;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.ingest.IngestSink;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An ingest sink that keeps what an ingester gave it, for tests of the families' ingesters: every charge and
 * problem in order, and how many records were skipped for each reason.
 */
public final class RecordingIngestSink implements IngestSink {
  /** The charges, in the order given. */
  public final List<Charge> charges = new ArrayList<>();
  /** The number of skipped records by reason, reasons in the order first seen. */
  public final Map<String, Integer> skips = new LinkedHashMap<>();
  /** The problems, in the order given. */
  public final List<Problem> problems = new ArrayList<>();

  @Override
  public void charge(Charge charge) {
    charges.add(charge);
  }

  @Override
  public void skip(String reason) {
    skips.merge(reason, 1, Integer::sum);
  }

  @Override
  public void problem(Problem problem) {
    problems.add(problem);
  }
}
