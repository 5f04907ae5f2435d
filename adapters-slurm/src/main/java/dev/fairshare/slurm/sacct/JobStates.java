package dev.fairshare.slurm.sacct;

import java.util.Set;

/**
 * The job states {@code sacct} prints in its {@code State} column (Slurm's {@code job_state_string} and the
 * flag names it prints instead of a base state, {@code src/common/slurm_protocol_defs.c}); a cancelled job
 * reads {@code CANCELLED by UID}, so only the first word is the state.
 */
final class JobStates {
  private static final Set<String> KNOWN = Set.of("PENDING", "RUNNING", "SUSPENDED", "COMPLETED", "CANCELLED",
      "FAILED", "TIMEOUT", "NODE_FAIL", "PREEMPTED", "BOOT_FAIL", "DEADLINE", "OUT_OF_MEMORY", "COMPLETING",
      "CONFIGURING", "REQUEUED", "REQUEUE_FED", "REQUEUE_HOLD", "RESIZING", "RESV_DEL_HOLD", "REVOKED",
      "SIGNALING", "SPECIAL_EXIT", "STAGE_OUT", "STOPPED", "POWER_UP_NODE", "LAUNCH_FAILED", "UPDATE_DB",
      "RECONFIG_FAIL", "EXPEDITING");
  /** States of a job that has not ended: charged up to the reading instant. */
  private static final Set<String> UNFINISHED = Set.of("RUNNING", "SUSPENDED", "COMPLETING", "CONFIGURING",
      "SIGNALING", "STAGE_OUT", "STOPPED", "RESIZING", "POWER_UP_NODE", "UPDATE_DB", "EXPEDITING");

  private JobStates() {}

  /** The state word of a {@code State} cell ({@code CANCELLED by 1000} gives {@code CANCELLED}). */
  static String word(String cell) {
    int space = cell.indexOf(' ');
    String w = space < 0 ? cell : cell.substring(0, space);
    return w.endsWith("+") ? w.substring(0, w.length() - 1) : w;
  }

  static boolean known(String word) {
    return KNOWN.contains(word);
  }

  static boolean pending(String word) {
    return word.equals("PENDING") || word.equals("REQUEUE_HOLD") || word.equals("RESV_DEL_HOLD");
  }

  static boolean unfinished(String word) {
    return UNFINISHED.contains(word);
  }
}
