package dev.fairshare.lsf;

import dev.fairshare.family.FamilyModule;

/**
 * Registers the LSF family ({@link LsfFamily}); listed in
 * {@code META-INF/services/dev.fairshare.family.FamilyModule}.
 */
public final class LsfFamilyModule extends FamilyModule {

  /** The module. */
  public LsfFamilyModule() {
    super(new LsfFamily());
  }
}
