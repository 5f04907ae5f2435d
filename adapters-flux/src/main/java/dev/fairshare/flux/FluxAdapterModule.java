package dev.fairshare.flux;

import com.google.inject.AbstractModule;
import dev.fairshare.flux.weighted.FluxWeightedTreeFactory;
import dev.fairshare.inject.FairshareBinders;

/** Registers flux-accounting's format ({@code flux.db}) and algorithm ({@code flux.weighted-tree}). */
public final class FluxAdapterModule extends AbstractModule {

  @Override
  protected void configure() {
    FairshareBinders.formats(binder()).addBinding(FluxDbFormat.NAME).toInstance(new FluxDbFormat());
    FairshareBinders.algorithms(binder()).addBinding(FluxWeightedTreeFactory.NAME)
        .toInstance(new FluxWeightedTreeFactory());
  }
}
