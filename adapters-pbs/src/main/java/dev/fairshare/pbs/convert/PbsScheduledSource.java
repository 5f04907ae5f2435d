package dev.fairshare.pbs.convert;

import dev.fairshare.conversion.Assembly;
import dev.fairshare.conversion.FamilyInput;
import dev.fairshare.conversion.LedgerReading;
import dev.fairshare.conversion.SourceDocument;
import dev.fairshare.conversion.SourceInput;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.Problem;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.ledger.BoundUsage;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.pbs.ledger.PbsAccountingIngester;
import dev.fairshare.pbs.ledger.PbsLedgerRecords;
import dev.fairshare.pbs.resourcegroup.ResourceGroupFormat;
import dev.fairshare.pbs.resourcegroup.ResourceGroupParser;
import dev.fairshare.pbs.schedconfig.PbsSchedConfig;
import dev.fairshare.pbs.state.PbsFairshareState;
import dev.fairshare.pbs.state.PbsStateLoader;
import dev.fairshare.pbs.state.PbsStateReader;
import dev.fairshare.pbs.usage.UsageFile;
import dev.fairshare.pbs.usage.UsageFormat;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A PBS site's files named one by one ({@code resource_group}, {@code sched_config}, a usage file) read into
 * the tree and usage PBS holds when it computes its factors, through {@link PbsStateReader}, the reading of
 * {@code pbsfs} and {@code pbs-formula} (docs/algorithms/pbs.md §1, §2, §4.2): the unknown group with
 * sched_config's {@code unknown_shares} (0, the code's default, without a sched_config), every record of the
 * usage file on the node of its name, a name the tree lacks created under unknown with 1 share, and every
 * node's usage as PBS holds it (the "+1", in the {@code pbs.node-usage} component). Usage of another format
 * ({@code fairshare.tsv}, {@code sshare}) is taken as records of its users' names, in its order, as PBS
 * would read a usage file of them; a usage ledger's PBS entities likewise ({@link PbsLedgerRecords}).
 * {@code resource_group} and a usage file are read once, here, as PBS reads them ({@link OwnUsageFile}); where
 * they fail, with the problems their formats report.
 */
final class PbsScheduledSource {
  private PbsScheduledSource() {}

  /**
   * The tree and usage PBS holds, for a tree read from {@code resource_group} (the file is read here, once
   * where it is a {@link FamilyInput}; a document read with its format is not used, and its warnings are
   * reported with it; a usage file likewise); empty for another tree. With a ledger, its usage replaces the usage
   * input's.
   */
  static Optional<Assembly> of(SourceInput tree, SourceInput usage, LedgerReading ledger, Settings settings) {
    if (!ResourceGroupFormat.NAME.equals(tree.format())) {
      return Optional.empty();
    }
    int unknownShares = settings.get(PbsSchedConfig.class).map(PbsSchedConfig::unknownShares).orElse(0);
    Function<PbsStateLoader, UsageFile> records;
    String usageSource;
    PbsLedgerRecords fromLedger = ledger == null ? null : new PbsLedgerRecords();
    OwnUsageFile own = usage instanceof FamilyInput ? new OwnUsageFile(usage.spec()) : null;
    if (ledger != null) {
      LedgerSnapshot snapshot = ledger.read(PbsAccountingIngester.FAMILY, settings);
      records = loader -> fromLedger.read(snapshot, loader);
      usageSource = "the ledger";
    } else if (usage == null) {
      records = PbsStateReader.usageFile(null);
      usageSource = tree.spec();
    } else if (own != null) {
      records = own::read;
      usageSource = usage.spec();
    } else if (usage instanceof SourceDocument other && !UsageFormat.NAME.equals(other.format())) {
      records = sink -> users(other, sink);
      usageSource = usage.spec();
    } else {
      // a usage file read with its format: read again here, as PBS reads it
      records = PbsStateReader.usageFile(Path.of(FormatRegistry.pathOf(usage.spec())));
      usageSource = usage.spec();
    }
    PbsStateReader.Read read;
    try {
      read = PbsStateReader.read(Path.of(FormatRegistry.pathOf(tree.spec())), message -> { },
          ResourceGroupParser.BYTES_PER_LINE_COMPUTED, false, usageSource, records);
    } catch (ConfigParseException e) {
      // resource_group could not be read at all: its problems, then the usage file's, as their formats report them
      throw own == null ? e : new ConfigParseException(concat(e.problems(), own.failure()));
    }
    // each file's problems where it fails, as its format reports them
    List<Problem> failed = read.resourceGroup().hasErrors() ? read.resourceGroup().problems() : List.of();
    if (own != null) {
      failed = concat(failed, own.failure());
    } else if (failed.isEmpty() && read.usage().hasErrors()) {
      failed = read.problems();
    }
    if (!failed.isEmpty()) {
      throw new ConfigParseException(failed);
    }
    PbsFairshareState state = read.state(unknownShares);
    UsageSnapshot snapshot = state.snapshot();
    List<Problem> warnings = tree instanceof FamilyInput ? read.resourceGroup().problems() : List.of();
    BoundUsage bound = fromLedger == null ? null
        : new BoundUsage(snapshot, fromLedger.unmatched(), fromLedger.created());
    return Optional.of(new Assembly(state.tree(), snapshot, tree.format(), List.of(), warnings,
        own == null ? List.of() : own.warnings(), own == null ? Settings.none() : own.settings(), bound));
  }

  private static List<Problem> concat(List<Problem> first, List<Problem> then) {
    List<Problem> all = new ArrayList<>(first);
    all.addAll(then);
    return all;
  }

  /**
   * Every user of a usage input of another format as one record of its name and usage, in the input's order
   * (a negative or NaN usage is dropped, as PBS drops such a record); the usage's instant is
   * {@code last_decay}.
   */
  private static UsageFile users(SourceDocument usage, PbsStateLoader sink) {
    TreeDocument doc = usage.document();
    if (doc.tree() == null || doc.usage() == null) {
      return UsageFile.missing();
    }
    ShareTree from = doc.tree();
    for (int i = 1; i < from.size(); i++) {
      if (!from.hasChildren(i)) {
        double value = doc.usage().usage(i);
        sink.record(from.name(i), value, -1, value >= 0);
      }
    }
    return new UsageFile(usage.spec(), 2, doc.usage().at().getEpochSecond(), true, List.of(), List.of());
  }
}
