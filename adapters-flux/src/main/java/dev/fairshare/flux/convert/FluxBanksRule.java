package dev.fairshare.flux.convert;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.Rules;
import dev.fairshare.conversion.UniqueNames;
import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.tree.NodeKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Fits a tree to what flux-accounting's fair share reads: a bank name is one {@code bank_table} row, so a
 * second bank of one name is dropped; and flux ignores the users of a bank that has sub-banks, so those
 * users move into a new sub-bank of that bank ({@code NAME_users}) whose shares are the sum of theirs,
 * which keeps every user's share of the tree (the product of its share at each level).
 */
final class FluxBanksRule implements ConversionRule {

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    UniqueNames seen = new UniqueNames(tree);
    for (WorkNode n : tree.preOrder()) {
      if (!n.isUser() && Rules.attached(n)) {
        Rules.unique(tree, n, seen, context, false, "flux.bank-name",
            "a flux-accounting bank is one row of bank_table, named once");
      }
    }
    Set<String> made = new HashSet<>();
    for (WorkNode bank : tree.preOrder()) {
      if (bank.isUser() || !Rules.attached(bank)) {
        continue;
      }
      List<WorkNode> users = new ArrayList<>();
      boolean subBanks = false;
      for (WorkNode c : bank.children()) {
        if (c.isUser()) {
          users.add(c);
        } else {
          subBanks = true;
        }
      }
      if (!subBanks || users.isEmpty()) {
        continue;
      }
      String name = bank.name() + "_users";
      for (int k = 2; seen.contains(name) || made.contains(name); k++) {
        name = bank.name() + "_users" + k;
      }
      made.add(name);
      double shares = 0;
      for (WorkNode u : users) {
        shares += u.shares();
      }
      WorkNode holder = tree.add(bank, name, NodeKind.GROUP, shares, new java.util.LinkedHashMap<>(),
          bank.origin());
      for (WorkNode u : users) {
        tree.move(u, holder);
      }
      context.loss("flux.users-beside-banks", LossAction.APPROXIMATED, bank, users.size() + " user(s) of '"
          + Rules.label(bank) + "', which has sub-banks, moved into the new sub-bank '" + name + "' with their "
          + Rules.number(shares) + " shares: flux's fair share ignores the users of a bank that has sub-banks;"
          + " their share of the tree is kept, but they now compete as one bank against its sibling banks");
    }
  }
}
