package dev.fairshare.algorithms;

import com.google.inject.AbstractModule;
import com.google.inject.multibindings.MapBinder;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithms.lsf.LsfFairshareFactory;
import dev.fairshare.algorithms.pbs.PbsFairshareFactory;
import dev.fairshare.algorithms.slurm.SlurmClassicFactory;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousFactory;
import dev.fairshare.algorithms.slurm.SlurmFairTreeFactory;
import dev.fairshare.algorithms.slurm.SlurmTicketFactory;
import dev.fairshare.inject.FairshareBinders;

/**
 * Registers every algorithm of this module under its name, one method per scheduler family.
 */
public final class AlgorithmsModule extends AbstractModule {

  @Override
  protected void configure() {
    MapBinder<String, AlgorithmFactory> algorithms = FairshareBinders.algorithms(binder());
    bindSlurm(algorithms);
    bindPbs(algorithms);
    bindLsf(algorithms);
  }

  private static void bindSlurm(MapBinder<String, AlgorithmFactory> algorithms) {
    add(algorithms, new SlurmClassicFactory());
    add(algorithms, new SlurmFairTreeFactory());
    add(algorithms, new SlurmDepthObliviousFactory());
    add(algorithms, new SlurmTicketFactory());
  }

  private static void bindPbs(MapBinder<String, AlgorithmFactory> algorithms) {
    add(algorithms, new PbsFairshareFactory());
  }

  private static void bindLsf(MapBinder<String, AlgorithmFactory> algorithms) {
    add(algorithms, new LsfFairshareFactory());
  }

  private static void add(MapBinder<String, AlgorithmFactory> algorithms, AlgorithmFactory factory) {
    algorithms.addBinding(factory.name()).toInstance(factory);
  }
}
