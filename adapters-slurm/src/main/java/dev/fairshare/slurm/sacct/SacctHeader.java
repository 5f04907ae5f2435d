package dev.fairshare.slurm.sacct;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The columns of a {@code sacct -P} header line ({@code Cluster|JobIDRaw|JobID|Account|...}): where each
 * column the ingester reads is, in any order, among any others. Names are matched case-insensitively, as
 * {@code sacct -o} takes them.
 *
 * @param count the number of columns
 * @param cluster index of {@code Cluster}
 * @param jobIdRaw index of {@code JobIDRaw}
 * @param account index of {@code Account}
 * @param user index of {@code User}
 * @param partition index of {@code Partition}, or -1
 * @param start index of {@code Start}
 * @param end index of {@code End}
 * @param state index of {@code State}
 * @param allocTres index of {@code AllocTRES}
 */
public record SacctHeader(int count, int cluster, int jobIdRaw, int account, int user, int partition, int start,
    int end, int state, int allocTres) {

  /** The columns that must be present. */
  public static final List<String> REQUIRED =
      List.of("Cluster", "JobIDRaw", "Account", "User", "Start", "End", "State", "AllocTRES");

  /** The result of reading a header: the columns, or the names that are missing. */
  public record Parsed(SacctHeader header, List<String> missing) {}

  /** Reads a header line split on {@code |}. */
  public static Parsed parse(String line) {
    String[] names = line.split("\\|", -1);
    Map<String, Integer> at = new HashMap<>();
    for (int i = 0; i < names.length; i++) {
      at.putIfAbsent(names[i].trim().toLowerCase(Locale.ROOT), i);
    }
    List<String> missing = new ArrayList<>();
    for (String r : REQUIRED) {
      if (!at.containsKey(r.toLowerCase(Locale.ROOT))) {
        missing.add(r);
      }
    }
    if (!missing.isEmpty()) {
      return new Parsed(null, missing);
    }
    return new Parsed(new SacctHeader(names.length, at.get("cluster"), at.get("jobidraw"), at.get("account"),
        at.get("user"), at.getOrDefault("partition", -1), at.get("start"), at.get("end"), at.get("state"),
        at.get("alloctres")), List.of());
  }
}
