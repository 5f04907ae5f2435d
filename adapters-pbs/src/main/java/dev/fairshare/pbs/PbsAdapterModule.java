package dev.fairshare.pbs;

import com.google.inject.AbstractModule;
import com.google.inject.multibindings.MapBinder;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.inject.FairshareBinders;
import dev.fairshare.pbs.accounting.AccountingFormat;
import dev.fairshare.pbs.resourcegroup.ResourceGroupFormat;
import dev.fairshare.pbs.schedconfig.SchedConfigFormat;
import dev.fairshare.pbs.usage.UsageFormat;

/**
 * Registers the PBS formats under their names: {@code pbs.resource-group}, {@code pbs.usage},
 * {@code pbs.sched-config}, {@code pbs.accounting}.
 */
public final class PbsAdapterModule extends AbstractModule {

  @Override
  protected void configure() {
    MapBinder<String, ConfigFormat> formats = FairshareBinders.formats(binder());
    formats.addBinding(ResourceGroupFormat.NAME).to(ResourceGroupFormat.class);
    formats.addBinding(UsageFormat.NAME).to(UsageFormat.class);
    formats.addBinding(SchedConfigFormat.NAME).to(SchedConfigFormat.class);
    formats.addBinding(AccountingFormat.NAME).to(AccountingFormat.class);
  }
}
