package dev.fairshare.lsf.model;

import dev.fairshare.format.SourceLocation;
import java.util.List;

/**
 * One {@code HostPartition} section of {@code lsb.hosts} (docs/algorithms/lsf.md §6.3).
 *
 * @param name HPART_NAME
 * @param hosts HOSTS as written (host names, host groups with a trailing {@code /}, {@code all},
 *     {@code ~host})
 * @param shares the USER_SHARES pairs (no outer brackets in this file)
 * @param sharesText USER_SHARES as written
 * @param location where the section begins
 */
public record HostPartitionDef(String name, List<String> hosts, List<ShareAssignment> shares,
    String sharesText, SourceLocation location) {

  public HostPartitionDef {
    hosts = List.copyOf(hosts);
    shares = List.copyOf(shares);
  }

  /** Whether the partition covers a host ({@code all}, the name, or a group that holds it). */
  public boolean covers(String host, java.util.Map<String, List<String>> hostGroups) {
    if (hosts.contains("~" + host)) {
      return false;
    }
    for (String h : hosts) {
      String name = h.endsWith("/") ? h.substring(0, h.length() - 1) : h;
      if (name.equals("all") || name.equals(host)
          || hostGroups.getOrDefault(name, List.of()).contains(host)) {
        return true;
      }
    }
    return false;
  }
}
