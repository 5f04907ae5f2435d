package dev.fairshare.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The lines a benchmark report records about what its forks ran with. */
class RunEnvironmentTest {

  @Test
  void reportsTheJvmFlagsCollectorHeapPagesVectorsNumaAndCpu() {
    List<String> lines = RunEnvironment.lines();
    assertThat(lines).extracting(l -> l.substring(0, l.indexOf(':')))
        .containsExactly("jvm", "jvm flags", "gc", "heap", "pages", "vectors", "numa", "cpu");
    assertThat(lines.get(3)).matches("heap: max \\d+ MiB, initial \\d+ MiB, compressed oops (true|false)");
    assertThat(lines.get(7)).endsWith(Runtime.getRuntime().availableProcessors() + " cores available to the JVM");
  }
}
