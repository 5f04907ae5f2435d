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
 * How {@link ConversionSource} hands an input whose family reads it itself ({@code FamilyConversion.readsTree})
 * to the family: unread, as a {@link FamilyInput}, its warnings at its place among the inputs'; read with its
 * format where the family holds nothing otherwise, and where the inputs are read as given ({@code convert}).
 */
class ConversionSourceFamilyInputTest {
  @TempDir
  Path dir;

  private final ToyFamily toy = new ToyFamily();

  private String file(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text).toString();
  }

  private ConversionSource asScheduled(String... specs) {
    return ConversionSource.readAsScheduled(toy.formatRegistry(), toy.familyRegistry(), List.of(specs), null);
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
  void aFailingInputReportsEveryInputsProblemsInOrderAsTheirFormatsDo() throws IOException {
    String tree = file("tree", "#toy.tree\n!tree's\n");
    String settings = file("settings", "#toy.settings\n!settings'\n");
    assertThatThrownBy(() -> asScheduled(tree, settings)).isInstanceOf(ConfigParseException.class)
        .satisfies(e -> assertThat(((ConfigParseException) e).problems()).extracting(Problem::message)
            .containsExactly("tree's", "settings'"));
    assertThat(toy.handed).isEmpty();
  }
}
