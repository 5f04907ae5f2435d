package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.Converter;
import dev.fairshare.format.FormatRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The example sites' configurations, as their READMEs' {@code convert} lines read them (with their
 * {@code --usage}), converted to every other registered family: every loss is reported at one of the inputs,
 * every loss of the tree (all but the decay and the usage, which are settings) at a line of it, and the usage's
 * at the input the usage came from; the report's text lists each one.
 */
class ExampleConversionsListEveryLossTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Wiring WIRING = Wiring.defaults();
  private static final Converter CONVERTER = WIRING.injector().getInstance(Converter.class);
  private static final Set<String> SETTINGS = Set.of("decay", "usage");

  @Test
  void everyExampleConvertedToEveryOtherFamilyListsEveryLossAtItsInput() throws IOException {
    int conversions = 0;
    int losses = 0;
    for (Inputs example : exampleInputs()) {
      List<String> from = example.from();
      ConversionSource source = ConversionSource.read(WIRING.formats(), WIRING.families(), from, example.usage());
      List<String> files = source.inputs().stream().map(s -> FormatRegistry.pathOf(s)).toList();
      for (String target : CONVERTER.targets()) {
        if (target.equals(source.family())) {
          continue;
        }
        Converter.Result result = CONVERTER.convert(source, target);
        String report = result.report().text();
        for (Loss l : result.report().losses()) {
          String at = source.family() + " -> " + target + ": " + l.render();
          assertThat(files).as("the input of %s", at).anyMatch(f -> l.location().source().startsWith(f));
          if (!SETTINGS.contains(l.construct())) {
            assertThat(l.location().line()).as("the line of %s", at).isPositive();
          }
          if (l.construct().equals("usage")) {
            assertThat(l.location().source()).as("the file of %s", at)
                .isEqualTo(FormatRegistry.pathOf(source.usageInput()));
          }
          assertThat(report).as("the report of %s -> %s", source.family(), target).contains(l.render());
          losses++;
        }
        conversions++;
      }
    }
    assertThat(conversions).as("conversions").isGreaterThanOrEqualTo(9);
    assertThat(losses).as("losses listed").isPositive();
  }

  /** The {@code --from} inputs of a README's {@code convert} line, and its {@code --usage} or {@code null}. */
  private record Inputs(List<String> from, String usage) {}

  /** The inputs of each README's {@code ./fairshare convert} line, paths made real. */
  private static List<Inputs> exampleInputs() throws IOException {
    List<Inputs> inputs = new ArrayList<>();
    try (var dirs = Files.list(ROOT.resolve("examples"))) {
      for (Path dir : dirs.sorted().toList()) {
        Path readme = dir.resolve("README.md");
        if (!Files.isRegularFile(readme)) {
          continue;
        }
        for (String line : Files.readAllLines(readme)) {
          if (!line.startsWith("./fairshare convert ")) {
            continue;
          }
          List<String> from = new ArrayList<>();
          String usage = null;
          String[] words = line.split(" +");
          for (int i = 0; i + 1 < words.length; i++) {
            if (words[i].equals("--from")) {
              from.add(words[i + 1].replace("examples/", ROOT + "/examples/"));
            } else if (words[i].equals("--usage")) {
              usage = words[i + 1].replace("examples/", ROOT + "/examples/");
            }
          }
          inputs.add(new Inputs(from, usage));
        }
      }
    }
    assertThat(inputs).as("the examples' convert lines").hasSizeGreaterThanOrEqualTo(4);
    return inputs;
  }
}
