package dev.fairshare.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code benchmarks/gate --smoke}, which CI runs after {@code mvn -B verify} and which ends "smoke: every
 * benchmark ran", names every class of this module that holds a JMH benchmark (docs/performance.md,
 * "Commands"). {@code Pow} and {@code ExactArithmetic} were once left out of it.
 */
class SmokeRunsEveryBenchmarkTest {
  private static final Path SOURCES = Path.of("src/main/java/dev/fairshare/benchmarks");

  @Test
  void theSmokeRunNamesEveryBenchmarkClass() throws IOException {
    String gate = Files.readString(Path.of("gate"), StandardCharsets.UTF_8);
    int start = gate.indexOf("\n  --smoke)");
    assertThat(start).as("the gate's --smoke case").isPositive();
    String smoke = gate.substring(start, gate.indexOf(";;", start));
    List<String> benchmarks;
    try (Stream<Path> files = Files.list(SOURCES)) {
      benchmarks = files.filter(f -> f.toString().endsWith(".java")).filter(SmokeRunsEveryBenchmarkTest::holdsBenchmark)
          .map(f -> f.getFileName().toString().replace(".java", "")).sorted().toList();
    }
    assertThat(benchmarks).contains("Recompute", "Pow", "ExactArithmetic");
    assertThat(benchmarks).allSatisfy(name -> assertThat(
        Pattern.compile("(?<![A-Za-z])" + name + "(?![A-Za-z])").matcher(smoke).find())
        .as("--smoke names %s", name).isTrue());
  }

  private static boolean holdsBenchmark(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8).contains("@Benchmark\n");
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
