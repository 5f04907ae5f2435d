package dev.fairshare.conversion;

import dev.fairshare.format.Problem;
import dev.fairshare.format.Settings;
import dev.fairshare.ledger.BoundUsage;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;
import java.util.Objects;

/**
 * The one tree that a family puts together from several of its inputs (LSF: the scope of
 * {@code lsb.queues} extended by {@code lsb.users}), or reads as its scheduler holds it
 * ({@link FamilyConversion#asScheduled}), with what putting them together could not keep.
 *
 * @param tree the tree
 * @param usage its usage
 * @param format the registered name of the input that stands for the source (its family is the source's)
 * @param losses the losses, such as the scopes not converted
 * @param warnings the warnings of a tree input the family read itself ({@link FamilyConversion#readsTree})
 * @param usageWarnings the warnings of a usage input the family read itself ({@link FamilyConversion#readsUsage}),
 *     as its format gives them
 * @param usageSettings the settings of a usage input the family read itself, as its format gives them (PBS's
 *     {@code last_decay}), else none
 * @param ledger how a ledger's usage was bound, when the family read one into the tree ({@code usage} is then
 *     the ledger's), else {@code null}
 */
public record Assembly(ShareTree tree, UsageSnapshot usage, String format, List<Loss> losses,
    List<Problem> warnings, List<Problem> usageWarnings, Settings usageSettings, BoundUsage ledger) {

  public Assembly {
    losses = List.copyOf(losses);
    warnings = List.copyOf(warnings);
    usageWarnings = List.copyOf(usageWarnings);
    Objects.requireNonNull(usageSettings, "usageSettings");
  }

  /** A tree put together from inputs already read, without a ledger. */
  public Assembly(ShareTree tree, UsageSnapshot usage, String format, List<Loss> losses) {
    this(tree, usage, format, losses, List.of(), List.of(), Settings.none(), null);
  }
}
