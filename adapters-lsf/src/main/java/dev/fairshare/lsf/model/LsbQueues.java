package dev.fairshare.lsf.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The queues of {@code lsb.queues} in file order and their cross-queue fair-share sets (docs/algorithms/lsf.md §6.2).
 */
public final class LsbQueues {
  private final Map<String, QueueDef> queues;

  public LsbQueues(List<QueueDef> queues) {
    Map<String, QueueDef> byName = new LinkedHashMap<>();
    queues.forEach(q -> byName.putIfAbsent(q.name(), q));
    this.queues = java.util.Collections.unmodifiableMap(byName);
  }

  /** The queues by name, in file order. */
  public Map<String, QueueDef> queues() {
    return queues;
  }

  /** A queue, or {@code null}. */
  public QueueDef queue(String name) {
    return queues.get(name);
  }

  /**
   * The queue whose fair-share policy applies to a queue: the parent ("master") of its cross-queue set,
   * itself when it has fair share of its own, else {@code null}.
   */
  public QueueDef policyOf(String name) {
    for (QueueDef q : queues.values()) {
      if (q.isFairshare() && q.fairshareQueues().contains(name)) {
        return q;
      }
    }
    QueueDef q = queues.get(name);
    return q != null && q.isFairshare() ? q : null;
  }

  /**
   * Every queue that has a fair-share policy (its own, or its cross-queue set's) in the order mbatchd answers
   * a query for all queues, as {@code bqueues -r} without a queue prints them: highest PRIORITY first, equal
   * priorities in file order (mbatchd keeps its queue list by priority, {@code inQueueList} in
   * {@code mbd.queue.c}, and reads it from the highest end; docs/algorithms/lsf.md §7.2).
   */
  public List<String> fairshareQueuesByPriority() {
    List<QueueDef> found = new ArrayList<>();
    for (QueueDef q : queues.values()) {
      if (policyOf(q.name()) != null) {
        found.add(q);
      }
    }
    found.sort(java.util.Comparator.comparingInt(QueueDef::priority).reversed());
    List<String> names = new ArrayList<>();
    found.forEach(q -> names.add(q.name()));
    return names;
  }

  /** The queues sharing a policy queue's tree and usage: the parent first, then its FAIRSHARE_QUEUES. */
  public List<String> setOf(QueueDef policy) {
    List<String> set = new ArrayList<>();
    set.add(policy.name());
    for (String c : policy.fairshareQueues()) {
      if (!set.contains(c)) {
        set.add(c);
      }
    }
    return set;
  }
}
