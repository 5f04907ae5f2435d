package dev.fairshare.pbs;

import dev.fairshare.family.FamilyModule;

/**
 * Registers the PBS family ({@link PbsFamily}); listed in
 * {@code META-INF/services/dev.fairshare.family.FamilyModule}.
 */
public final class PbsFamilyModule extends FamilyModule {

  /** The module. */
  public PbsFamilyModule() {
    super(new PbsFamily());
  }
}
