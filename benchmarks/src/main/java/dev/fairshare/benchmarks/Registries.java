package dev.fairshare.benchmarks;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.typesafe.config.ConfigFactory;
import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.inject.FairshareModule;

/**
 * The algorithm and format registries as the command builds them (every family on the class path), so that
 * the benchmarks measure whatever is registered without naming it in code.
 */
public final class Registries {
  private final Injector injector;

  private Registries() {
    injector = Guice.createInjector(FairshareModule.withFamilies(ConfigFactory.load()));
  }

  /** A fresh injector over the default configuration. */
  public static Registries load() {
    return new Registries();
  }

  /** The validated configuration the registries use. */
  public com.typesafe.config.Config config() {
    return injector.getInstance(com.typesafe.config.Config.class);
  }

  /** Every registered algorithm. */
  public AlgorithmRegistry algorithms() {
    return injector.getInstance(AlgorithmRegistry.class);
  }

  /** Every registered format. */
  public FormatRegistry formats() {
    return injector.getInstance(FormatRegistry.class);
  }

  /**
   * The registered algorithm {@code name} under the default configuration; a name not registered fails
   * with {@link #notRegistered}'s message.
   */
  public static FairshareAlgorithm algorithm(String name) {
    AlgorithmRegistry registry = load().algorithms();
    if (!registry.names().contains(name)) {
      throw notRegistered("algorithm", name, registry.names());
    }
    return registry.create(name);
  }

  /**
   * An exception for a benchmark parameter that names something not registered (yet): the message says
   * how to run only what exists.
   */
  public static IllegalStateException notRegistered(String kind, String name, java.util.List<String> known) {
    return new IllegalStateException(kind + " '" + name + "' is not registered in this build (registered: "
        + String.join(", ", known) + "); run through benchmarks/gate, which passes only registered names, "
        + "or pass -p with registered names");
  }
}
