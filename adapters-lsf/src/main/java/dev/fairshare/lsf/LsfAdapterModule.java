package dev.fairshare.lsf;

import com.google.inject.AbstractModule;
import com.google.inject.multibindings.MapBinder;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.inject.FairshareBinders;

/** Registers the LSF formats under their names. */
public final class LsfAdapterModule extends AbstractModule {

  @Override
  protected void configure() {
    MapBinder<String, ConfigFormat> formats = FairshareBinders.formats(binder());
    formats.addBinding(LsbUsersFormat.NAME).toInstance(new LsbUsersFormat());
    formats.addBinding(LsbQueuesFormat.NAME).toInstance(new LsbQueuesFormat());
    formats.addBinding(LsbParamsFormat.NAME).toInstance(new LsbParamsFormat());
    formats.addBinding(LsbHostsFormat.NAME).toInstance(new LsbHostsFormat());
    formats.addBinding(BqueuesOutputFormat.NAME).toInstance(new BqueuesOutputFormat());
    formats.addBinding(LsfSharedFormat.NAME).toInstance(new LsfSharedFormat());
    formats.addBinding(LsfClusterFormat.NAME).toInstance(new LsfClusterFormat());
  }
}
