package dev.fairshare.lsf.model;

import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.syntax.ColumnTable;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.lsf.syntax.LsfSection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The hosts of {@code lsf.cluster.<name>}: the {@code Host} section's {@code HOSTNAME} and {@code model}
 * columns (lsf.cluster(5)); other columns and sections are not read. A model {@code !} means "detected by
 * LIM at start-up", which a file cannot tell.
 *
 * <p>Problems: {@code lsf.cluster.missing-column} (a Host section without HOSTNAME or model),
 * {@code lsf.cluster.duplicate-host}, and, checked against lsf.shared by {@link HostFactors},
 * {@code lsf.cluster.unknown-model}.
 */
public final class LsfCluster {
  /** A host's model as written, and where. */
  public record HostModel(String model, SourceLocation location) {}

  private final String name;
  private final Map<String, HostModel> hosts;

  private LsfCluster(String name, Map<String, HostModel> hosts) {
    this.name = name;
    this.hosts = Collections.unmodifiableMap(hosts);
  }

  /** No lsf.cluster file. */
  public static LsfCluster empty() {
    return new LsfCluster("", new LinkedHashMap<>());
  }

  /** The cluster's name (the file name's suffix), or "" when there is no file. */
  public String name() {
    return name;
  }

  /** Each host's model, in file order. */
  public Map<String, HostModel> hosts() {
    return hosts;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LsfCluster c && c.name.equals(name) && c.hosts.equals(hosts);
  }

  @Override
  public int hashCode() {
    return name.hashCode() * 31 + hosts.hashCode();
  }

  /** Reads a parsed {@code lsf.cluster.<name>}. */
  public static LsfCluster read(String name, LsfConfigFile file, ProblemCollector problems) {
    Map<String, HostModel> hosts = new LinkedHashMap<>();
    for (LsfSection section : file.sections("Host")) {
      ColumnTable table = ColumnTable.of(section, problems);
      int host = table.column("HOSTNAME");
      int model = table.column("MODEL");
      if (host < 0 || model < 0) {
        problems.error(section.begin(), "lsf.cluster.missing-column", "the Host section has no "
            + (host < 0 ? "HOSTNAME" : "model") + " column", "the header line starts HOSTNAME model type server");
        continue;
      }
      for (ColumnTable.Row row : table.rows()) {
        ColumnTable.Field h = row.field(host);
        ColumnTable.Field m = row.field(model);
        if (h == null || m == null) {
          continue;
        }
        if (hosts.putIfAbsent(h.text(), new HostModel(m.text(), row.line().at(m.offset()))) != null) {
          problems.error(row.line().at(h.offset()), "lsf.cluster.duplicate-host", "host '" + h.text()
              + "' is listed twice", "keep one row per HOSTNAME");
        }
      }
    }
    return new LsfCluster(name, hosts);
  }
}
