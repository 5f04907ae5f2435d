package dev.fairshare.slurm.sshare;

import dev.fairshare.slurm.dump.DumpKeys;
import dev.fairshare.slurm.dump.DumpValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The TRES texts of sshare's {@code -l} columns ({@code slurmdb_make_tres_string_from_arrays} in
 * {@code src/common/slurmdb_defs.c}): {@code name=count} for every TRES of the cluster in TRES-id order
 * (TRESRunMins, zeros included) or for the set ones only (GrpTRESMins).
 */
public final class TresText {
  /** The TRES every cluster has, in id order. */
  public static final List<String> BASE = List.of("cpu", "mem", "energy", "node", "billing", "fs/disk", "vmem",
      "pages");
  private static final String UNITS = "KMGTPE";

  private TresText() {}

  /** The cluster's TRES names: the base ones, then those AccountingStorageTRES adds. */
  public static List<String> names(String accountingStorageTres) {
    List<String> names = new ArrayList<>(BASE);
    if (accountingStorageTres != null) {
      for (String t : accountingStorageTres.split(",")) {
        String name = t.strip().toLowerCase(Locale.ROOT);
        if (!name.isEmpty() && !names.contains(name)) {
          names.add(name);
        }
      }
    }
    return names;
  }

  /** {@code cpu=0,mem=0,...}: TRESRunMins of an association with nothing running. */
  public static String zeros(List<String> names) {
    StringBuilder out = new StringBuilder();
    for (String name : names) {
      out.append(out.isEmpty() ? "" : ",").append(name).append("=0");
    }
    return out.toString();
  }

  /**
   * The GrpTRESMins cell of an association from its dump fields ({@code GrpTRESMins=cpu=1000,mem=4G} or
   * the legacy {@code GrpCPUMins=N}), in TRES order with counts in base units (memory in MB); {@code null}
   * when no limit is set.
   */
  public static String grpTresMins(Map<String, String> dumpFields, List<String> names) {
    Map<String, Long> set = new LinkedHashMap<>();
    for (Map.Entry<String, String> f : dumpFields.entrySet()) {
      String canonical = DumpKeys.canonical(f.getKey());
      String value = DumpValues.unquote(f.getValue());
      if ("GrpTRESMins".equals(canonical)) {
        for (String item : value.split(",")) {
          int eq = item.indexOf('=');
          if (eq > 0) {
            String name = item.substring(0, eq).strip().toLowerCase(Locale.ROOT);
            long count = count(item.substring(eq + 1).strip(), name);
            if (count >= 0) {
              set.put(name, count);
            }
          }
        }
      } else if ("GrpCPUMins".equals(canonical)) {
        long count = count(value, "cpu");
        if (count >= 0) {
          set.put("cpu", count);
        }
      }
    }
    set.values().removeIf(v -> v == -1L);
    if (set.isEmpty()) {
      return null;
    }
    StringBuilder out = new StringBuilder();
    for (String name : names) {
      if (set.containsKey(name)) {
        out.append(out.isEmpty() ? "" : ",").append(name).append('=').append(set.remove(name));
      }
    }
    set.forEach((k, v) -> out.append(out.isEmpty() ? "" : ",").append(k).append('=').append(v));
    return out.toString();
  }

  /** A count with an optional K/M/G/T/P/E unit, relative to the TRES's base unit (memory: MB). */
  static long count(String text, String name) {
    if (text.isEmpty()) {
      return -2;
    }
    char last = Character.toUpperCase(text.charAt(text.length() - 1));
    int unit = UNITS.indexOf(last);
    String digits = unit >= 0 ? text.substring(0, text.length() - 1) : text;
    if (!digits.matches("\\d{1,19}")) {
      return -2;
    }
    long value = Long.parseLong(digits);
    int power = unit < 0 ? 0 : unit + 1 - (name.equals("mem") ? 2 : 0);
    for (int k = 0; k < power; k++) {
      value *= 1024;
    }
    return value;
  }
}
