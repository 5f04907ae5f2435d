package dev.fairshare.pbs;

import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithms.pbs.PbsFairshareFactory;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.pbs.accounting.AccountingFormat;
import dev.fairshare.pbs.convert.PbsConversion;
import dev.fairshare.pbs.resourcegroup.ResourceGroupFormat;
import dev.fairshare.pbs.schedconfig.SchedConfigFormat;
import dev.fairshare.pbs.usage.UsageFormat;
import dev.fairshare.usage.DecayModel;
import java.util.List;
import java.util.Optional;

/**
 * PBS Professional / OpenPBS: the {@code resource_group}, {@code usage}, {@code sched_config} and accounting
 * log formats, {@code pbs.fairshare} (in the {@code algorithms} module), PBS's step decay, and its part in
 * {@code convert}.
 */
public final class PbsFamily implements SchedulerFamily {

  @Override
  public String name() {
    return "pbs";
  }

  @Override
  public String description() {
    return "PBS Professional / OpenPBS: resource_group, usage, sched_config, accounting logs";
  }

  @Override
  public List<ConfigFormat> formats() {
    return List.of(new ResourceGroupFormat(), new UsageFormat(), new SchedConfigFormat(), new AccountingFormat());
  }

  @Override
  public List<AlgorithmFactory> algorithms() {
    return List.of(new PbsFairshareFactory());
  }

  @Override
  public List<DecayModel> decayModels() {
    return List.of(new PbsDecayModel());
  }

  @Override
  public Optional<FamilyConversion> conversion() {
    return Optional.of(new PbsConversion());
  }
}
