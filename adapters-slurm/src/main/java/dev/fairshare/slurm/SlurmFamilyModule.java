package dev.fairshare.slurm;

import dev.fairshare.family.FamilyModule;

/**
 * Registers the Slurm family ({@link SlurmFamily}); listed in
 * {@code META-INF/services/dev.fairshare.family.FamilyModule}.
 */
public final class SlurmFamilyModule extends FamilyModule {

  /** The module. */
  public SlurmFamilyModule() {
    super(new SlurmFamily());
  }
}
