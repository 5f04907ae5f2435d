package dev.fairshare.pbs.ledger;

import dev.fairshare.ledger.BoundUsage;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.pbs.state.PbsStateLoader;
import dev.fairshare.pbs.usage.UsageFile;
import dev.fairshare.pbs.usage.UsageRecord;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A ledger's PBS usage read into the state PBS holds, as {@code read_usage} reads a usage file of it
 * (docs/algorithms/pbs.md §1, §2, §4.2; OpenPBS {@code fairshare.cpp}): each entity with usage is one record,
 * in the order of the entities' names, that sets its node's usage and adds it to every ancestor; a name the
 * tree lacks gets a node of its own under unknown with 1 share ({@code find_alloc_ginfo}), and every node
 * without a record keeps PBS's starting usage of 1 ({@code FAIRSHARE_MIN_USAGE}).
 *
 * <p>Not records, and reported unmatched: identities of other families or of more than one part, a name
 * that is a group, TREEROOT or {@code unknown} (PBS keeps no usage of theirs in its usage file), a name PBS's
 * usage file cannot hold ({@code is_valid_pbs_name}, 49 characters), and a negative or NaN usage (PBS drops
 * such a record). An entity whose usage is 0 has no record, as a charge of nothing leaves PBS's 1.
 */
public final class PbsLedgerRecords {
  private final List<BoundUsage.Unmatched> created = new ArrayList<>();
  private final List<BoundUsage.Unmatched> unmatched = new ArrayList<>();

  /** Reads the usage of {@code snapshot} into {@code loader}; its instant is the usage's {@code last_decay}. */
  public UsageFile read(LedgerSnapshot snapshot, PbsStateLoader loader) {
    for (int i : snapshot.sortedOrder()) {
      UsageIdentity identity = snapshot.identity(i);
      double usage = snapshot.usage(i);
      if (usage == 0) {
        continue;
      }
      BoundUsage.Unmatched u = new BoundUsage.Unmatched(identity, usage);
      PbsStateLoader.Found found = entity(identity) ? loader.find(identity.part(0)) : PbsStateLoader.Found.GROUP;
      if (found == PbsStateLoader.Found.GROUP || !(usage >= 0)) {
        unmatched.add(u);
        continue;
      }
      if (found == PbsStateLoader.Found.NONE) {
        created.add(u);
      }
      loader.record(identity.part(0), usage, -1, true);
    }
    Comparator<BoundUsage.Unmatched> largest = Comparator.comparingDouble(BoundUsage.Unmatched::usage).reversed();
    created.sort(largest);
    unmatched.sort(largest);
    return new UsageFile("ledger", 2, snapshot.asOf().at().getEpochSecond(), true, List.of(), List.of());
  }

  /** Whether an identity is a PBS entity whose name PBS's usage file holds. */
  private static boolean entity(UsageIdentity identity) {
    return identity.family().equals(PbsAccountingIngester.FAMILY) && identity.parts().size() == 1
        && UsageRecord.keepsName(identity.part(0));
  }

  /** The entities made under unknown, largest usage first. */
  public List<BoundUsage.Unmatched> created() {
    return List.copyOf(created);
  }

  /** The identities that are no record, largest usage first. */
  public List<BoundUsage.Unmatched> unmatched() {
    return List.copyOf(unmatched);
  }
}
