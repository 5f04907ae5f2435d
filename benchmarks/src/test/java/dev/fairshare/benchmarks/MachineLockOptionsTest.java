package dev.fairshare.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The command line of {@link MachineLock}: owner, maximum hold, command, and what it refuses. */
class MachineLockOptionsTest {

  @Test
  void readsTheOwnerAndTheMaximumHoldInEachUnit() {
    MachineLockOptions options = MachineLockOptions.parse("--owner", "4242", "--max-hold", "90s");
    assertThat(options.owner()).hasValue(4242);
    assertThat(options.maxHold()).isEqualTo(Duration.ofSeconds(90));
    assertThat(options.command()).isEmpty();
    assertThat(MachineLockOptions.duration("500ms")).isEqualTo(Duration.ofMillis(500));
    assertThat(MachineLockOptions.duration("45m")).isEqualTo(Duration.ofMinutes(45));
    assertThat(MachineLockOptions.duration("2h")).isEqualTo(Duration.ofHours(2));
  }

  @Test
  void defaultsToTheParentAndAnHour() {
    MachineLockOptions options = MachineLockOptions.parse();
    assertThat(options.owner()).isEmpty();
    assertThat(options.maxHold()).isEqualTo(Duration.ofMinutes(60));
  }

  @Test
  void takesEverythingAfterTheDoubleDashAsTheCommand() {
    assertThat(MachineLockOptions.parse("--max-hold", "2h", "--", "java", "--owner", "1").command())
        .isEqualTo(List.of("java", "--owner", "1"));
  }

  @Test
  void refusesBadArguments() {
    assertThatThrownBy(() -> MachineLockOptions.parse("--owner", "x")).hasMessageContaining("process id");
    assertThatThrownBy(() -> MachineLockOptions.parse("--max-hold", "10")).hasMessageContaining("ms, s, m or h");
    assertThatThrownBy(() -> MachineLockOptions.parse("--max-hold")).hasMessageContaining("needs a value");
    assertThatThrownBy(() -> MachineLockOptions.parse("--")).hasMessageContaining("no command");
    assertThatThrownBy(() -> MachineLockOptions.parse("--owner", "1", "--", "x")).hasMessageContaining("exclude");
    assertThatThrownBy(() -> MachineLockOptions.parse("--hold")).hasMessageContaining("unknown argument");
  }
}
