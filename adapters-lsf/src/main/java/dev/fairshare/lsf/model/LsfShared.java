package dev.fairshare.lsf.model;

import dev.fairshare.format.ProblemCollector;
import dev.fairshare.lsf.syntax.ColumnTable;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.lsf.syntax.LsfSection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The host models of {@code lsf.shared}: the {@code HostModel} section's {@code MODELNAME} and
 * {@code CPUFACTOR} columns (other columns and sections are not read), the relative speeds LSF normalizes
 * CPU time with (lsf.shared(5); the open LIM's {@code lim.conf.c} reads the same columns).
 *
 * <p>Problems: {@code lsf.shared.missing-column} (a HostModel section without MODELNAME or CPUFACTOR),
 * {@code lsf.shared.bad-factor} (a CPUFACTOR that is not a number > 0), {@code lsf.shared.duplicate-model}.
 */
public final class LsfShared {
  private final Map<String, Double> cpuFactors;

  private LsfShared(Map<String, Double> cpuFactors) {
    this.cpuFactors = Collections.unmodifiableMap(cpuFactors);
  }

  /** No lsf.shared. */
  public static LsfShared empty() {
    return new LsfShared(new LinkedHashMap<>());
  }

  /** Each model's CPU factor, in file order. */
  public Map<String, Double> cpuFactors() {
    return cpuFactors;
  }

  /** Reads a parsed file. */
  public static LsfShared read(LsfConfigFile file, ProblemCollector problems) {
    Map<String, Double> factors = new LinkedHashMap<>();
    for (LsfSection section : file.sections("HostModel")) {
      ColumnTable table = ColumnTable.of(section, problems);
      int name = table.column("MODELNAME");
      int factor = table.column("CPUFACTOR");
      if (name < 0 || factor < 0) {
        problems.error(section.begin(), "lsf.shared.missing-column", "the HostModel section has no "
            + (name < 0 ? "MODELNAME" : "CPUFACTOR") + " column",
            "the header line is MODELNAME CPUFACTOR ARCHITECTURE");
        continue;
      }
      for (ColumnTable.Row row : table.rows()) {
        ColumnTable.Field n = row.field(name);
        ColumnTable.Field f = row.field(factor);
        if (n == null) {
          continue;
        }
        if (f == null) {
          problems.error(row.line().at(n.offset()), "lsf.shared.bad-factor", "host model '" + n.text()
              + "' has no CPUFACTOR", "write the model's relative speed, e.g. 100");
          continue;
        }
        double value = positive(f.text());
        if (Double.isNaN(value)) {
          problems.error(row.line().at(f.offset()), "lsf.shared.bad-factor", "CPUFACTOR '" + f.text()
              + "' of host model '" + n.text() + "' is not a number > 0", "write the model's relative speed, "
              + "e.g. 100");
        } else if (factors.putIfAbsent(n.text(), value) != null) {
          problems.error(row.line().at(n.offset()), "lsf.shared.duplicate-model", "host model '"
              + n.text() + "' is defined twice", "keep one row per MODELNAME");
        }
      }
    }
    return new LsfShared(factors);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LsfShared s && s.cpuFactors.equals(cpuFactors);
  }

  @Override
  public int hashCode() {
    return cpuFactors.hashCode();
  }

  private static double positive(String text) {
    try {
      double v = Double.parseDouble(text.strip());
      return v > 0 && !Double.isInfinite(v) ? v : Double.NaN;
    } catch (NumberFormatException e) {
      return Double.NaN;
    }
  }
}
