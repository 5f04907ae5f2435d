package dev.fairshare.slurm.sacct;

import java.nio.charset.StandardCharsets;

/**
 * The job states {@code sacct} prints in its {@code State} column (Slurm's {@code job_state_string} and the
 * flag names it prints instead of a base state, {@code src/common/slurm_protocol_defs.c}); a cancelled job
 * reads {@code CANCELLED by UID} and a state with more flags ends in {@code +}, so only the first word, less
 * a trailing {@code +}, is the state. A state is its index in {@link #NAMES}, found from the cell's bytes.
 */
final class JobStates {
  /** No known state. */
  static final int UNKNOWN = -1;

  /** The states, the ones sacct prints most first. */
  private static final String[] NAMES = {"COMPLETED", "RUNNING", "CANCELLED", "FAILED", "TIMEOUT", "PENDING",
      "REQUEUED", "OUT_OF_MEMORY", "NODE_FAIL", "PREEMPTED", "SUSPENDED", "BOOT_FAIL", "DEADLINE", "COMPLETING",
      "CONFIGURING", "REQUEUE_FED", "REQUEUE_HOLD", "RESIZING", "RESV_DEL_HOLD", "REVOKED", "SIGNALING",
      "SPECIAL_EXIT", "STAGE_OUT", "STOPPED", "POWER_UP_NODE", "LAUNCH_FAILED", "UPDATE_DB", "RECONFIG_FAIL",
      "EXPEDITING"};
  /** States of a job that has not started: skipped. */
  private static final String[] PENDING = {"PENDING", "REQUEUE_HOLD", "RESV_DEL_HOLD"};
  /** States of a job that has not ended: charged up to the reading instant. */
  private static final String[] UNFINISHED = {"RUNNING", "SUSPENDED", "COMPLETING", "CONFIGURING", "SIGNALING",
      "STAGE_OUT", "STOPPED", "RESIZING", "POWER_UP_NODE", "UPDATE_DB", "EXPEDITING"};

  private static final byte[][] BYTES = new byte[NAMES.length][];
  private static final boolean[] IS_PENDING = new boolean[NAMES.length];
  private static final boolean[] IS_UNFINISHED = new boolean[NAMES.length];

  static {
    for (int s = 0; s < NAMES.length; s++) {
      BYTES[s] = NAMES[s].getBytes(StandardCharsets.US_ASCII);
      IS_PENDING[s] = java.util.List.of(PENDING).contains(NAMES[s]);
      IS_UNFINISHED[s] = java.util.List.of(UNFINISHED).contains(NAMES[s]);
    }
  }

  private JobStates() {}

  /** The state of the {@code State} cell {@code b[from, to)}, or {@link #UNKNOWN}. */
  static int of(byte[] b, int from, int to) {
    int end = from;
    while (end < to && b[end] != ' ') {
      end++;
    }
    if (end > from && b[end - 1] == '+') {
      end--;
    }
    int n = end - from;
    for (int s = 0; s < BYTES.length; s++) {
      byte[] name = BYTES[s];
      if (name.length == n && java.util.Arrays.equals(name, 0, n, b, from, end)) {
        return s;
      }
    }
    return UNKNOWN;
  }

  /** The name of a state. */
  static String name(int state) {
    return NAMES[state];
  }

  /** Whether a job in this state has not started. */
  static boolean pending(int state) {
    return IS_PENDING[state];
  }

  /** Whether a job in this state has not ended. */
  static boolean unfinished(int state) {
    return IS_UNFINISHED[state];
  }
}
