package dev.fairshare.pbs;

import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithms.pbs.PbsFairshareFactory;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.family.CommandServices;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.ledger.IdentityMatcher;
import dev.fairshare.ledger.ingest.UsageIngester;
import dev.fairshare.pbs.accounting.AccountingFormat;
import dev.fairshare.pbs.command.PbsFormulaCommand;
import dev.fairshare.pbs.command.PbsfsCommand;
import dev.fairshare.pbs.convert.PbsConversion;
import dev.fairshare.pbs.formula.FormulaParser;
import dev.fairshare.pbs.ledger.PbsAccountingIngester;
import dev.fairshare.pbs.ledger.PbsIdentityMatcher;
import dev.fairshare.pbs.ledger.PbsUsageSeedIngester;
import dev.fairshare.pbs.resourcegroup.ResourceGroupFormat;
import dev.fairshare.pbs.schedconfig.SchedConfigFormat;
import dev.fairshare.pbs.usage.UsageFormat;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.DecayModel;
import dev.fairshare.usage.UsageUnit;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * PBS Professional / OpenPBS: the {@code resource_group}, {@code usage}, {@code sched_config} and accounting
 * log formats, {@code pbs.fairshare} (in the {@code algorithms} module), PBS's step decay, its part in
 * {@code convert}, and the native commands {@code pbsfs} and {@code pbs-formula}.
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

  @Override
  public List<Object> commands(Supplier<CommandServices> services) {
    return List.of(new PbsfsCommand(), new PbsFormulaCommand());
  }

  /** A tree read from {@code resource_group} matches PBS's entities by name ({@link PbsIdentityMatcher}). */
  @Override
  public Optional<IdentityMatcher> identityMatcher(ShareTree tree, String clusters) {
    return Optional.ofNullable(PbsIdentityMatcher.of(tree));
  }

  /**
   * The ingester's key {@code fairshare.ledger.pbs.usage-resource}: a formula PBS parses ({@code cput},
   * {@code ncpus*walltime}); {@code fairshare.ledger.pbs.entity} takes any name (a job without that attribute is
   * charged to {@code group:user}).
   */
  @Override
  public void checkConfig(Config config) {
    String resource = "fairshare.ledger.pbs.usage-resource";
    try {
      FormulaParser.parse(config.getString(resource), SourceLocation.of(resource));
    } catch (ConfigParseException e) {
      throw new com.typesafe.config.ConfigException.BadValue(config.getValue(resource).origin(), resource,
          "'" + config.getString(resource) + "' is no formula PBS evaluates: " + e.problems().get(0).message());
    }
  }

  /**
   * PBS's usage: the units of the site's {@code fairshare_usage_res} ({@code fairshare.ledger.pbs.usage-resource},
   * {@code cput} by default: CPU seconds), which {@code pbsfs} names after every usage ({@code 1843200 (cput)}).
   */
  @Override
  public UsageUnit usageUnit(Config config) {
    return new UsageUnit(config.getString("fairshare.ledger.pbs.usage-resource"), "PBS's fairshare_usage_res");
  }

  @Override
  public List<UsageIngester> usageIngesters() {
    return List.of(new PbsAccountingIngester(), new PbsUsageSeedIngester());
  }
}
