package dev.fairshare.flux;

import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.family.CommandServices;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.flux.command.FluxAccountCommand;
import dev.fairshare.flux.convert.FluxConversion;
import dev.fairshare.flux.ledger.FluxIdentityMatcher;
import dev.fairshare.flux.ledger.FluxJobsIngester;
import dev.fairshare.flux.usage.FluxDecayModel;
import dev.fairshare.flux.weighted.FluxWeightedTreeFactory;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.ledger.IdentityMatcher;
import dev.fairshare.ledger.ingest.UsageIngester;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.DecayModel;
import dev.fairshare.usage.UsageUnit;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * flux-accounting (Flux, LLNL): its database ({@code flux.db}), its fair share ({@code flux.weighted-tree}),
 * its usage bins ({@code flux} decay model), its part in {@code convert}, and {@code fairshare flux-account}
 * (update-usage, update-fshare, view-bank). See {@code adapters-flux/README.md}.
 */
public final class FluxFamily implements SchedulerFamily {

  @Override
  public String name() {
    return "flux";
  }

  @Override
  public String description() {
    return "flux-accounting (Flux): its SQLite database, weighted tree, usage bins and commands";
  }

  @Override
  public List<ConfigFormat> formats() {
    return List.of(new FluxDbFormat());
  }

  @Override
  public List<AlgorithmFactory> algorithms() {
    return List.of(new FluxWeightedTreeFactory());
  }

  @Override
  public List<DecayModel> decayModels() {
    return List.of(new FluxDecayModel());
  }

  @Override
  public Optional<FamilyConversion> conversion() {
    return Optional.of(new FluxConversion());
  }

  @Override
  public Optional<IdentityMatcher> identityMatcher(ShareTree tree, String clusters) {
    return FluxIdentityMatcher.recognizes(tree) ? Optional.of(new FluxIdentityMatcher(tree)) : Optional.empty();
  }

  /**
   * flux-accounting's usage: {@code job_usage}, seconds weighted by the job's nodes, cores and GPUs
   * ({@code fairshare.usage.flux.*-weight}, or the database's {@code config_table}).
   */
  @Override
  public UsageUnit usageUnit(Config config) {
    return new UsageUnit("weighted-s", "flux-accounting's job_usage: resource-weighted seconds");
  }

  @Override
  public List<UsageIngester> usageIngesters() {
    return List.of(new FluxJobsIngester());
  }

  @Override
  public List<Object> commands(Supplier<CommandServices> services) {
    return List.of(new FluxAccountCommand());
  }
}
