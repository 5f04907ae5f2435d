package dev.fairshare.conversion;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;

/**
 * The one tree that a family puts together from several of its inputs (LSF: the scope of
 * {@code lsb.queues} extended by {@code lsb.users}), with what putting them together could not keep.
 *
 * @param tree the tree
 * @param usage its usage
 * @param format the registered name of the input that stands for the source (its family is the source's)
 * @param losses the losses, such as the scopes not converted
 */
public record Assembly(ShareTree tree, UsageSnapshot usage, String format, List<Loss> losses) {

  public Assembly {
    losses = List.copyOf(losses);
  }
}
