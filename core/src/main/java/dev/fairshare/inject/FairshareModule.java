package dev.fairshare.inject;

import com.google.inject.AbstractModule;
import com.google.inject.Module;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.config.FairshareConfig;
import dev.fairshare.family.FamilyModules;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.tsv.FairshareTsvFormat;
import dev.fairshare.usage.CoreDecayModels;
import dev.fairshare.usage.DecayFunction;
import dev.fairshare.usage.DecayModel;
import dev.fairshare.usage.DecayModelRegistry;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * The base Guice module: binds the validated {@link Config}, the registries (families, algorithms, formats,
 * decay models), the {@link DecayFunction} that {@code fairshare.usage} selects and the {@link Clock}, and
 * registers the neutral {@code fairshare.tsv} format and the decay models of no family ({@code exponential},
 * {@code none}). Scheduler families are installed beside it ({@code FamilyModule}), or found on the class
 * path by {@link #withFamilies}.
 *
 * <pre>{@code
 * Injector injector = Guice.createInjector(FairshareModule.withFamilies(FairshareConfig.load()));
 * AlgorithmRegistry algorithms = injector.getInstance(AlgorithmRegistry.class);
 * }</pre>
 */
public final class FairshareModule extends AbstractModule {
  private final Config config;

  /** A module over a configuration; it is validated here. */
  public FairshareModule(Config config) {
    this.config = FairshareConfig.load(config);
  }

  /** This module over a configuration and every family module on the class path (docs/integrators.md). */
  public static List<Module> withFamilies(Config config) {
    List<Module> modules = new ArrayList<>();
    modules.add(new FairshareModule(config));
    modules.addAll(FamilyModules.discover());
    return modules;
  }

  @Override
  protected void configure() {
    bind(Config.class).toInstance(config);
    bind(Clock.class).toInstance(Clock.systemUTC());
    bind(AlgorithmRegistry.class).in(Singleton.class);
    bind(FormatRegistry.class).in(Singleton.class);
    bind(FamilyRegistry.class).in(Singleton.class);
    bind(DecayModelRegistry.class).in(Singleton.class);
    FairshareBinders.algorithms(binder());
    FairshareBinders.families(binder());
    FairshareBinders.usageIngesters(binder());
    FairshareBinders.formats(binder()).addBinding(FairshareTsvFormat.NAME).to(FairshareTsvFormat.class);
    for (DecayModel model : CoreDecayModels.all()) {
      FairshareBinders.decayModels(binder()).addBinding(model.name()).toInstance(model);
    }
  }

  @Provides
  @Singleton
  DecayFunction decay(DecayModelRegistry models, Config c) {
    return models.read(c).function();
  }
}
