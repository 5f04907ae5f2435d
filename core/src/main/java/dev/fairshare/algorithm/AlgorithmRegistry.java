package dev.fairshare.algorithm;

import com.typesafe.config.Config;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The algorithms known to an injector, by name; an unknown name is an {@link UnknownNameException} that
 * lists the valid ones.
 */
public final class AlgorithmRegistry {
  private final Map<String, AlgorithmFactory> factories;
  private final Config config;
  private final Parallelism parallelism;

  @Inject
  public AlgorithmRegistry(Map<String, AlgorithmFactory> factories, Config config) {
    this.factories = new TreeMap<>(factories);
    this.config = config;
    this.parallelism = Parallelism.from(config);
  }

  /** Every registered name, sorted. */
  public List<String> names() {
    return List.copyOf(factories.keySet());
  }

  /** The factory registered under a name. */
  public AlgorithmFactory factory(String name) {
    AlgorithmFactory factory = factories.get(name);
    if (factory == null) {
      throw new UnknownNameException("algorithm", name, factories.keySet());
    }
    return factory;
  }

  /**
   * The algorithm of that name, with settings from the injector's configuration, its recompute split among
   * {@code fairshare.recompute.threads} threads on big trees ({@link FairshareAlgorithm#parallel}).
   */
  public FairshareAlgorithm create(String name) {
    return factory(name).create(config).parallel(parallelism);
  }

  /** The algorithm of that name, with settings from the given configuration (layered over the defaults). */
  public FairshareAlgorithm create(String name, Config overrides) {
    Parallelism p = overrides.hasPath("fairshare.recompute")
        ? Parallelism.from(overrides.withFallback(config)) : parallelism;
    return factory(name).create(overrides.withFallback(config)).parallel(p);
  }

  /** The parallelism every algorithm made by {@link #create(String)} gets ({@code fairshare.recompute}). */
  public Parallelism parallelism() {
    return parallelism;
  }
}
