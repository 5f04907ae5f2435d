package dev.fairshare.ledger;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One batch reduced to one charge per job key (the one reaching furthest; the first of equals), as every
 * store appends it.
 *
 * @param charges the charges, in first-seen order of their keys
 * @param collapsed how many charges were dropped for another of the same key in the batch
 */
public record Batches(List<Charge> charges, long collapsed) {

  /** Reduces a batch. */
  public static Batches reduce(List<Charge> batch) {
    Map<String, Charge> byKey = new LinkedHashMap<>(batch.size() * 2);
    long collapsed = 0;
    for (Charge c : batch) {
      Charge there = byKey.putIfAbsent(c.jobKey(), c);
      if (there != null) {
        collapsed++;
        if (c.supersedes(there)) {
          byKey.put(c.jobKey(), c);
        }
      }
    }
    return new Batches(collapsed == 0 ? batch : new ArrayList<>(byKey.values()), collapsed);
  }
}
