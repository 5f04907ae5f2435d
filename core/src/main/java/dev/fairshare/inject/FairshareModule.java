package dev.fairshare.inject;

import com.google.inject.AbstractModule;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.config.FairshareConfig;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.tsv.FairshareTsvFormat;
import dev.fairshare.usage.DecayFunction;
import java.time.Clock;

/**
 * The base Guice module: binds the validated {@link Config}, the algorithm and format registries, the
 * default {@link DecayFunction} and the {@link Clock}, and registers the neutral {@code fairshare.tsv}
 * format. Algorithm and adapter modules are installed beside it.
 *
 * <pre>{@code
 * Injector injector = Guice.createInjector(new FairshareModule(FairshareConfig.load()),
 *     new AlgorithmsModule());
 * AlgorithmRegistry algorithms = injector.getInstance(AlgorithmRegistry.class);
 * }</pre>
 */
public final class FairshareModule extends AbstractModule {
  private final Config config;

  /** A module over a configuration; it is validated here. */
  public FairshareModule(Config config) {
    this.config = FairshareConfig.load(config);
  }

  @Override
  protected void configure() {
    bind(Config.class).toInstance(config);
    bind(Clock.class).toInstance(Clock.systemUTC());
    bind(AlgorithmRegistry.class).in(Singleton.class);
    bind(FormatRegistry.class).in(Singleton.class);
    FairshareBinders.algorithms(binder());
    FairshareBinders.formats(binder()).addBinding(FairshareTsvFormat.NAME).to(FairshareTsvFormat.class);
  }

  @Provides
  @Singleton
  DecayFunction decay(Config c) {
    return FairshareConfig.decay(c);
  }
}
