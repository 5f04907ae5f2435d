package dev.fairshare.slurm.sacct;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The State cells sacct prints (Slurm's job_state_string and flag names, src/common/slurm_protocol_defs.c):
 * each is found from its bytes, with the words after it and a trailing {@code +} left out.
 */
class JobStatesTest {
  static int of(String cell) {
    byte[] b = ("|" + cell + "|").getBytes(StandardCharsets.UTF_8);
    return JobStates.of(b, 1, b.length - 1);
  }

  @Test
  void everyStateIsFoundAndOnlyTheNotStartedAndNotEndedOnesAreMarked() {
    List<String> pending = List.of("PENDING", "REQUEUE_HOLD", "RESV_DEL_HOLD");
    List<String> unfinished = List.of("RUNNING", "SUSPENDED", "COMPLETING", "CONFIGURING", "SIGNALING",
        "STAGE_OUT", "STOPPED", "RESIZING", "POWER_UP_NODE", "UPDATE_DB", "EXPEDITING");
    List<String> ended = List.of("COMPLETED", "CANCELLED", "FAILED", "TIMEOUT", "NODE_FAIL", "PREEMPTED",
        "BOOT_FAIL", "DEADLINE", "OUT_OF_MEMORY", "REQUEUED", "REQUEUE_FED", "REVOKED", "SPECIAL_EXIT",
        "LAUNCH_FAILED", "RECONFIG_FAIL");
    for (List<String> group : List.of(pending, unfinished, ended)) {
      for (String name : group) {
        int s = of(name);
        assertThat(s).as(name).isNotEqualTo(JobStates.UNKNOWN);
        assertThat(JobStates.name(s)).isEqualTo(name);
        assertThat(JobStates.pending(s)).as(name).isEqualTo(group == pending);
        assertThat(JobStates.unfinished(s)).as(name).isEqualTo(group == unfinished);
      }
    }
  }

  @Test
  void theFirstWordLessATrailingPlusIsTheState() {
    assertThat(JobStates.name(of("CANCELLED by 1000"))).isEqualTo("CANCELLED");
    assertThat(JobStates.name(of("RUNNING+"))).isEqualTo("RUNNING");
    assertThat(JobStates.name(of("CANCELLED+ by 0"))).isEqualTo("CANCELLED");
    for (String bad : List.of("", "+", " COMPLETED", "completed", "COMPLETE", "COMPLETEDX", "RUNNING++", "ÉTAT")) {
      assertThat(of(bad)).as(bad).isEqualTo(JobStates.UNKNOWN);
    }
  }
}
