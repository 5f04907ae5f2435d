package dev.fairshare.pbs.formula;

import java.util.Map;
import java.util.Set;

/**
 * What PBS puts in the dictionary a job's formula is evaluated against (docs/algorithms/pbs.md §8;
 * {@code job_info.cpp}: {@code formula_evaluate}).
 *
 * @param knownResources the consumable resources of the complex: each is in the dictionary, 0 when the job
 *     does not request it
 * @param resources the job's {@code Resource_List} values (times in seconds, sizes in kB)
 * @param eligibleTime {@code eligible_time}, seconds
 * @param queuePriority the queue's priority
 * @param jobPriority the job's priority
 * @param accrueType {@code accrue_type}
 * @param treePercentage the entity's {@code tree_percentage} (float32)
 * @param usageFactor the entity's {@code usage_factor} (float32)
 * @param factor the entity's {@code fairshare_factor}
 */
public record FormulaInputs(Set<String> knownResources, Map<String, Double> resources, long eligibleTime,
    int queuePriority, int jobPriority, int accrueType, float treePercentage, float usageFactor, double factor) {

  /** PBS's built-in consumable resources. */
  public static final Set<String> STANDARD_RESOURCES = Set.of("ncpus", "mem", "vmem", "walltime", "cput",
      "nodect", "mpiprocs", "ompthreads", "pmem", "pvmem", "naccelerators", "accelerator_memory", "nchunk",
      "file", "pcput", "min_walltime", "max_walltime", "soft_walltime", "cpupercent");

  public FormulaInputs {
    knownResources = Set.copyOf(knownResources);
    resources = Map.copyOf(resources);
  }

  /** An entity's fair-share values for a job that requests nothing, with the standard resources. */
  public static FormulaInputs fairshare(float treePercentage, float usageFactor, double factor) {
    return new FormulaInputs(STANDARD_RESOURCES, Map.of(), 0, 0, 0, 0, treePercentage, usageFactor, factor);
  }
}
