package dev.fairshare.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.TreeDocument;
import org.junit.jupiter.api.Test;

/** Every generated parse input has the requested number of lines and reads cleanly with its format. */
class ParseInputsTest {

  @Test
  void everyRegisteredFormatWithAnInputReadsItsGeneratedInput() {
    FormatRegistry formats = Registries.load().formats();
    int checked = 0;
    for (String name : formats.names()) {
      if (!ParseInputs.has(name)) {
        continue;
      }
      String text = ParseInputs.generate(name, 2_000);
      LineSource source = LineSource.of("bench", text);
      assertThat(source.lines()).as(name).hasSize(2_000);
      TreeDocument doc = formats.get(name).read(source);
      assertThat(doc.tree().size()).as(name).isGreaterThan(1_000);
      checked++;
    }
    assertThat(checked).isPositive();
  }
}
