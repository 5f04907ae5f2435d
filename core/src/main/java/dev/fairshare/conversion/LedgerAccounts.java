package dev.fairshare.conversion;

import dev.fairshare.tree.ShareTree;
import java.util.List;

/**
 * A source's tree with the accounts its scheduler makes for the users a usage ledger shows with jobs
 * ({@link FamilyConversion#ledgerAccounts}, for every command that reads a ledger), and the losses of putting the
 * inputs together as they then read.
 *
 * @param tree the source's tree with those accounts
 * @param losses the losses of putting the inputs together, less those the accounts answer
 */
public record LedgerAccounts(ShareTree tree, List<Loss> losses) {

  public LedgerAccounts {
    losses = List.copyOf(losses);
  }
}
