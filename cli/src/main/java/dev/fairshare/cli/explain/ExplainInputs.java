package dev.fairshare.cli.explain;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.cli.LedgerUsage;
import dev.fairshare.cli.Wiring;
import dev.fairshare.command.LedgerOptions;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.SourceDecay;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.format.Settings;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import dev.fairshare.usage.UsageUnit;
import java.util.Optional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * What {@code explain} and {@code view} read: the inputs as {@code compare} reads them (one tree, settings
 * from the others, usage from {@code --ledger}, {@code --usage} or the tree's input, the tree and usage as the source's
 * scheduler holds them: {@link ConversionSource#readAsScheduled}), and what an explanation says about them
 * (the decay of the source).
 */
public final class ExplainInputs {
  private final ConversionSource source;
  private final FamilyRegistry families;
  private final String ledgerNote;
  private final UsageUnit unit;

  private ExplainInputs(ConversionSource source, FamilyRegistry families, String ledgerNote, UsageUnit unit) {
    this.source = source;
    this.families = families;
    this.ledgerNote = ledgerNote;
    this.unit = unit;
  }

  /**
   * The unit the inputs' usage is counted in: its family's ({@link dev.fairshare.family.SchedulerFamily#usageUnit}
   * under the command's configuration), none for a neutral tree's.
   */
  private static UsageUnit unitOf(Wiring wiring, ConversionSource source) {
    return wiring.families().names().contains(source.family())
        ? wiring.families().get(source.family()).usageUnit(wiring.config()) : UsageUnit.UNNAMED;
  }

  /**
   * Reads the inputs, with the usage of {@code --ledger} when it is given (as {@code compute} reads it: {@link
   * LedgerUsage#read}), else of {@code usage} or the tree's input; every problem of every input is bad input
   * at once. {@code misuse}, the command's checks that need the inputs (the default algorithm of a
   * {@code --pending} refusal), runs on the inputs before the ledger is read; {@code null} for none.
   */
  public static ExplainInputs read(Wiring wiring, List<String> inputs, String usage, LedgerOptions ledger,
      LedgerUsage ledgerUsage, Consumer<ExplainInputs> misuse) {
    if (ledger.given()) {
      ConversionSource source = ledgerUsage.read(wiring, ledger, inputs,
          misuse == null ? null : s -> misuse.accept(new ExplainInputs(s, wiring.families(), null,
              UsageUnit.UNNAMED)));
      return new ExplainInputs(source, wiring.families(), ledgerUsage.note(), UsageUnit.UNNAMED);
    }
    ConversionSource source = ConversionSource.readAsScheduled(wiring.formats(), wiring.families(), inputs, usage);
    return new ExplainInputs(source, wiring.families(), null, unitOf(wiring, source));
  }

  /** The share tree. */
  public ShareTree tree() {
    return source.tree();
  }

  /** Its usage. */
  public UsageSnapshot usage() {
    return source.usage();
  }

  /** The readers' warnings, rendered. */
  public List<String> warnings() {
    return source.warnings().stream().map(w -> w.render()).toList();
  }

  /** The settings of every input. */
  public Settings settings() {
    return source.settings();
  }

  /**
   * The tree index of a user named by a name or path and an optional account, else of a shared leaf account
   * ({@code shared}: LSF's collective account) named so or holding a member of that name.
   */
  public int user(String user, String account, SharedAccounts shared) {
    return UserLookup.find(source.tree(), user, account, shared);
  }

  /**
   * The algorithm used when none is named, made with the settings the inputs give it: the one the inputs'
   * scheduler runs, so that a site is explained as it is scheduled, as compute does ({@link
   * Wiring#defaultAlgorithm}).
   */
  public FairshareAlgorithm defaultAlgorithm(Wiring wiring) {
    return wiring.defaultAlgorithm(source);
  }

  /**
   * What an explanation under an algorithm says about the inputs: the usage, its unit (as the note on a ledger's
   * usage names it, {@link LedgerUsage#note}) and its decay, and for an algorithm
   * whose factors are all 0 without pending jobs ({@link FairshareAlgorithm#zeroWithoutPendingJobs}) that none
   * were given.
   */
  public List<String> notes(FairshareAlgorithm algorithm, Demand demand) {
    List<String> notes = new ArrayList<>();
    Instant at = source.usage().at();
    String when = (at.equals(Instant.EPOCH) ? "" : " at " + at) + (unit.symbol().isEmpty() ? ""
        : ", in " + unit.symbol() + (unit.meaning().isEmpty() ? "" : " (" + unit.meaning() + ")"));
    Optional<SourceDecay> decay = source.family().equals(FamilyRegistry.NEUTRAL) ? Optional.empty()
        : SourceDecay.of(source, families);
    if (ledgerNote != null) {
      notes.add(ledgerNote);
    } else if (decay.isEmpty()) {
      notes.add("usage: as the input gives it" + when + " (" + source.treeFormat()
          + " holds usage already decayed; no decay is applied here)");
    } else {
      notes.add("usage: as the input holds it" + when + ", decayed by the scheduler's "
          + decay.get().setting().text() + (decay.get().given() ? "" : " (its default: no input sets it)")
          + "; no decay is applied here");
    }
    if (source.usage().total() == 0) {
      notes.add(ledgerNote != null ? "no usage in the ledger for this tree at that instant: every node's usage is 0"
          : "no usage in the inputs: every node's usage is 0 (give --usage)");
    }
    if (algorithm.zeroWithoutPendingJobs() && demand.hasNoPending()) {
      notes.add("no pending jobs given (--pending): no node is active, so every user's factor is 0");
    }
    return notes;
  }
}
