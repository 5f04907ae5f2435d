package dev.fairshare.lsf.model;

import dev.fairshare.format.ProblemCollector;
import dev.fairshare.lsf.syntax.ColumnTable;
import dev.fairshare.lsf.syntax.KeyValues;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.lsf.syntax.LsfSection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The host partitions of {@code lsb.hosts} and its host groups, for host-partition fair share
 * (docs/algorithms/lsf.md §6.3).
 *
 * <p>Problems: {@code lsf.hosts.missing-name}, {@code lsf.hosts.missing-shares}, the share-list problems,
 * and {@code lsf.hosts.host-in-two-partitions} (a host named in two partitions).
 */
public final class LsbHosts {
  private final Map<String, HostPartitionDef> partitions;
  private final Map<String, List<String>> hostGroups;

  private LsbHosts(Map<String, HostPartitionDef> partitions, Map<String, List<String>> hostGroups) {
    this.partitions = java.util.Collections.unmodifiableMap(partitions);
    this.hostGroups = java.util.Collections.unmodifiableMap(hostGroups);
  }

  /** No lsb.hosts. */
  public static LsbHosts empty() {
    return new LsbHosts(new LinkedHashMap<>(), new LinkedHashMap<>());
  }

  /** The partitions by name, in file order. */
  public Map<String, HostPartitionDef> partitions() {
    return partitions;
  }

  /** The host groups (HostGroup section: GROUP_NAME, GROUP_MEMBER). */
  public Map<String, List<String>> hostGroups() {
    return hostGroups;
  }

  /** Reads a parsed file. */
  public static LsbHosts read(LsfConfigFile file, ProblemCollector problems) {
    Map<String, List<String>> groups = new LinkedHashMap<>();
    for (LsfSection section : file.sections("HostGroup")) {
      ColumnTable table = ColumnTable.of(section, problems);
      int name = table.column("GROUP_NAME");
      int member = table.column("GROUP_MEMBER");
      for (ColumnTable.Row row : table.rows()) {
        ColumnTable.Field n = row.field(name);
        ColumnTable.Field m = row.field(member);
        if (n != null && m != null) {
          String list = m.text().replaceAll("^\\(|\\)$", "").strip();
          groups.put(n.text(), list.isEmpty() ? List.of() : Arrays.asList(list.split("\\s+")));
        }
      }
    }
    Map<String, HostPartitionDef> partitions = new LinkedHashMap<>();
    Map<String, String> hostOwner = new LinkedHashMap<>();
    for (LsfSection section : file.sections("HostPartition")) {
      KeyValues kv = KeyValues.of(section, problems);
      String name = kv.value("HPART_NAME");
      if (name == null || name.isBlank()) {
        problems.error(section.begin(), "lsf.hosts.missing-name", "HostPartition section has no HPART_NAME",
            "add HPART_NAME = name");
        continue;
      }
      KeyValues.Entry us = kv.entry("USER_SHARES");
      if (us == null) {
        problems.error(section.begin(), "lsf.hosts.missing-shares", "host partition '" + name
            + "' has no USER_SHARES", "add USER_SHARES = [default, 1]");
        continue;
      }
      List<ShareAssignment> shares = ShareListParser.parse(us.value(), us::valueAt, problems);
      String hostsText = kv.value("HOSTS");
      List<String> hosts = hostsText == null || hostsText.isBlank() ? List.of("all")
          : Arrays.asList(hostsText.strip().split("\\s+"));
      for (String h : hosts) {
        if (h.startsWith("~") || h.equals("all")) {
          continue;
        }
        String other = hostOwner.putIfAbsent(h, name);
        if (other != null) {
          problems.error(kv.entry("HOSTS").valueAt(0), "lsf.hosts.host-in-two-partitions", "host '" + h
              + "' is in host partitions '" + other + "' and '" + name + "'", "a host belongs to one partition");
        }
      }
      partitions.put(name, new HostPartitionDef(name, new ArrayList<>(hosts), shares, us.value(),
          section.begin()));
    }
    return new LsbHosts(partitions, groups);
  }
}
