package dev.fairshare.lsf.acct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.testkit.GoldenFiles;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** JOB_FINISH records in lsb.acct(5) field order (docs/algorithms/lsf.md §8.2), by version. */
class LsbAcctReaderTest {
  private static List<JobFinish> read(String name) {
    return LsbAcctReader.read(LineSource.read(Path.of("src/test/resources/lsf", name)));
  }

  @Test
  void version101RecordsGiveUserQueueTimesCpuSlotsRunLimitAndRunTime() {
    List<JobFinish> jobs = read("v10.lsb.acct");
    assertThat(jobs).hasSize(5);
    JobFinish bob = jobs.get(1);
    assertThat(bob.userName()).isEqualTo("bob");
    assertThat(bob.queue()).isEqualTo("short");
    assertThat(bob.startTime()).isEqualTo(1767222000L);
    assertThat(bob.eventTime()).isEqualTo(1767229200L);
    assertThat(bob.cpuSeconds()).isEqualTo(3600.0);
    assertThat(bob.execHosts()).containsExactly("hostB");
    assertThat(bob.chargedSaap()).isEqualTo("/physics/bob");
    assertThat(bob.runLimit()).isEqualTo(7200);
    assertThat(bob.runTime()).isEqualTo(7200);
    assertThat(bob.slots()).isEqualTo(4);
  }

  @Test
  void olderRecordsWithoutTheTailAreAcceptedAndOtherEventsSkipped() {
    List<JobFinish> jobs = read("v7.lsb.acct");
    assertThat(jobs).hasSize(1);
    JobFinish j = jobs.get(0);
    assertThat(j.version()).isEqualTo("7.06");
    assertThat(j.cpuSeconds()).isEqualTo(40.637822 + 20.258920);
    assertThat(j.hostFactor()).isEqualTo(10.0);
    assertThat(j.chargedSaap()).isEqualTo("/ivan");
    assertThat(j.runTime()).as("absent: eventTime - startTime is used").isEqualTo(-1);
    assertThat(j.runSeconds()).isEqualTo(60);
    assertThat(j.slots()).isEqualTo(2);
  }

  @Test
  void badRecordsAreAllReportedWithLineAndColumn() {
    assertThatThrownBy(() -> read("bad.lsb.acct")).isInstanceOfSatisfying(ConfigParseException.class,
        e -> GoldenFiles.assertMatches(e.getMessage() + "\n", Path.of("src/test/resources/golden/bad.lsb.acct.txt")));
  }
}
