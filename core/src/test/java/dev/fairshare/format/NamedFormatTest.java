package dev.fairshare.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A {@link NamedFormat} answers the name, description and writing it was made with, and keeps
 * {@link ConfigFormat}'s defaults for the rest; {@link TreeDocument#ofSettings} is a document of settings
 * alone.
 */
class NamedFormatTest {
  /** A format of settings alone: one record holding the text. */
  private record Text(String text) {}

  private static final class SettingsFormat extends NamedFormat {
    SettingsFormat(boolean writes) {
      super("test.settings", "settings alone, for a test", writes);
    }

    @Override
    public MatchStrength probe(String head) {
      return MatchStrength.NO_MATCH;
    }

    @Override
    public TreeDocument read(LineSource source) {
      return TreeDocument.ofSettings(Settings.of(new Text(source.text())), List.of(Problem.warning(
          SourceLocation.of(source.name()), "test.warning", "a warning", "")));
    }
  }

  @Test
  void theNameDescriptionAndWritingAreThoseItWasMadeWith() {
    SettingsFormat reading = new SettingsFormat(false);

    assertThat(reading.name()).isEqualTo("test.settings");
    assertThat(reading.description()).isEqualTo("settings alone, for a test");
    assertThat(reading.canRead()).isTrue();
    assertThat(reading.canWrite()).isFalse();
    assertThat(new SettingsFormat(true).canWrite()).isTrue();
    assertThatThrownBy(() -> reading.write(TreeDocument.nothing())).isInstanceOf(UnsupportedOperationException.class)
        .hasMessage("test.settings cannot be written");
  }

  @Test
  void aDocumentOfSettingsAloneHasNoTreeNorUsage() {
    TreeDocument document = new SettingsFormat(false).read(LineSource.of("in.txt", "a = 1\n"));

    assertThat(document.tree()).isNull();
    assertThat(document.usage()).isNull();
    assertThat(document.settings().get(Text.class)).contains(new Text("a = 1\n"));
    assertThat(document.warnings()).extracting(Problem::code).containsExactly("test.warning");
  }
}
