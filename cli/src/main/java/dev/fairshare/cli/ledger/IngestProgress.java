package dev.fairshare.cli.ledger;

import dev.fairshare.ledger.ingest.Ingestion;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * A progress line for a terminal, redrawn in place at most five times a second: records read, records per
 * second and, from the bytes read of the current input, its share done and the time left.
 */
final class IngestProgress implements Ingestion.Progress {
  private final PrintWriter err;
  private final LongSupplier clock;
  private final long started;
  private long lastDraw;
  private boolean drawn;

  IngestProgress(PrintWriter err) {
    this(err, System::nanoTime);
  }

  /** A progress line timed by {@code clock} (nanoseconds). */
  IngestProgress(PrintWriter err, LongSupplier clock) {
    this.err = err;
    this.clock = clock;
    this.started = clock.getAsLong();
    this.lastDraw = started - 200_000_000L;
  }

  @Override
  public void update(long records, long bytes, long totalBytes) {
    long now = clock.getAsLong();
    if (now - lastDraw < 200_000_000L) {
      return;
    }
    lastDraw = now;
    double seconds = Math.max(1e-3, (now - started) / 1e9);
    double rate = records / seconds;
    String line;
    if (totalBytes > 0 && bytes > 0) {
      double done = Math.min(1, (double) bytes / totalBytes);
      long eta = Math.round(seconds * (1 - done) / done);
      int width = 30;
      int filled = (int) Math.round(done * width);
      line = String.format(Locale.ROOT, "[%s%s] %3.0f%%  %,d records  %,.0f records/s  ETA %ds",
          "#".repeat(filled), " ".repeat(width - filled), done * 100, records, rate, eta);
    } else {
      line = String.format(Locale.ROOT, "%,d records  %,.0f records/s", records, rate);
    }
    err.print("\r" + line);
    err.flush();
    drawn = true;
  }

  /** Clears the line. */
  void finish() {
    if (drawn) {
      err.print("\r\033[K");
      err.flush();
    }
  }
}
