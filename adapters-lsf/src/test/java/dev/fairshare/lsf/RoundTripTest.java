package dev.fairshare.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import org.junit.jupiter.api.Test;

/** lsb.queues, lsb.params and lsb.hosts written back unchanged, and changed only where the document changed. */
class RoundTripTest {
  static final String QUEUES = """
      # queues
      Begin Queue
      QUEUE_NAME   = normal      # the default queue
      PRIORITY     = 30
      FAIRSHARE    = USER_SHARES[[groupA, 70] \\
                                 [groupB, 15] [default, 1]]
      RUN_JOB_FACTOR = 2.0
      End Queue

      Begin Queue
      QUEUE_NAME = fcfs
      PRIORITY   = 10
      End Queue
      """;
  static final String PARAMS = """
      Begin Parameters
      DEFAULT_QUEUE = normal   # kept
      HIST_HOURS    = 5
      End Parameters
      """;
  static final String HOSTS = """
      Begin Host
      HOST_NAME MXJ
      default   !
      End Host

      Begin HostPartition
      HPART_NAME  = GlobalPartition
      HOSTS       = all
      USER_SHARES = [groupA@, 3] [groupB, 7] [default, 1]
      End HostPartition
      """;

  private static String roundTrip(ConfigFormat format, String text) {
    return format.write(format.read(LineSource.of("f", text)));
  }

  @Test
  void unchangedFilesAreWrittenByteForByte() {
    assertThat(roundTrip(new LsbQueuesFormat(), QUEUES)).isEqualTo(QUEUES);
    assertThat(roundTrip(new LsbParamsFormat(), PARAMS)).isEqualTo(PARAMS);
    assertThat(roundTrip(new LsbHostsFormat(), HOSTS)).isEqualTo(HOSTS);
  }

  @Test
  void windowsLineEndingsSurviveAnEdit() {
    LsbParamsFormat f = new LsbParamsFormat();
    String crlf = PARAMS.replace("\n", "\r\n");
    assertThat(roundTrip(f, crlf)).isEqualTo(crlf);
    LsbParamsSettings settings = f.read(LineSource.of("f", crlf)).settings().get(LsbParamsSettings.class)
        .orElseThrow().with("HIST_HOURS", "7");
    assertThat(f.write(new TreeDocument(null, null, Settings.of(settings), null)))
        .isEqualTo(crlf.replace("HIST_HOURS    = 5", "HIST_HOURS = 7"));
  }

  @Test
  void aChangedParameterRewritesItsLineOnly() {
    LsbParamsFormat f = new LsbParamsFormat();
    TreeDocument doc = f.read(LineSource.of("f", PARAMS));
    LsbParamsSettings settings = doc.settings().get(LsbParamsSettings.class).orElseThrow()
        .with("HIST_HOURS", "10").with("RUN_TIME_DECAY", "Y");
    String out = f.write(new TreeDocument(null, null, Settings.of(settings), null));
    assertThat(out).isEqualTo(PARAMS.replace("HIST_HOURS    = 5", "HIST_HOURS = 10")
        .replace("End Parameters", "RUN_TIME_DECAY = Y\nEnd Parameters"));
  }

  @Test
  void changedQueueSharesRewriteTheFairshareLineAndKeepTheRest() {
    LsbQueuesFormat f = new LsbQueuesFormat();
    TreeDocument doc = f.read(LineSource.of("f", QUEUES));
    TreeDocument edited = f.read(LineSource.of("f", QUEUES.replace("[groupB, 15]", "[groupB, 20]")));
    String out = f.write(new TreeDocument(edited.tree(), null, doc.settings(), null));
    assertThat(out).isEqualTo(QUEUES.replace("""
        FAIRSHARE    = USER_SHARES[[groupA, 70] \\
                                   [groupB, 15] [default, 1]]
        """, "FAIRSHARE = USER_SHARES[[groupA, 70] [groupB, 20] [default, 1]]\n"));
  }

  @Test
  void queueTreeHoldsEachFairShareQueuesPairsAndSettingsEveryParameter() {
    TreeDocument doc = new LsbQueuesFormat().read(LineSource.of("f", QUEUES));
    assertThat(doc.tree().shares(doc.tree().indexOf("normal/groupA"))).isEqualTo(70);
    assertThat(doc.tree().indexOf("fcfs")).isEqualTo(-1);
    LsbQueuesSettings settings = doc.settings().get(LsbQueuesSettings.class).orElseThrow();
    assertThat(settings.parameters("normal")).containsEntry("RUN_JOB_FACTOR", "2.0");
    assertThat(settings.parameters("fcfs")).containsEntry("PRIORITY", "10");
  }
}
