package dev.fairshare.lsf;

import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithms.lsf.LsfFairshareFactory;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.explain.ExplainExtension;
import dev.fairshare.family.CommandServices;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.ledger.IdentityMatcher;
import dev.fairshare.ledger.ingest.UsageIngester;
import dev.fairshare.lsf.command.BhpartCommand;
import dev.fairshare.lsf.command.BqueuesCommand;
import dev.fairshare.lsf.convert.LsfConversion;
import dev.fairshare.lsf.explain.LsfExplainSections;
import dev.fairshare.lsf.ledger.LsbAcctIngester;
import dev.fairshare.lsf.ledger.LsbEventsIngester;
import dev.fairshare.lsf.ledger.LsfIdentityMatcher;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.DecayModel;
import dev.fairshare.usage.UsageUnit;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * IBM Spectrum LSF: the {@code lsb.users}, {@code lsb.queues}, {@code lsb.params}, {@code lsb.hosts},
 * {@code bqueues -r}, {@code lsf.shared} and {@code lsf.cluster.<name>} formats, {@code lsf.fairshare} (in the
 * {@code algorithms} module), the {@code HIST_HOURS} decay, its part in {@code convert}, and the native commands
 * {@code bqueues} and {@code bhpart}.
 */
public final class LsfFamily implements SchedulerFamily {

  @Override
  public String name() {
    return "lsf";
  }

  @Override
  public String description() {
    return "IBM Spectrum LSF: lsb.users, lsb.queues, lsb.params, lsb.hosts, bqueues -r";
  }

  @Override
  public List<ConfigFormat> formats() {
    return List.of(new LsbUsersFormat(), new LsbQueuesFormat(), new LsbParamsFormat(), new LsbHostsFormat(),
        new BqueuesOutputFormat(), new LsfSharedFormat(), new LsfClusterFormat());
  }

  @Override
  public List<AlgorithmFactory> algorithms() {
    return List.of(new LsfFairshareFactory());
  }

  @Override
  public List<DecayModel> decayModels() {
    return List.of(new LsfDecayModel());
  }

  @Override
  public Optional<FamilyConversion> conversion() {
    return Optional.of(new LsfConversion());
  }

  @Override
  public List<ExplainExtension> explainExtensions() {
    return List.of(new LsfExplainSections());
  }

  @Override
  public List<Object> commands(Supplier<CommandServices> services) {
    return List.of(new BqueuesCommand(services), new BhpartCommand(services));
  }

  /** A queue scope's tree matches the identities of its queues by share-account path. */
  @Override
  public Optional<IdentityMatcher> identityMatcher(ShareTree tree, String clusters) {
    return Optional.ofNullable(LsfIdentityMatcher.of(tree));
  }

  /**
   * The keys of {@code bqueues}, {@code bhpart} and the ingesters: {@code fairshare.usage.lsf.tick} a duration
   * {@code >= 0}, {@code tick-period} {@code mbatchd} or a duration of at least the tick, {@code cpu-normalization}
   * {@code auto}, {@code on} or {@code off} ({@link LsfConfigKeys}).
   */
  @Override
  public void checkConfig(Config config) {
    LsfConfigKeys.check(config);
  }

  /** LSF's usage: CPU seconds ({@code ru_utime + ru_stime}, bqueues' CPU_TIME), normalized or raw as ingested. */
  @Override
  public UsageUnit usageUnit(Config config) {
    return new UsageUnit("s", "LSF's CPU seconds");
  }

  @Override
  public List<UsageIngester> usageIngesters() {
    return List.of(new LsbAcctIngester(), new LsbEventsIngester());
  }
}
