package dev.fairshare.lsf.model;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.syntax.KeyValues;
import java.util.List;

/**
 * One {@code Queue} section of {@code lsb.queues}, with its fair-share parameters read (docs/algorithms/lsf.md §6.1,
 * §6.2).
 *
 * @param name QUEUE_NAME
 * @param priority PRIORITY (LSF's default is 1 when absent)
 * @param fairshare the FAIRSHARE=USER_SHARES[...] pairs, or {@code null} when the queue has no fair share
 * @param fairshareText the text inside {@code USER_SHARES[ ]}, as written, or {@code null}
 * @param fairshareQueues FAIRSHARE_QUEUES (the children of a cross-queue set), possibly empty
 * @param dispatchOrderQueue whether DISPATCH_ORDER=QUEUE
 * @param parameters every parameter of the section, as written
 * @param location where the section begins
 */
public record QueueDef(String name, int priority, List<ShareAssignment> fairshare, String fairshareText,
    List<String> fairshareQueues, boolean dispatchOrderQueue, KeyValues parameters, SourceLocation location) {

  /** Whether the queue defines fair share of its own. */
  public boolean isFairshare() {
    return fairshare != null;
  }

  /** The location of a parameter's value, or of the section when absent. */
  public SourceLocation where(String key) {
    KeyValues.Entry e = parameters.entry(key);
    return e == null ? location : e.valueAt(0);
  }
}
