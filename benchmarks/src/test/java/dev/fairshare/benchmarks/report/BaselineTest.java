package dev.fairshare.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The baseline file: written sorted with six significant digits, read back the same. */
class BaselineTest {

  @Test
  void roundTrip(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("baseline.json");
    new Baseline(0.15, Map.of("b x=1", new Ratio(0.0123456789, 0.01, 0.02, 3), "a", Ratio.of(42)),
        "2026-11-21, load 1.2").write(file);
    Baseline back = Baseline.read(file);
    assertThat(back.tolerance()).isEqualTo(0.15);
    assertThat(back.measured()).isEqualTo("2026-11-21, load 1.2");
    assertThat(back.ratios()).containsOnlyKeys("a", "b x=1");
    assertThat(back.ratios().get("b x=1").value()).isEqualTo(0.0123457);
    assertThat(Files.readString(file).indexOf("\"a\"")).isLessThan(Files.readString(file).indexOf("b x=1"));
  }

  @Test
  void aMissingToleranceIsFifteenPercent(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("baseline.json");
    Files.writeString(file, "{\"ratios\": {\"a\": 2.5}}");
    Baseline b = Baseline.read(file);
    assertThat(b.tolerance()).isEqualTo(0.15);
    assertThat(b.ratios().get("a").value()).isEqualTo(2.5);
  }
}
