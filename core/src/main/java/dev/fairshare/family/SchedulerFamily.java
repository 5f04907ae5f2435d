package dev.fairshare.family;

import com.typesafe.config.Config;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.explain.ExplainExtension;
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
 * A scheduler family: everything one scheduler contributes to the framework, through this one type. Its
 * name, its formats, algorithms and decay models (registered under the family's name as prefix, such as
 * {@code slurm.sacctmgr-dump}, {@code slurm.fair-tree} and {@code slurm}), what {@code convert} needs to take
 * its configurations apart and to write them, its native commands, and its usage ingesters.
 *
 * <p>A family is registered by a {@link FamilyModule} that its module lists in
 * {@code META-INF/services/dev.fairshare.family.FamilyModule}; the command finds every family on the class
 * path that way and names none (docs/integrators.md).
 *
 * <pre>{@code
 * public final class SlurmFamily implements SchedulerFamily {
 *   public String name() { return "slurm"; }
 *   public List<ConfigFormat> formats() { return List.of(new SacctmgrDumpFormat(), ...); }
 *   ...
 * }
 * }</pre>
 */
public interface SchedulerFamily {

  /**
   * The family's name: lower-case letters, digits and dashes ({@code slurm}, {@code flux}). It prefixes
   * every format and algorithm name of the family, and it is the word of {@code convert --to}.
   */
  String name();

  /** One line that says which scheduler this is, for listings. */
  String description();

  /** The formats, each named {@code <family>.<format>}. */
  default List<ConfigFormat> formats() {
    return List.of();
  }

  /** The algorithms, each named {@code <family>.<algorithm>}. */
  default List<AlgorithmFactory> algorithms() {
    return List.of();
  }

  /**
   * The decay models, selected by {@code fairshare.usage.decay}, each named {@code <family>} or
   * {@code <family>-<kind>} ({@code slurm}, {@code pbs-step}); their settings are typed
   * ({@link DecayModel#read}).
   */
  default List<DecayModel> decayModels() {
    return List.of();
  }

  /** What {@code convert} needs from this family as a source and as a target; empty if it takes no part. */
  default Optional<FamilyConversion> conversion() {
    return Optional.empty();
  }

  /**
   * The native commands ({@code sshare}, {@code pbsfs}): picocli command objects, each annotated with
   * {@code @Command}, added to {@code fairshare} as subcommands. {@code services} gives, once the command
   * line is parsed, the configuration and registries that a command uses; a command calls it when it runs.
   */
  default List<Object> commands(Supplier<CommandServices> services) {
    return List.of();
  }

  /**
   * What the family adds to {@code fairshare explain} (options, and sections under its algorithms), fresh
   * for each command line.
   */
  default List<ExplainExtension> explainExtensions() {
    return List.of();
  }

  /**
   * How the ledger's identities of this family match a tree, when the tree is one of this family's own
   * (Slurm: a dump's associations by cluster, account, user and partition); empty for a tree it does not
   * recognize. {@code clusters} narrows the identities: {@code all}, a comma list, or {@code null} for the
   * tree's own.
   */
  default Optional<IdentityMatcher> identityMatcher(ShareTree tree, String clusters) {
    return Optional.empty();
  }

  /**
   * Checks the values of the family's configuration keys that neither its algorithms
   * ({@link AlgorithmFactory#create}) nor its decay models ({@link DecayModel#read}) read: its commands' and its
   * ingesters' keys, as they read them, throwing {@link com.typesafe.config.ConfigException} (or
   * {@link IllegalArgumentException}) for a value they do not take. Every command runs it at start-up, whatever
   * it reads, since one configuration serves every command (docs/errors.md); the default checks nothing.
   */
  default void checkConfig(Config config) {}

  /**
   * The unit this family's usage is counted in (its charges in the ledger, its schedulers' usage figures), as
   * messages write it: the {@code ledger.unmatched} and {@code ledger.unknown-entities} warnings, {@code explain}'s
   * note on the usage (a ledger's or the inputs') and {@code usage show}'s table. {@code config} is the command's
   * configuration, for a unit the site chooses (PBS's {@code fairshare_usage_res}). {@link UsageUnit#UNNAMED}, the
   * default: amounts with no unit.
   */
  default UsageUnit usageUnit(Config config) {
    return UsageUnit.UNNAMED;
  }

  /**
   * The usage ingesters (accounting records into charges of the usage ledger), each for a format named
   * {@code <family>.<format>} ({@code slurm.sacct}); docs/ledger.md.
   */
  default List<UsageIngester> usageIngesters() {
    return List.of();
  }
}
