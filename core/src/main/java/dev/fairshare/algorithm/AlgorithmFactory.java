package dev.fairshare.algorithm;

import com.typesafe.config.Config;

/**
 * Makes a {@link FairshareAlgorithm} from configuration; registered by name in a Guice map binding
 * ({@code FairshareBinders.algorithms(binder()).addBinding(name)}).
 */
public interface AlgorithmFactory {

  /** The algorithm's name, such as {@code slurm.fair-tree}. */
  String name();

  /** One line that says what the algorithm is, for {@code fairshare algorithms}. */
  String description();

  /** Makes the algorithm with its settings read from a validated configuration. */
  FairshareAlgorithm create(Config config);
}
