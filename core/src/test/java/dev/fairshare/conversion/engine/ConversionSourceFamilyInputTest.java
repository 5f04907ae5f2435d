package dev.fairshare.conversion.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.conversion.FamilyInput;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.Problem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How {@link ConversionSource} hands an input whose family reads it itself ({@code FamilyConversion.readsTree},
 * {@code readsUsage}) to the family: unread, as a {@link FamilyInput}, its warnings and settings at its place
 * among the inputs'; read with its format where the family holds nothing otherwise, and where the inputs are read
 * as given ({@code convert}); on bad input, every input's problems in order, each input read once.
 */
class ConversionSourceFamilyInputTest {
  @TempDir
  Path dir;

  private final ToyFamily toy = new ToyFamily();

  private String file(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text).toString();
  }

  private ConversionSource asScheduled(String... specs) {
    return asScheduledWith(null, specs);
  }

  private ConversionSource asScheduledWith(String usage, String... specs) {
    return ConversionSource.readAsScheduled(toy.formatRegistry(), toy.familyRegistry(), List.of(specs), usage);
  }

  @Test
  void aTreeItsFamilyReadsItselfIsHandedOverUnreadAndItsWarningsKeepTheirPlace() throws IOException {
    String tree = file("tree", "#toy.tree\namy\n?tree's\nbob\n");
    String settings = "toy.settings:" + file("settings", "#toy.settings\nx\n?settings'\n");
    for (List<String> specs : List.of(List.of(tree, settings), List.of(settings, tree))) {
      toy.handed.clear();
      ConversionSource s = asScheduled(specs.toArray(String[]::new));
      assertThat(toy.handed).containsExactly(new FamilyInput(tree, "toy.tree"));
      assertThat(toy.tree.reads).isZero();
      // the family's tree, with what its own reading warned of where the tree's input stands
      assertThat(s.tree().indexOf("scheduled/bob")).isPositive();
      assertThat(s.treeFormat()).isEqualTo("toy.tree");
      assertThat(s.family()).isEqualTo("toy");
      assertThat(s.settings().get(ToyFamily.ToySettings.class)).contains(new ToyFamily.ToySettings(List.of("x")));
      assertThat(s.warnings()).extracting(Problem::message)
          .containsExactlyElementsOf(specs.get(0).equals(tree) ? List.of("tree's", "settings'")
              : List.of("settings'", "tree's"));
    }
  }

  @Test
  void aUsageInputItsFamilyReadsItselfIsHandedOverUnreadWithItsWarningsAndSettingsLast() throws IOException {
    String tree = file("tree", "#toy.tree\namy\n?tree's\n");
    String settings = file("settings", "#toy.settings\nx\n?settings'\n");
    String usage = file("usage", "#toy.usage\ny\n?usage's\n");
    ConversionSource s = asScheduledWith(usage, tree, settings);
    assertThat(toy.handedUsage).containsExactly(new FamilyInput(usage, "toy.usage"));
    assertThat(toy.usage.reads).isZero();
    assertThat(s.warnings()).extracting(Problem::message).containsExactly("tree's", "settings'", "usage's");
    assertThat(s.settings().get(ToyFamily.ToyUsage.class)).contains(new ToyFamily.ToyUsage(List.of("y")));
    assertThat(s.settings().get(ToyFamily.ToySettings.class)).contains(new ToyFamily.ToySettings(List.of("x")));
    assertThat(s.usageInput()).isEqualTo(usage);
  }

  @Test
  void aUsageInputIsReadWithItsFormatWhereTheFamilyDoesNotReadTheTreeItselfOrHoldsNothing() throws IOException {
    String tree = file("tree", "#toy.tree\namy\n");
    String usage = file("usage", "#toy.usage\ny\n?usage's\n");
    ConversionSource read = ConversionSource.read(toy.formatRegistry(), toy.familyRegistry(), List.of(tree), usage);
    assertThat(toy.usage.reads).isOne();
    assertThat(read.settings().get(ToyFamily.ToyUsage.class)).contains(new ToyFamily.ToyUsage(List.of("y")));
    toy.scheduled = false;
    ConversionSource s = asScheduledWith(usage, tree);
    assertThat(toy.handedUsage).containsExactly(new FamilyInput(usage, "toy.usage"));
    assertThat(toy.usage.reads).isEqualTo(2);
    // matched to the tree as the usage of a tree read as given is (a toy usage holds none)
    assertThat(s.warnings()).extracting(Problem::message).containsExactly("usage's", "the usage input holds no usage");
    assertThat(s.settings().get(ToyFamily.ToyUsage.class)).contains(new ToyFamily.ToyUsage(List.of("y")));
  }

  @Test
  void aFamilyThatHoldsNothingOtherwiseGetsItsInputReadWithItsFormatAfterAll() throws IOException {
    toy.scheduled = false;
    String tree = file("tree", "#toy.tree\namy\n?tree's\n");
    ConversionSource s = asScheduled("toy.tree:" + tree);
    assertThat(toy.handed).containsExactly(new FamilyInput("toy.tree:" + tree, "toy.tree"));
    assertThat(toy.tree.reads).isOne();
    assertThat(s.tree().indexOf("amy")).isPositive();
    assertThat(s.warnings()).extracting(Problem::message).containsExactly("tree's");
  }

  @Test
  void inputsReadAsGivenAreReadWithTheirFormatsAndNeverHandedOver() throws IOException {
    String tree = file("tree", "#toy.tree\namy\n");
    ConversionSource s = ConversionSource.read(toy.formatRegistry(), toy.familyRegistry(), List.of(tree), null);
    assertThat(toy.handed).isEmpty();
    assertThat(toy.tree.reads).isOne();
    assertThat(s.tree().indexOf("amy")).isPositive();
  }

  @Test
  void aFailingInputReportsEveryInputsProblemsInOrderAsTheirFormatsDoEachInputReadOnce() throws IOException {
    String tree = file("tree", "#toy.tree\n!tree's\n");
    String settings = file("settings", "#toy.settings\n!settings'\n");
    String good = file("good", "#toy.settings\nx\n");
    String usage = file("usage", "#toy.usage\n!usage's\n");
    assertThatThrownBy(() -> asScheduledWith(usage, tree, good, settings)).isInstanceOf(ConfigParseException.class)
        .satisfies(e -> assertThat(((ConfigParseException) e).problems()).extracting(Problem::message)
            .containsExactly("tree's", "settings'", "usage's"));
    assertThat(toy.handed).isEmpty();
    // each input read once: the two settings and the usage with their formats, the family's tree then, for its
    // format's problems
    assertThat(List.of(toy.tree.reads, toy.settings.reads, toy.usage.reads)).containsExactly(1, 2, 1);
  }

  @Test
  void aFamilysOwnReadingThatFailsReportsItsProblemsAfterTheInputsReadWithTheirFormats() throws IOException {
    String tree = file("tree", "#toy.tree\namy\n");
    String usage = file("usage", "#toy.usage\n!usage's\n");
    assertThatThrownBy(() -> asScheduledWith(usage, tree)).isInstanceOf(ConfigParseException.class)
        .satisfies(e -> assertThat(((ConfigParseException) e).problems()).extracting(Problem::message)
            .containsExactly("usage's"));
    assertThat(List.of(toy.tree.reads, toy.usage.reads)).containsExactly(0, 0);
  }
}
