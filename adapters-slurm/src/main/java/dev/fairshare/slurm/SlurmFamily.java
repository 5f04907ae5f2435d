package dev.fairshare.slurm;

import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithms.slurm.SlurmClassicFactory;
import dev.fairshare.algorithms.slurm.SlurmDepthObliviousFactory;
import dev.fairshare.algorithms.slurm.SlurmFairTreeFactory;
import dev.fairshare.algorithms.slurm.SlurmTicketFactory;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.explain.ExplainExtension;
import dev.fairshare.family.CommandServices;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.ledger.IdentityMatcher;
import dev.fairshare.ledger.ingest.UsageIngester;
import dev.fairshare.slurm.command.SshareCommand;
import dev.fairshare.slurm.conf.SlurmConfFormat;
import dev.fairshare.slurm.convert.SlurmConversion;
import dev.fairshare.slurm.dump.DumpAttributes;
import dev.fairshare.slurm.dump.SacctmgrDumpFormat;
import dev.fairshare.slurm.explain.SlurmExplainOptions;
import dev.fairshare.slurm.sacct.SacctIngester;
import dev.fairshare.slurm.sacct.SlurmIdentityMatcher;
import dev.fairshare.slurm.sshare.SshareFormat;
import dev.fairshare.slurm.state.AssocUsageIngester;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.DecayModel;
import dev.fairshare.usage.UsageUnit;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

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
  public List<Object> commands(Supplier<CommandServices> services) {
    return List.of(new SshareCommand(services));
  }

  @Override
  public List<ExplainExtension> explainExtensions() {
    return List.of(new SlurmExplainOptions());
  }

  /**
   * Slurm's usage: sshare's RawUsage, TRES-seconds weighted by the partition's TRESBillingWeights (the job's
   * billable TRES, CPU-seconds without weights), as {@code slurm.sacct} charges it.
   */
  @Override
  public UsageUnit usageUnit(Config config) {
    return new UsageUnit("TRES-s", "sshare's RawUsage: billing-weighted TRES-seconds");
  }

  @Override
  public List<UsageIngester> usageIngesters() {
    return List.of(new SacctIngester(), new AssocUsageIngester());
  }

  /** A dump's tree (its root names a cluster) matches Slurm identities of the chosen clusters. */
  @Override
  public Optional<IdentityMatcher> identityMatcher(ShareTree tree, String clusters) {
    if (tree.attribute(0, DumpAttributes.CLUSTER) == null) {
      return Optional.empty();
    }
    if (clusters == null) {
      return Optional.of(SlurmIdentityMatcher.ownCluster(tree));
    }
    Set<String> chosen = clusters.equals("all") ? Set.of() : new HashSet<>(Arrays.asList(clusters.split(",")));
    return Optional.of(new SlurmIdentityMatcher(tree, chosen));
  }
}
