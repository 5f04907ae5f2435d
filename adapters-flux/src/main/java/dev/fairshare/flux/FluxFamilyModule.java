package dev.fairshare.flux;

import dev.fairshare.family.FamilyModule;

/**
 * Registers the flux-accounting family ({@link FluxFamily}); listed in
 * {@code META-INF/services/dev.fairshare.family.FamilyModule}.
 */
public final class FluxFamilyModule extends FamilyModule {

  /** The module. */
  public FluxFamilyModule() {
    super(new FluxFamily());
  }
}
