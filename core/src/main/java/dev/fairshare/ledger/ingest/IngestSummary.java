package dev.fairshare.ledger.ingest;

import dev.fairshare.format.Problem;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What an ingest did: records read, charges new, extended (running jobs read again) and already present,
 * records skipped by reason, and the problems found.
 *
 * @param read every record read (charges, skips and problems)
 * @param added charges new to the ledger
 * @param extended charges that replaced a shorter one of the same run
 * @param present charges already held
 * @param skipped records that charge nothing, by reason ({@code not-started})
 * @param bad bad records, skipped, by problem code
 * @param problems the problems, in input order (the first {@link Ingestion#KEPT_PROBLEMS} of them)
 */
public record IngestSummary(long read, long added, long extended, long present, Map<String, Long> skipped,
    Map<String, Long> bad, List<Problem> problems) {

  public IngestSummary {
    skipped = Map.copyOf(skipped);
    bad = Map.copyOf(bad);
    problems = List.copyOf(problems);
  }

  /** The records skipped, for every reason, bad ones included. */
  public long skippedTotal() {
    return skipped.values().stream().mapToLong(Long::longValue).sum() + badTotal();
  }

  /** The bad records. */
  public long badTotal() {
    return bad.values().stream().mapToLong(Long::longValue).sum();
  }

  /** {@code read N, new N, extended N, already present N, skipped N (reason N, ...)}. */
  public String line() {
    StringBuilder b = new StringBuilder();
    b.append("read ").append(read).append(", new ").append(added);
    if (extended > 0) {
      b.append(", extended ").append(extended);
    }
    b.append(", already present ").append(present).append(", skipped ").append(skippedTotal());
    if (!skipped.isEmpty() || !bad.isEmpty()) {
      b.append(" (");
      String sep = "";
      Map<String, Long> all = new TreeMap<>(skipped);
      all.putAll(bad);
      for (Map.Entry<String, Long> e : all.entrySet()) {
        b.append(sep).append(e.getKey()).append(' ').append(e.getValue());
        sep = ", ";
      }
      b.append(')');
    }
    return b.toString();
  }
}
