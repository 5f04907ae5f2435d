package dev.fairshare.pbs;

import com.google.inject.AbstractModule;
import com.google.inject.multibindings.MapBinder;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.inject.FairshareBinders;

/** Registers the PBS formats under their names. */
public final class PbsAdapterModule extends AbstractModule {

  @Override
  protected void configure() {
    MapBinder<String, ConfigFormat> formats = FairshareBinders.formats(binder());
  }
}
