package dev.fairshare.cli.ledger;

import dev.fairshare.ledger.ingest.Ingestion;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * A progress line for a terminal, redrawn in place at most five times a second: records read, records per
 * second and, from the bytes read of the current input, its share done and the time left.
 */
final class IngestProgress implements Ingestion.Progress {
  private final PrintWriter err;
  private final long started = System.nanoTime();
  private long lastDraw;
  private boolean drawn;

  IngestProgress(PrintWriter err) {
    this.err = err;
  }

  @Override
  public void update(long records, long bytes, long totalBytes) {
    long now = System.nanoTime();
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
