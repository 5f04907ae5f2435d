package dev.fairshare.slurm;

import com.google.inject.AbstractModule;
import com.google.inject.multibindings.MapBinder;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.inject.FairshareBinders;
import dev.fairshare.slurm.conf.SlurmConfFormat;
import dev.fairshare.slurm.dump.SacctmgrDumpFormat;
import dev.fairshare.slurm.sshare.SshareFormat;

/** Registers the Slurm formats under their names: {@code slurm.sacctmgr-dump}, {@code slurm.sshare}, {@code slurm.conf}. */
public final class SlurmAdapterModule extends AbstractModule {

  @Override
  protected void configure() {
    MapBinder<String, ConfigFormat> formats = FairshareBinders.formats(binder());
    formats.addBinding(SacctmgrDumpFormat.NAME).to(SacctmgrDumpFormat.class);
    formats.addBinding(SshareFormat.NAME).to(SshareFormat.class);
    formats.addBinding(SlurmConfFormat.NAME).to(SlurmConfFormat.class);
  }
}
