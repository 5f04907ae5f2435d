package dev.fairshare.slurm.dump;

import java.util.List;
import java.util.Locale;

/**
 * The keys {@code sacctmgr load} accepts on Cluster, Parent, Account and User lines, each matched
 * case-insensitively as a prefix at least as long as its minimum, the first hit winning
 * ({@code _parse_options} in {@code src/sacctmgr/file_functions.c} and {@code sacctmgr_set_assoc_rec} in
 * {@code src/sacctmgr/association_functions.c}; docs/algorithms/slurm.md §9.2).
 */
public final class DumpKeys {
  /** The canonical FairShare key. */
  public static final String FAIRSHARE = "FairShare";

  /** A key, with its name in lower case computed once (it is compared with every key read). */
  private record Key(String name, int minimum, String lower) {
    Key(String name, int minimum) {
      this(name, minimum, name.toLowerCase(Locale.ROOT));
    }
  }

  private static final List<Key> KEYS = List.of(
      new Key("AdminLevel", 2), new Key("Coordinator", 2), new Key("Classification", 2),
      new Key("DefaultAccount", 8), new Key("DefaultWCKey", 8), new Key("Description", 3),
      new Key("Organization", 1), new Key("Partition", 1), new Key("WCKeys", 2),
      new Key("Comment", 2),
      new Key("DefaultQOS", 8), new Key(FAIRSHARE, 1), new Key("Shares", 1),
      new Key("GrpCPUMins", 7), new Key("GrpCPURunMins", 7), new Key("GrpCpus", 7),
      new Key("GrpJobs", 4), new Key("GrpJobsAccrue", 8), new Key("GrpMemory", 4),
      new Key("GrpNodes", 4), new Key("GrpSubmitJobs", 4), new Key("GrpTRES", 7),
      new Key("GrpTRESMins", 8), new Key("GrpTRESRunMins", 8), new Key("GrpWall", 4),
      new Key("MaxCPUMinsPerJob", 7), new Key("MaxCPURunMins", 7), new Key("MaxCpusPerJob", 7),
      new Key("MaxJobs", 4), new Key("MaxJobsAccrue", 8), new Key("MaxNodesPerJob", 4),
      new Key("MinPrioThresh", 4), new Key("MaxSubmitJobs", 4), new Key("MaxTRESPerJob", 7),
      new Key("MaxTRESPerNode", 11), new Key("MaxTRESMinsPerJob", 8), new Key("MaxTRESRunMins", 8),
      new Key("MaxWallDurationPerJob", 4), new Key("Parent", 2), new Key("Priority", 2),
      new Key("QosLevel", 1));

  private DumpKeys() {}

  /** The canonical name of a key as written, or {@code null} if {@code sacctmgr load} rejects it. */
  public static String canonical(String written) {
    String lower = written.toLowerCase(Locale.ROOT);
    for (Key key : KEYS) {
      if (lower.length() >= key.minimum() && key.lower().startsWith(lower)) {
        return key.name().equals("Shares") ? FAIRSHARE : key.name();
      }
    }
    return null;
  }

  /** Whether a key as written means FairShare. */
  public static boolean isFairShare(String written) {
    return FAIRSHARE.equals(canonical(written));
  }
}
