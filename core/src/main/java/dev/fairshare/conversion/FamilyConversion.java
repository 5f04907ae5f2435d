package dev.fairshare.conversion;

import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.ledger.LedgerSchedule;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.DecaySetting;
import java.util.List;
import java.util.Optional;

/**
 * What {@code fairshare convert} needs from one scheduler family, as the source of a conversion and as its
 * target. A conversion from family A to family B runs A's {@link #sourceRules() source rules} (A's constructs
 * taken apart into the neutral model, or reported as losses, after B's {@link #traits() traits}), then the
 * neutral rules every conversion runs (parent shares, whole share counts), then B's
 * {@link #targetRules() target rules}; it carries the decay ({@link #decayOf}, B's {@link #decayFrom}), the
 * algorithm and the usage, and B's {@link #writer() writer} writes the files. docs/migration.md tells the
 * result for each pair.
 */
public interface FamilyConversion {

  // As a source.

  /** The rules that take this family's constructs apart when it is converted to another family. */
  List<ConversionRule> sourceRules();

  /**
   * Puts this family's inputs that hold trees together into the one tree converted, when the family keeps
   * a tree over several files (LSF's {@code lsb.queues} and {@code lsb.users}); empty leaves them as they
   * are (then exactly one input may hold a tree).
   *
   * @param trees the inputs that hold a tree, all of this family
   */
  default Optional<Assembly> assemble(List<SourceDocument> trees) {
    return Optional.empty();
  }

  /**
   * The tree and usage of this family's inputs as its scheduler holds them when it computes its factors, for
   * the commands that compute as the source's scheduler does ({@code explain}, {@code compare}, {@code view},
   * {@code compute}; {@link dev.fairshare.conversion.engine.ConversionSource#readAsScheduled}): PBS puts
   * sched_config's {@code unknown_shares} on its unknown group, and the usage of entities the tree lacks under
   * it, as {@code pbsfs} reads them. Empty, the default, leaves the tree as read and the usage matched to its
   * users by path or name. The assembly's losses are not used.
   *
   * @param tree the one input that holds the tree, of this family: read with its format, or a
   *     {@link FamilyInput} where the family reads it itself ({@link #readsTree}), which it then does once
   * @param usage the usage input ({@code --usage}), of any family, or {@code null}: read with its format, or a
   *     {@link FamilyInput} where the family reads it itself ({@link #readsUsage}), which it then does once,
   *     giving its warnings and settings in the assembly ({@link Assembly#usageWarnings()},
   *     {@link Assembly#usageSettings()})
   * @param ledger the usage ledger the command reads instead of a usage input, or {@code null}; a family that
   *     reads it into the tree says how in the assembly's {@link Assembly#ledger()} (otherwise the command
   *     binds it to the tree afterwards, with the family's {@code IdentityMatcher})
   * @param settings the settings of every input read with its format, the usage input's included
   * @throws dev.fairshare.format.ConfigParseException where an input the family reads itself fails: the problems
   *     its format would report, and those of each such input in the inputs' order
   */
  default Optional<Assembly> asScheduled(SourceInput tree, SourceInput usage, LedgerReading ledger,
      Settings settings) {
    return Optional.empty();
  }

  /**
   * Whether {@link #asScheduled} reads a tree input of this format from its file itself, so that the commands
   * that read inputs as scheduled read it once, there, rather than with the format first (a large
   * {@code resource_group} is then held once): they hand it over as a {@link FamilyInput}, and do not
   * {@link #assemble} it; {@code false}, the default, reads it with its format.
   */
  default boolean readsTree(String format) {
    return false;
  }

  /**
   * Whether {@link #asScheduled}, given a tree input it reads itself ({@link #readsTree}), reads a usage input of
   * this format from its file itself too, so that it is read once, there (PBS's usage file, a record at a time):
   * the commands hand it over as a {@link FamilyInput}; {@code false}, the default, reads it with its format.
   */
  default boolean readsUsage(String format) {
    return false;
  }

  /**
   * The accounts this family's scheduler makes for users as their jobs arrive, made for the users a usage ledger
   * shows with usage, for every command that reads a ledger against this family's tree ({@code compute},
   * {@code explain}, {@code view}, {@code compare}, {@code convert}: all through
   * {@link dev.fairshare.command.LedgerBinding#bind(dev.fairshare.family.FamilyRegistry,
   * dev.fairshare.conversion.engine.ConversionSource, LedgerSnapshot, String, String, java.io.PrintWriter)}, so each
   * sees the same tree): the source's tree (as {@link #assemble} put it together)
   * with them, so the ledger's usage binds to them rather than being dropped, and the losses of putting the
   * inputs together less those the accounts answer. LSF: a user whose job arrives in a queue whose
   * {@code USER_SHARES} has {@code [default, n]} and who has no account of their own name gets one of n shares
   * at the top of the tree (docs/algorithms/lsf.md §3.2). Empty, the default: the scheduler makes none, and
   * the ledger is bound to the tree as it is.
   *
   * @param tree the source's tree
   * @param losses the losses of putting the inputs together ({@code ConversionSource.losses})
   * @param ledger the ledger's usage as the command reads it
   */
  default Optional<LedgerAccounts> ledgerAccounts(ShareTree tree, List<Loss> losses, LedgerSnapshot ledger) {
    return Optional.empty();
  }

  /** The decay that the settings of this family's inputs set, if they set one; {@code tree} is the source's. */
  Optional<DecaySetting> decayOf(Settings settings, ShareTree tree);

  /**
   * Where the settings of this family's inputs set the decay ({@link #decayOf}), for the loss that reports its
   * approximation; {@code tree} is the source's; empty names the first input.
   */
  default Optional<SourceLocation> decayLocation(Settings settings, ShareTree tree) {
    return Optional.empty();
  }

  /**
   * When the settings of this family's inputs reset and charge usage (Slurm's {@code PriorityUsageResetPeriod}
   * and {@code PriorityCalcPeriod}), for the commands that read a usage ledger for the source; empty when they
   * say nothing of it.
   */
  default Optional<LedgerSchedule> scheduleOf(Settings settings) {
    return Optional.empty();
  }

  /** The decay of a source of this family when no input sets one (the scheduler's default). */
  DecaySetting defaultDecay();

  /** The algorithm that the settings of this family's inputs select, if they select one. */
  default Optional<String> algorithmOf(Settings settings) {
    return Optional.empty();
  }

  /**
   * The algorithm that the settings of this family's inputs select, made with the settings they give it (a
   * slurm.conf's ticket release), for the commands that compute as the source's scheduler does; by default
   * {@link #algorithmOf(Settings)} made with the configuration's settings.
   */
  default Optional<FairshareAlgorithm> algorithmOf(Settings settings, AlgorithmRegistry algorithms) {
    return algorithmOf(settings).map(algorithms::create);
  }

  /** The algorithm a source of this family runs when no input selects one (the scheduler's default). */
  String defaultAlgorithm();

  // As a target.

  /** What the target can express. */
  TargetTraits traits();

  /** The rules that run last when converting to this family (such as the names it reads differently). */
  List<ConversionRule> targetRules();

  /** The target's decay setting for a source's, with the line of the report. */
  DecayChange decayFrom(DecaySetting source);

  /** The target's algorithm and the settings that select it, for a source's algorithm, as a line of the report. */
  SettingChange algorithmFrom(String sourceAlgorithm);

  /** Where the target keeps carried usage. */
  UsagePlacement usagePlacement();

  /** Writes the converted tree as this family's files. */
  TargetWriter writer();
}
