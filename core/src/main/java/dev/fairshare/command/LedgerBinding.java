package dev.fairshare.command;

import com.typesafe.config.Config;
import dev.fairshare.conversion.LedgerAccounts;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.ledger.BoundUsage;
import dev.fairshare.ledger.IdentityMatcher;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.ledger.UsageUnits;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageUnit;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Binds a ledger snapshot to a command's tree and says on standard error how much usage found no node
 * (never dropped silently).
 */
public final class LedgerBinding {
  /** Unmatched identities named in the warning before the rest are only counted. */
  static final int NAMED = 5;

  private LedgerBinding() {}

  /**
   * The matcher for a tree: the first family (by name) that recognizes the tree as its own gives it
   * ({@link SchedulerFamily#identityMatcher}: a Slurm dump's tree matches Slurm identities of the chosen
   * clusters, {@code all}, a comma list, or by default the dump's own cluster); any other tree matches
   * identities whose parts are its paths, in the family given.
   */
  public static IdentityMatcher matcher(FamilyRegistry families, ShareTree tree, String clusters, String family) {
    for (SchedulerFamily f : families.all()) {
      Optional<IdentityMatcher> own = f.identityMatcher(tree, clusters);
      if (own.isPresent()) {
        return own.get();
      }
    }
    return IdentityMatcher.byPath(tree, family);
  }

  /**
   * The unit of every registered family's usage ({@link SchedulerFamily#usageUnit}) under a command's
   * configuration.
   */
  public static UsageUnits units(FamilyRegistry families, Config config) {
    Map<String, UsageUnit> units = new HashMap<>();
    for (SchedulerFamily f : families.all()) {
      units.put(f.name(), f.usageUnit(config));
    }
    return new UsageUnits(units);
  }

  /**
   * The source with a ledger's usage bound to its tree: the one binding of every command that reads a ledger
   * against a tree its family did not lay out with it ({@code compute}, {@code explain}, {@code view},
   * {@code compare}, {@code convert}), so each sees the same tree. The tree first gets the accounts the source's
   * scheduler makes for the ledger's users as their jobs arrive ({@link
   * dev.fairshare.conversion.FamilyConversion#ledgerAccounts}: LSF's top-level {@code default} accounts, with the
   * losses they answer taken out); the usage is then bound to it with its matcher ({@link #matcher}, of
   * {@code clusters} and {@code family}) and what found no node is said on {@code err}.
   */
  public static ConversionSource bind(FamilyRegistry families, ConversionSource source, LedgerSnapshot snapshot,
      String clusters, String family, PrintWriter err) {
    Optional<LedgerAccounts> accounts = families.names().contains(source.family())
        ? families.get(source.family()).conversion()
            .flatMap(c -> c.ledgerAccounts(source.tree(), source.losses(), snapshot))
        : Optional.empty();
    ShareTree tree = accounts.map(LedgerAccounts::tree).orElse(source.tree());
    BoundUsage bound = bind(snapshot, tree, matcher(families, tree, clusters, family), err);
    return new ConversionSource(tree, bound.snapshot(), source.settings(), source.warnings(), source.family(),
        source.treeFormat(), source.inputs(), accounts.map(LedgerAccounts::losses).orElse(source.losses()),
        source.usageInput(), source.ledger());
  }

  /** Binds and warns about unmatched usage, written in the snapshot's units ({@link LedgerSnapshot#units}). */
  public static BoundUsage bind(LedgerSnapshot snapshot, ShareTree tree, IdentityMatcher matcher, PrintWriter err) {
    BoundUsage bound = snapshot.bind(tree, matcher);
    report(bound, matcher, snapshot.units(), err);
    return bound;
  }

  /**
   * Warns about a binding's usage: the identities it made nodes for ({@code ledger.unknown-entities}) and those
   * it found none for ({@code ledger.unmatched}), with the hints of the tree's matcher ({@code null}: the
   * general ones), each family's usage in its unit ({@code units}).
   */
  public static void report(BoundUsage bound, IdentityMatcher matcher, UsageUnits units, PrintWriter err) {
    if (!bound.created().isEmpty()) {
      err.println(list(new StringBuilder("warning: [ledger.unknown-entities] usage "), bound.created(), units)
          .append(" the tree lacks counts on a node made for each under its unknown group (1 share), as the"
              + " tree's scheduler makes one: ").append(names(bound.created(), units))
          .append("\n    hint: ").append(hint(matcher == null ? null : matcher.createdHint(), CREATED_HINT)));
    }
    if (!bound.unmatched().isEmpty()) {
      err.println(list(new StringBuilder("warning: [ledger.unmatched] usage "), bound.unmatched(), units)
          .append(" matches no node of the tree and is not counted: ").append(names(bound.unmatched(), units))
          .append("\n    hint: ").append(hint(matcher == null ? null : matcher.unmatchedHint(), HINT)));
    }
  }

  private static String hint(String own, String general) {
    return own != null ? own : general;
  }

  /** The general hint of {@code ledger.unknown-entities}. */
  static final String CREATED_HINT = "give them a place of their own in the tree, or leave them to the unknown"
      + " group's shares";

  /** The general hint of {@code ledger.unmatched}. */
  static final String HINT = "a user the tree does not hold (no association, an LSF default account) has usage but"
      + " no node; other clusters' Slurm usage counts with compute's --clusters all (sshare's --ledger-clusters"
      + " all); a PBS entity counts on a PBS tree"
      + " (resource_group) with the entity's name; other queues' and schedulers' usage belongs to their own trees";

  /**
   * "TOTAL of N identit(y|ies)": the total in each family's unit, named ({@link UsageUnits#total}: {@code 36000.0
   * TRES-s (sshare's RawUsage: ...)}), to one decimal as the other usage texts write it ({@link UsageUnit#format}),
   * not with every digit of a double.
   */
  private static StringBuilder list(StringBuilder b, List<BoundUsage.Unmatched> identities, UsageUnits units) {
    return b.append(units.total(identities)).append(" of ").append(identities.size())
        .append(identities.size() == 1 ? " identity" : " identities");
  }

  /** The first {@value #NAMED} identities with their usage and its unit's symbol, then "...". */
  private static String names(List<BoundUsage.Unmatched> identities, UsageUnits units) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < Math.min(NAMED, identities.size()); i++) {
      BoundUsage.Unmatched u = identities.get(i);
      b.append(i == 0 ? "" : ", ").append(u.identity().describe()).append(' ')
          .append(units.amount(u));
    }
    if (identities.size() > NAMED) {
      b.append(", ...");
    }
    return b.toString();
  }
}
