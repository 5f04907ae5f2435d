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
 * every loss but the usage's (a setting) at a line of it (the decay's where the inputs set it), and the usage's
 * at the input the usage came from; the report's text lists each one.
 */
class ExampleConversionsListEveryLossTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Wiring WIRING = Wiring.defaults();
  private static final Converter CONVERTER = WIRING.injector().getInstance(Converter.class);
  private static final Set<String> SETTINGS = Set.of("usage");

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

  @Test
  void theDecaysApproximationIsReportedAtTheLineThatSetsIt() throws IOException {
    // an LSF or PBS site converted to flux had its decay loss at the first input (lsb.users, resource_group)
    // without a line, where a Slurm site's is at PriorityDecayHalfLife's line (docs/migration.md, "decay")
    List<String> seen = new ArrayList<>();
    for (Inputs example : exampleInputs()) {
      ConversionSource source = ConversionSource.read(WIRING.formats(), WIRING.families(), example.from(),
          example.usage());
      if (source.family().equals("flux")) {
        continue;
      }
      Loss decay = CONVERTER.convert(source, "flux").report().losses().stream()
          .filter(l -> l.construct().equals("decay")).findFirst().orElseThrow();
      String at = decay.location().source().substring(ROOT.toString().length() + 1) + ":" + decay.location().line();
      seen.add(source.family() + " " + at);
    }
    // lsb.params line 5 "HIST_HOURS = 24"; sched_config line 24 "fairshare_decay_time: 24:00:00"; slurm.conf
    // line 25 "PriorityDecayHalfLife=7-0"
    assertThat(seen).containsExactlyInAnyOrder("lsf examples/lsf/lsb.params:5",
        "pbs examples/pbs/sched_priv/sched_config:24", "slurm examples/slurm/slurm.conf:25");
  }

  @Test
  void aGroupsOwnDefaultIsReportedAtTheGroupsRowInLsbUsers() throws IOException {
    // materials' "([default, 1])" is on line 9 of lsb.users; the loss was at lsb.queues:6:50, the queue's
    // "[materials, 30]", as if the queue's pair held the default
    Inputs lsf = exampleInputs().stream().filter(i -> i.from().get(0).endsWith("lsb.users")).findFirst()
        .orElseThrow();
    ConversionSource source = ConversionSource.read(WIRING.formats(), WIRING.families(), lsf.from(), lsf.usage());
    List<String> defaults = CONVERTER.convert(source, "slurm").report().losses().stream()
        .filter(l -> l.construct().equals("lsf.default"))
        .map(l -> l.location().source().substring(ROOT.toString().length() + 1) + ":" + l.location().line() + " "
            + l.detail().substring(0, l.detail().indexOf(']') + 1)).toList();
    assertThat(defaults).containsExactlyInAnyOrder("examples/lsf/lsb.users:9 [default, 1]",
        "examples/lsf/lsb.queues:6 [default, 5]");
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
