package dev.fairshare.cli;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.algorithms.AlgorithmsModule;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.inject.FairshareModule;
import dev.fairshare.lsf.LsfAdapterModule;
import dev.fairshare.pbs.PbsAdapterModule;
import dev.fairshare.slurm.SlurmAdapterModule;

/**
 * The command's injector: the core module, every algorithm and every adapter. Made once per command.
 */
public final class Wiring {
  private final Injector injector;

  private Wiring(Config config) {
    this.injector = Guice.createInjector(new FairshareModule(config), new AlgorithmsModule(),
        new SlurmAdapterModule(), new PbsAdapterModule(), new LsfAdapterModule());
  }

  /** The wiring over the default configuration. */
  public static Wiring defaults() {
    return new Wiring(ConfigFactory.load());
  }

  /** The wiring over the configuration of a command line ({@code --config}, {@code -D}; {@link ConfigOptions}). */
  public static Wiring forCommand(picocli.CommandLine.Model.CommandSpec spec) {
    return new Wiring(ConfigOptions.of(spec).config());
  }

  /** The wiring over a configuration. */
  public static Wiring of(Config config) {
    return new Wiring(config);
  }

  /** The algorithm registry. */
  public AlgorithmRegistry algorithms() {
    return injector.getInstance(AlgorithmRegistry.class);
  }

  /** The format registry. */
  public FormatRegistry formats() {
    return injector.getInstance(FormatRegistry.class);
  }

  /** The injector, for commands that need more. */
  public Injector injector() {
    return injector;
  }
}
