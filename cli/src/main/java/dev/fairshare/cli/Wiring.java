package dev.fairshare.cli;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Module;
import com.google.inject.util.Modules;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.SourceAlgorithm;
import dev.fairshare.family.CommandServices;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.inject.FairshareModule;
import dev.fairshare.usage.DecayModelRegistry;
import java.util.List;

/**
 * The command's injector: the core module and every scheduler family on the class path (found through
 * {@code META-INF/services}, so this class names none). Made once per command; the decay model that
 * {@code fairshare.usage.decay} names is checked here, so a bad one fails every command at start.
 */
public final class Wiring implements CommandServices {
  private final Injector injector;

  private Wiring(Config config) {
    this(config, null);
  }

  /** The wiring with some bindings of the core and family modules replaced ({@code null}: none). */
  private Wiring(Config config, Module overrides) {
    this.injector = Guice.createInjector(overrides == null ? FairshareModule.withFamilies(config)
        : List.of(Modules.override(FairshareModule.withFamilies(config)).with(overrides)));
    decayModels().read(config());
  }

  /** The wiring over the default configuration. */
  public static Wiring defaults() {
    return new Wiring(ConfigFactory.load());
  }

  /**
   * The wiring over the configuration of a command line ({@code --config}, {@code -D}; {@link ConfigOptions}):
   * its root's, made once per command line.
   */
  public static Wiring forCommand(picocli.CommandLine.Model.CommandSpec spec) {
    if (spec.root().userObject() instanceof FairshareCommand root) {
      return root.services();
    }
    return new Wiring(ConfigOptions.of(spec).config());
  }

  /** The wiring over a configuration. */
  public static Wiring of(Config config) {
    return new Wiring(config);
  }

  /**
   * The wiring over a configuration with some bindings replaced ({@code null}: none), for tests of a build
   * that lacks something (a format the target of a conversion writes with).
   */
  static Wiring of(Config config, Module overrides) {
    return new Wiring(config, overrides);
  }

  @Override
  public Config config() {
    return injector.getInstance(Config.class);
  }

  @Override
  public AlgorithmRegistry algorithms() {
    return injector.getInstance(AlgorithmRegistry.class);
  }

  @Override
  public FormatRegistry formats() {
    return injector.getInstance(FormatRegistry.class);
  }

  @Override
  public DecayModelRegistry decayModels() {
    return injector.getInstance(DecayModelRegistry.class);
  }

  @Override
  public FamilyRegistry families() {
    return injector.getInstance(FamilyRegistry.class);
  }

  /** The injector, for commands that need more. */
  public Injector injector() {
    return injector;
  }

  /**
   * The algorithm used when a command names none: the one the inputs' scheduler runs
   * ({@link SourceAlgorithm#running}), else (a neutral tree without settings) the configuration's
   * {@code fairshare.algorithm}.
   */
  public FairshareAlgorithm defaultAlgorithm(ConversionSource source) {
    return SourceAlgorithm.running(source, families(), algorithms())
        .orElseGet(() -> algorithms().create(config().getString("fairshare.algorithm")));
  }
}
