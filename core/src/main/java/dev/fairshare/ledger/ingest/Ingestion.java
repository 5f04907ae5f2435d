package dev.fairshare.ledger.ingest;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.Problem;
import dev.fairshare.ledger.AppendResult;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageLedger;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Streams accounting into a ledger: each input read by its ingester, charges appended in batches of a fixed
 * size (each batch one transaction), every record counted (docs/ledger.md, "Ingesting").
 *
 * <p>A kill at any moment leaves every appended batch and no part of the one being appended; ingesting the
 * same inputs again adds what is missing and nothing else, since the ledger keeps one charge per job key.
 * With {@code strict}, every input is read once without writing and any problem ends the ingest with all
 * of them ({@link ConfigParseException}) before anything is written.
 */
public final class Ingestion {
  /** How many problems a summary keeps for printing (all are counted). */
  public static final int KEPT_PROBLEMS = 1000;
  /** The default batch: charges per transaction. */
  public static final int DEFAULT_BATCH = 20_000;

  /** One input and the ingester that reads it. */
  public record Source(UsageIngester ingester, IngestInput input) {}

  /** Receives progress: records read so far, bytes read of the current input, and its size. */
  @FunctionalInterface
  public interface Progress {
    void update(long records, long bytes, long totalBytes);

    /** No progress reports. */
    Progress NONE = (records, bytes, total) -> {};
  }

  private final UsageLedger ledger;
  private final int batchSize;

  /** An ingestion into a ledger with a batch size (>= 1). */
  public Ingestion(UsageLedger ledger, int batchSize) {
    if (batchSize < 1) {
      throw new IllegalArgumentException("a batch holds at least one charge: " + batchSize);
    }
    this.ledger = ledger;
    this.batchSize = batchSize;
  }

  /** Ingests every source; throws {@link ConfigParseException} under {@code strict} if any record is bad. */
  public IngestSummary run(List<Source> sources, boolean strict, Progress progress) {
    if (strict) {
      Counter check = new Counter(null, progress);
      read(sources, check);
      if (!check.problems.isEmpty()) {
        throw new ConfigParseException(check.problems);
      }
    }
    Counter counter = new Counter(ledger, progress);
    read(sources, counter);
    counter.flush();
    return counter.summary();
  }

  private static void read(List<Source> sources, Counter counter) {
    for (Source s : sources) {
      counter.startInput(s.input().path().toFile().length());
      try {
        s.ingester().read(s.input(), counter);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  private final class Counter implements IngestSink {
    private final UsageLedger target;
    private final Progress progress;
    private final List<Charge> batch = new ArrayList<>();
    private final Map<String, Long> skipped = new HashMap<>();
    private final Map<String, Long> bad = new HashMap<>();
    private final List<Problem> problems = new ArrayList<>();
    private AppendResult appended = AppendResult.NONE;
    private long read;
    private long inputSize;

    Counter(UsageLedger target, Progress progress) {
      this.target = target;
      this.progress = progress;
    }

    void startInput(long size) {
      inputSize = size;
      progress.update(read, 0, size);
    }

    @Override
    public void charge(Charge charge) {
      read++;
      if (target != null) {
        batch.add(charge);
        if (batch.size() >= batchSize) {
          flush();
        }
      }
    }

    @Override
    public void skip(String reason) {
      read++;
      skipped.merge(reason, 1L, Long::sum);
    }

    @Override
    public void problem(Problem problem) {
      read++;
      bad.merge(problem.code(), 1L, Long::sum);
      if (problems.size() < KEPT_PROBLEMS) {
        problems.add(problem);
      }
    }

    @Override
    public void progress(long bytes) {
      progress.update(read, bytes, inputSize);
    }

    void flush() {
      if (!batch.isEmpty()) {
        appended = appended.plus(target.append(batch));
        batch.clear();
      }
    }

    IngestSummary summary() {
      return new IngestSummary(read, appended.added(), appended.extended(), appended.present(), skipped,
          bad, problems);
    }
  }
}
