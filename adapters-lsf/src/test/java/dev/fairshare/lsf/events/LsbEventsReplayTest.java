package dev.fairshare.lsf.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.lsf.acct.JobFinish;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Replaying lsb.events records in the open LSF-compatible scheduler's grammar ({@code lsb.log.c}); the
 * record lines are shaped as the ones it wrote in the capture under {@code src/test/resources/lsf/volclava}.
 */
class LsbEventsReplayTest {
  private static final String NEW_17 = "\"JOB_NEW\" \"22\" 1000 17 1006 33554450 1 1000 0 0 -65535 0 0 \"erin\" -1 -1"
      + " -1 -1 -1 -1 -1 -1 -1 -1 -1 \"\" 100.00 18 \"flat\" \"\" \"vm\" \"/tmp\" \"\" \"\" \"/dev/null\" \"\""
      + " \"/home/erin\" \"1000.17\" 0 \"\" \"\" \"\" \"sleep 1500\" 0 \"\" \"default\" 1 \"linux\" \"\" 7184 0 \"\""
      + " \"\" \"\" -1 \"\" \"\"\n";
  private static final String NEW_18 = NEW_17.replace(" 17 1006 ", " 18 1006 ").replace("\"erin\"", "\"gina\"")
      .replace("\"flat\"", "\"oth\"");
  private static final String EVENTS = "#80\n"
      + "\"MBD_START\" \"22\" 900 \"vm\" \"volclava\" 0 5\n"
      + NEW_17 + NEW_18
      + "\"JOB_START\" \"22\" 1100 17 4 0 0 100.0 1 \"vm\" \"\" \"\" 0 0 \"select[type == local]\"\n"
      + "\"JOB_START\" \"22\" 1100 18 4 0 0 100.0 3 \"vm\" \"vm\" \"vm\" \"\" \"\" 0 0 \"select[type == local]\"\n"
      + "\"JOB_EXECUTE\" \"22\" 1100 17 1006 23948 \"/tmp\" \"/home/erin\" \"erin\" 23948 0\n"
      + "\"JOB_STATUS\" \"22\" 1300 17 16 65538 0 0.0000 0 0 0 0 0 0\n"
      + "\"JOB_STATUS\" \"22\" 1600 17 8 65537 0 0.0000 0 0 0 0 0 0\n"
      + "\"JOB_STATUS\" \"22\" 1600 17 4 65537 0 0.0000 0 0 0 0 0 0\n"
      + "\"JOB_SWITCH\" \"22\" 1700 1006 18 \"flat\" 0 \"gina\"\n"
      + "\"JOB_MOVE\" \"22\" 1710 1006 17 1 0 0 \"erin\"\n"
      + "\"JOB_STATUS\" \"22\" 2000 18 32 0 0 2.1345 2000 1 2.111934 0.022523 6080 0 -1 0 0 935 0 0 8 64 -1 0 0 0"
      + " 21 1323 -1 31744 0 6080 6079\n"
      + "\"MBD_START\" \"22\" 2500 \"vm\" \"volclava\" 1 5\n";

  @Test
  void aRunningJobHasItsSlotsHostsAndRunSecondsWithoutTheSuspendedTime() {
    LsbEventsReplay r = LsbEventsReplay.replay("lsb.events", EVENTS, 1900);
    List<JobFinish> running = r.running();
    assertThat(running).extracting(JobFinish::jobId).containsExactly(17L, 18L);
    JobFinish erin = running.get(0);
    assertThat(erin.userName()).isEqualTo("erin");
    assertThat(erin.queue()).isEqualTo("flat");
    assertThat(erin.startTime()).isEqualTo(1100);
    assertThat(erin.slots()).isEqualTo(1);
    // ran 1100..1300, suspended until 1600, ran again to 1900: 200 + 300
    assertThat(erin.runTime()).isEqualTo(500);
    assertThat(erin.stillRunning()).isTrue();
    assertThat(Double.isNaN(erin.cpuSeconds())).isTrue();
    assertThat(running.get(1).slots()).isEqualTo(3);
    assertThat(running.get(1).execHosts()).containsExactly("vm", "vm", "vm");
  }

  @Test
  void aSwitchMovesTheJobToItsNewQueue() {
    assertThat(LsbEventsReplay.replay("e", EVENTS, 1650).running().get(1).queue()).isEqualTo("oth");
    assertThat(LsbEventsReplay.replay("e", EVENTS, 1700).running().get(1).queue()).isEqualTo("flat");
  }

  @Test
  void aFinishedJobHasItsEndAndItsCpuTime() {
    LsbEventsReplay r = LsbEventsReplay.replay("e", EVENTS, 2100);
    assertThat(r.running()).extracting(JobFinish::jobId).containsExactly(17L);
    JobFinish gina = r.finished().get(0);
    assertThat(gina.jobId()).isEqualTo(18);
    assertThat(gina.eventTime()).isEqualTo(2000);
    assertThat(gina.cpuSeconds()).isEqualTo(2.1345);
    assertThat(gina.runSeconds()).isEqualTo(900);
  }

  @Test
  void recordsAfterTheInstantAreIgnoredAndTheLastStartBeforeItIsKept() {
    assertThat(LsbEventsReplay.replay("e", EVENTS, 1050).running()).isEmpty();
    assertThat(LsbEventsReplay.replay("e", EVENTS, 2499).lastMbdStart()).isEqualTo(900);
    assertThat(LsbEventsReplay.replay("e", EVENTS, 2500).lastMbdStart()).isEqualTo(2500);
    assertThat(LsbEventsReplay.replay("e", EVENTS, 800).lastMbdStart()).isEqualTo(-1);
  }

  @Test
  void submissionsGiveEveryUserWithAJobInTheQueueItIsInNow() {
    assertThat(LsbEventsReplay.replay("e", EVENTS, 1800).submissions()).containsExactly(
        new LsbEventsReplay.Submission("erin", "flat"), new LsbEventsReplay.Submission("gina", "flat"));
  }

  @Test
  void aTruncatedLastRecordIsSkippedWithAWarning() {
    String cut = EVENTS + "\"JOB_START\" \"22\" 2600 17 4 0 0 100.0 2 \"vm\" \"v";
    LsbEventsReplay r = LsbEventsReplay.replay("lsb.events", cut, 3000);
    assertThat(r.warnings()).hasSize(1);
    assertThat(r.warnings().get(0).render()).startsWith("lsb.events:15:45:").contains("[lsf.events.truncated-record]");
    assertThat(r.running()).extracting(JobFinish::slots).containsExactly(1);
  }

  @Test
  void aBadRecordElsewhereIsAnErrorAtItsLineAndColumn() {
    String bad = EVENTS.replace("\"JOB_START\" \"22\" 1100 18 4 0 0 100.0 3",
        "\"JOB_START\" \"22\" 1100 18 4 0 0 100.0 x");
    assertThatThrownBy(() -> LsbEventsReplay.replay("lsb.events", bad, 3000))
        .isInstanceOf(ConfigParseException.class)
        .hasMessageContaining("lsb.events:6:38: [lsf.events.bad-record] a whole number was expected");
  }
}
