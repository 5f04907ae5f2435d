package dev.fairshare.pbs.accounting;

import dev.fairshare.format.SourceLocation;
import java.util.Map;

/**
 * One record of a PBS accounting log: {@code MM/DD/YYYY HH:MM:SS;<type>;<id>;<message>}, the message split
 * into {@code key=value} items, quotes removed (docs/algorithms/pbs.md §13; {@code accounting.c}).
 *
 * @param timestamp the local-time stamp as written
 * @param type the record type ({@code E} for job end, {@code u} for an update, ...)
 * @param id the job id
 * @param items the message's items in order
 * @param origin where the record is
 */
public record AccountingRecord(String timestamp, String type, String id, Map<String, String> items,
    SourceLocation origin) {

  public AccountingRecord {
    items = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(items));
  }
}
