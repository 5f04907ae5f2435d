package dev.fairshare.algorithms.slurm;

import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithm.FairshareAlgorithm;

/** Makes {@link SlurmFairTreeAlgorithm}; Fair Tree has no settings (it ignores the dampening factor). */
public final class SlurmFairTreeFactory implements AlgorithmFactory {

  @Override
  public String name() {
    return SlurmFairTreeAlgorithm.NAME;
  }

  @Override
  public String description() {
    return "Slurm Fair Tree (the default since 19.05): users ranked by LevelFS down the tree, rank/N";
  }

  @Override
  public FairshareAlgorithm create(Config config) {
    return new SlurmFairTreeAlgorithm();
  }
}
