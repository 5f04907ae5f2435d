package dev.fairshare.cli.conversion;

import com.typesafe.config.ConfigFactory;
import dev.fairshare.cli.Wiring;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.Converter;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.Settings;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.DecaySetting;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;

/**
 * The conversion of every registered family, as the command wires it, for tests that convert between two
 * families: families are named by their registered names only.
 */
final class Conversions {
  static final Wiring WIRING = Wiring.defaults();
  static final Converter CONVERTER = WIRING.injector().getInstance(Converter.class);

  private Conversions() {}

  /** A source of a family holding a tree, its usage and settings, read from {@code input}. */
  static ConversionSource source(ShareTree tree, UsageSnapshot usage, Settings settings, String family,
      String format, String input) {
    return new ConversionSource(tree, usage, settings, List.of(), family, format, List.of(input));
  }

  /** The conversion of a source to a family. */
  static Converter.Result convert(ConversionSource source, String target) {
    return CONVERTER.convert(source, target);
  }

  /** A family's conversion. */
  static FamilyConversion of(String family) {
    return CONVERTER.conversionOf(family);
  }

  /** The decay setting of a {@code fairshare.usage} block, such as {@code decay = slurm, half-life = 7 days}. */
  static DecaySetting decay(String usage) {
    return WIRING.decayModels().read(ConfigFactory.parseString("fairshare.usage { " + usage + " }")
        .withFallback(WIRING.config()));
  }

  /** The settings a registered format reads from a text. */
  static Settings settings(String format, String name, String text) {
    return WIRING.formats().get(format).read(LineSource.of(name, text)).settings();
  }
}
