package dev.fairshare.convert;

/**
 * The target algorithm for a source algorithm, and the settings that select it. Every target has one
 * hierarchical fair share that walks the tree level by level, comparing siblings: Slurm's Fair Tree (the
 * default since 19.05, docs/algorithms/slurm.md §6), PBS's {@code compare_path} (docs/algorithms/pbs.md §7.1) and LSF's
 * hierarchical descent (docs/algorithms/lsf.md §4.4). So PBS and LSF map to Fair Tree, and every source maps to the
 * target's only fair share.
 */
public final class AlgorithmMapping {
  private AlgorithmMapping() {}

  /** The algorithm a source runs when its settings do not name one: the scheduler's default. */
  public static String defaultOf(Scheduler family) {
    return switch (family) {
      case SLURM -> "slurm.fair-tree";
      case PBS -> "pbs.fairshare";
      case LSF -> "lsf.fairshare";
      case NEUTRAL -> "slurm.classic";
    };
  }

  /** The target algorithm and its settings for a source algorithm. */
  public static SettingChange map(String sourceAlgorithm, Scheduler target) {
    return switch (target) {
      case SLURM -> new SettingChange("algorithm", sourceAlgorithm,
          "slurm.fair-tree (PriorityType=priority/multifactor, PriorityFlags without NO_FAIR_TREE)",
          sourceAlgorithm.startsWith("slurm.") ? "" : "Fair Tree compares siblings level by level, as "
              + sourceAlgorithm + " does");
      case PBS -> new SettingChange("algorithm", sourceAlgorithm, "pbs.fairshare (sched_config: fair_share: true ALL)",
          "PBS has one fair share: the most deserving path, level by level");
      case LSF -> new SettingChange("algorithm", sourceAlgorithm, "lsf.fairshare (FAIRSHARE=USER_SHARES[...] in the"
          + " queue)", "LSF's dynamic user priority with the default factors, descending level by level");
      case NEUTRAL -> throw new IllegalArgumentException("no algorithm for the neutral format");
    };
  }
}
