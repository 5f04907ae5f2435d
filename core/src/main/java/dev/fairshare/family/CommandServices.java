package dev.fairshare.family;

import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.usage.DecayModelRegistry;

/**
 * What a native command uses when it runs: the validated configuration of its command line and the
 * registries over it. The command ({@code fairshare}) makes it once the command line is parsed.
 */
public interface CommandServices {

  /** The validated configuration (the defaults, the application's, the command line's). */
  Config config();

  /** The algorithms. */
  AlgorithmRegistry algorithms();

  /** The formats. */
  FormatRegistry formats();

  /** The decay models. */
  DecayModelRegistry decayModels();

  /** The families. */
  FamilyRegistry families();
}
