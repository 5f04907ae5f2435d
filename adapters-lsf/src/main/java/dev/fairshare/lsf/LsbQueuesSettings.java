package dev.fairshare.lsf;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@code lsf.lsb-queues} reads from {@code lsb.queues} besides the tree: every parameter of every
 * {@code Queue} section as written, by queue and name in file order, and the file's text, which the writer
 * edits in place.
 *
 * @param queues queue name to its parameters (name to value)
 * @param text the text read, or {@code null} for settings made without a file
 */
public record LsbQueuesSettings(Map<String, Map<String, String>> queues, String text) {

  public LsbQueuesSettings {
    Map<String, Map<String, String>> copy = new LinkedHashMap<>();
    queues.forEach((q, p) -> copy.put(q, Collections.unmodifiableMap(new LinkedHashMap<>(p))));
    queues = Collections.unmodifiableMap(copy);
  }

  /** A queue's parameters; empty for a queue not in the file. */
  public Map<String, String> parameters(String queue) {
    return queues.getOrDefault(queue, Map.of());
  }
}
