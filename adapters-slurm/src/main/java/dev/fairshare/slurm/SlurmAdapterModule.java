package dev.fairshare.slurm;

import com.google.inject.AbstractModule;
import com.google.inject.multibindings.MapBinder;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.inject.FairshareBinders;
import dev.fairshare.slurm.dump.SacctmgrDumpFormat;

/** Registers the Slurm formats under their names: {@code slurm.sacctmgr-dump}. */
public final class SlurmAdapterModule extends AbstractModule {

  @Override
  protected void configure() {
    MapBinder<String, ConfigFormat> formats = FairshareBinders.formats(binder());
    formats.addBinding(SacctmgrDumpFormat.NAME).to(SacctmgrDumpFormat.class);
  }
}
