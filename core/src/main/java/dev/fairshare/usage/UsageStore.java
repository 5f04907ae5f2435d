package dev.fairshare.usage;

import dev.fairshare.tree.ShareTree;
import java.time.Instant;

/**
 * Where usage is kept: charges go in against a node at an instant, and decayed snapshots come out.
 *
 * <p>A store is bound to one {@link ShareTree} and one {@link DecayFunction}. Charges are usually made to
 * users; a charge to a group stays on the group (as Slurm keeps a deleted user's usage on its account).
 * Implementations are thread-safe: charges may come from several threads while another takes a snapshot.
 *
 * <pre>{@code
 * UsageStore store = new InMemoryUsageStore(tree, new SlurmDecay(604800));
 * store.charge(tree.indexOf("physics/alice"), now, 3600.0);
 * UsageSnapshot usage = store.snapshot(now.plusSeconds(300));
 * }</pre>
 */
public interface UsageStore {

  /** The tree this store charges into. */
  ShareTree tree();

  /** The decay this store applies. */
  DecayFunction decay();

  /**
   * Adds usage to a node at an instant. Amounts must be finite and >= 0; charges at an instant earlier than
   * the node's last charge are decayed forward to it.
   */
  void charge(int node, Instant at, double amount);

  /** Adds usage to the node at a path; throws {@link IllegalArgumentException} for an unknown path. */
  default void charge(String path, Instant at, double amount) {
    int node = tree().indexOf(path);
    if (node < 0) {
      throw new IllegalArgumentException("no node at path '" + path + "'");
    }
    charge(node, at, amount);
  }

  /** The usage of every node decayed to an instant, aggregated to ancestors. */
  UsageSnapshot snapshot(Instant at);

  /** Forgets all usage (Slurm's PriorityUsageResetPeriod). */
  void reset();
}
