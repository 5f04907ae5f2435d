package dev.fairshare.slurm;

import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithms.slurm.SlurmClassicFactory;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousFactory;
import dev.fairshare.algorithms.slurm.SlurmFairTreeFactory;
import dev.fairshare.algorithms.slurm.SlurmTicketFactory;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.ledger.ingest.UsageIngester;
import dev.fairshare.slurm.conf.SlurmConfFormat;
import dev.fairshare.slurm.convert.SlurmConversion;
import dev.fairshare.slurm.dump.SacctmgrDumpFormat;
import dev.fairshare.slurm.sacct.SacctIngester;
import dev.fairshare.slurm.sshare.SshareFormat;
import dev.fairshare.usage.DecayModel;
import java.util.List;
import java.util.Optional;

/**
 * Slurm (SchedMD): the {@code sacctmgr dump}, {@code sshare} and {@code slurm.conf} formats, the four
 * fair-share algorithms of {@code priority/multifactor} (in the {@code algorithms} module), Slurm's decay,
 * its part in {@code convert}, and the {@code sacct} ingester of the usage ledger.
 */
public final class SlurmFamily implements SchedulerFamily {

  @Override
  public String name() {
    return "slurm";
  }

  @Override
  public String description() {
    return "Slurm (priority/multifactor): sacctmgr dump, sshare, slurm.conf";
  }

  @Override
  public List<ConfigFormat> formats() {
    return List.of(new SacctmgrDumpFormat(), new SshareFormat(), new SlurmConfFormat());
  }

  @Override
  public List<AlgorithmFactory> algorithms() {
    return List.of(new SlurmClassicFactory(), new SlurmFairTreeFactory(), new SlurmDepthObliviousFactory(),
        new SlurmTicketFactory());
  }

  @Override
  public List<DecayModel> decayModels() {
    return List.of(new SlurmDecayModel());
  }

  @Override
  public Optional<FamilyConversion> conversion() {
    return Optional.of(new SlurmConversion());
  }

  @Override
  public List<UsageIngester> usageIngesters() {
    return List.of(new SacctIngester());
  }
}
