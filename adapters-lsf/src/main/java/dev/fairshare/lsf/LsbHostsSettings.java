package dev.fairshare.lsf;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@code lsf.lsb-hosts} reads from {@code lsb.hosts} besides the tree: the parameters of every
 * {@code HostPartition} section as written, by partition and name in file order, and the file's text, which
 * the writer edits in place.
 *
 * @param partitions partition name to its parameters (name to value)
 * @param text the text read, or {@code null} for settings made without a file
 */
public record LsbHostsSettings(Map<String, Map<String, String>> partitions, String text) {

  public LsbHostsSettings {
    Map<String, Map<String, String>> copy = new LinkedHashMap<>();
    partitions.forEach((q, p) -> copy.put(q, Collections.unmodifiableMap(new LinkedHashMap<>(p))));
    partitions = Collections.unmodifiableMap(copy);
  }
}
