package dev.fairshare.slurm.conf;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SlurmTimeTest {

  @Test
  void hoursTooLongForAnIntAreWhatSscanfStoresNotAFailure() {
    // found by FormatContract's fuzzing: Long.parseLong threw; glibc's %d saturates at LONG_MAX (strtol) and
    // stores its int, -1, so 14 days and -1 hours
    assertThat(SlurmTime.seconds("14-99999999999999999990")).isEqualTo(14 * 86400 - 3600);
  }

  @Test
  void formsFollowTimeStr2secs() {
    assertThat(SlurmTime.seconds("5")).isEqualTo(300);
    assertThat(SlurmTime.seconds("5:30")).isEqualTo(330);
    assertThat(SlurmTime.seconds("1:00:00")).isEqualTo(3600);
    assertThat(SlurmTime.seconds("2-3")).isEqualTo(2 * 86400 + 3 * 3600);
    assertThat(SlurmTime.seconds("2-3:04")).isEqualTo(2 * 86400 + 3 * 3600 + 240);
    assertThat(SlurmTime.seconds("2-3:04:05")).isEqualTo(2 * 86400 + 3 * 3600 + 245);
    assertThat(SlurmTime.seconds("unlimited")).isEqualTo(SlurmTime.INFINITE);
    assertThat(SlurmTime.seconds("-1")).isEqualTo(SlurmTime.INFINITE);
  }

  @Test
  void malformedTimesAreNoVal() {
    assertThat(SlurmTime.seconds("7days")).isEqualTo(SlurmTime.NO_VAL);
    assertThat(SlurmTime.seconds("1:2:3:4")).isEqualTo(SlurmTime.NO_VAL);
    assertThat(SlurmTime.seconds("1-2-3")).isEqualTo(SlurmTime.NO_VAL);
    assertThat(SlurmTime.seconds("1:2-3")).isEqualTo(SlurmTime.NO_VAL);
    assertThat(SlurmTime.seconds("")).isEqualTo(SlurmTime.NO_VAL);
  }

  @Test
  void minutesRoundUp() {
    assertThat(SlurmTime.minutes("0:01")).isEqualTo(1);
    assertThat(SlurmTime.minutes("1:30")).isEqualTo(2);
    assertThat(SlurmTime.minutes("0")).isEqualTo(0);
  }
}
