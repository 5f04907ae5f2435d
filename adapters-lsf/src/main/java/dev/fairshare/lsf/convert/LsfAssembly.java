package dev.fairshare.lsf.convert;

import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Puts an LSF configuration's files together into the share tree of one fair-share scope (docs/algorithms/lsf.md
 * §4.1, §6): the top level from the scope's USER_SHARES ({@code lsf.lsb-queues} or {@code lsf.lsb-hosts}
 * documents, one group per queue or partition holding its pairs as written), extended downward by the
 * {@code lsf.lsb-users} tree. A named group takes its lsb.users subtree; {@code group@} becomes one user
 * account per member; {@code default} one per user named in lsb.users and not covered by another pair;
 * {@code others} and {@code all} one collective account of those users.
 *
 * <p>The target has one tree, so one scope is converted: the first fair-share queue, else the first host
 * partition; every other scope is a loss. The scope's kind, queues and location are root attributes for the
 * rules.
 */
final class LsfAssembly {
  private final ShareTree users;
  private final Set<String> population = new LinkedHashSet<>();
  private final Map<String, Integer> groups = new HashMap<>();
  private final List<Loss> losses = new ArrayList<>();

  private LsfAssembly(ShareTree users) {
    this.users = users;
    if (users != null) {
      for (int i = 1; i < users.size(); i++) {
        if (users.isUser(i)) {
          population.add(users.name(i));
        } else {
          groups.putIfAbsent(users.name(i), i);
          String members = users.attribute(i, LsfAttributes.MEMBERS);
          if (members != null) {
            for (String m : members.strip().split("\\s+")) {
              if (!m.isEmpty() && !m.equals("all")) {
                population.add(m);
              }
            }
          }
        }
      }
      population.removeAll(groups.keySet());
    }
  }

  /**
   * The assembled tree and the scope losses.
   *
   * @param tree the scope's tree
   * @param losses the scopes not converted and the assignments that expand to nobody
   */
  record Assembled(ShareTree tree, List<Loss> losses) {}

  /** Assembles the documents read, by format name; {@code null} for a format not given. */
  static Assembled assemble(TreeDocument usersDoc, TreeDocument queuesDoc, TreeDocument hostsDoc) {
    LsfAssembly a = new LsfAssembly(usersDoc == null ? null : usersDoc.tree());
    List<Scope> scopes = new ArrayList<>();
    if (queuesDoc != null) {
      ShareTree q = queuesDoc.tree();
      for (int c = q.firstChild(0); c >= 0; c = q.nextSibling(c)) {
        scopes.add(new Scope(q, c, "queue"));
      }
    }
    if (hostsDoc != null) {
      ShareTree h = hostsDoc.tree();
      for (int c = h.firstChild(0); c >= 0; c = h.nextSibling(c)) {
        scopes.add(new Scope(h, c, "host-partition"));
      }
    }
    if (scopes.isEmpty()) {
      return null;
    }
    Scope chosen = scopes.get(0);
    for (Scope s : scopes.subList(1, scopes.size())) {
      SourceLocation at = s.tree.origin(s.node);
      String name = s.tree.name(s.node);
      if (s.kind.equals("host-partition")) {
        a.loss("lsf.host-partition", LossAction.DROPPED, at, "host partition '" + name + "': fair share per set"
            + " of hosts has no equivalent; only the tree of " + chosen.label() + " is converted");
      } else {
        a.loss("lsf.scope", LossAction.DROPPED, at, "queue '" + name + "' has its own fair-share tree; the target"
            + " has one tree, so only the tree of " + chosen.label() + " is converted");
      }
    }
    return new Assembled(a.build(chosen), a.losses);
  }

  private record Scope(ShareTree tree, int node, String kind) {
    String label() {
      return (kind.equals("queue") ? "queue '" : "host partition '") + tree.name(node) + "'";
    }
  }

  private ShareTree build(Scope scope) {
    ShareTree t = scope.tree;
    ShareTreeBuilder b = new ShareTreeBuilder(t.name(scope.node));
    Map<String, String> rootAttributes = new LinkedHashMap<>();
    rootAttributes.put(LsfAttributes.SCOPE, scope.kind);
    String queues = t.attribute(scope.node, LsfAttributes.QUEUES);
    if (queues != null) {
      rootAttributes.put(LsfAttributes.QUEUES, queues);
    }
    if (t.origin(scope.node) != null) {
      rootAttributes.put(LsfAttributes.ORIGIN, t.origin(scope.node).toString());
    }
    for (int c = t.firstChild(scope.node); c >= 0; c = t.nextSibling(c)) {
      // the scope's own default: mbatchd makes its accounts as users' jobs arrive (LsfLedgerAccounts)
      if ("default".equals(t.attribute(c, LsfAttributes.ACCOUNT))) {
        rootAttributes.put(LsfAttributes.DEFAULT_SHARES, number(t.shares(c)));
        if (t.origin(c) != null) {
          rootAttributes.put(LsfAttributes.DEFAULT_ORIGIN, t.origin(c).toString());
        }
        break;
      }
    }
    b.rootAttributes(rootAttributes);
    Set<String> covered = new HashSet<>();
    for (int c = t.firstChild(scope.node); c >= 0; c = t.nextSibling(c)) {
      String kind = t.attribute(c, LsfAttributes.ACCOUNT);
      String name = t.name(c);
      if ("each_member".equals(kind)) {
        name = name.substring(0, name.length() - 1);
      }
      if ("name".equals(kind) || "each_member".equals(kind)) {
        covered.add(name);
        covered.addAll(usersOf(name));
      }
    }
    List<String> rest = population.stream().filter(u -> !covered.contains(u)).toList();
    Set<String> added = new HashSet<>();
    for (int c = t.firstChild(scope.node); c >= 0; c = t.nextSibling(c)) {
      String kind = String.valueOf(t.attribute(c, LsfAttributes.ACCOUNT));
      double shares = t.shares(c);
      SourceLocation at = t.origin(c);
      switch (kind) {
        case "each_member" -> {
          String group = t.name(c).substring(0, t.name(c).length() - 1);
          List<String> members = usersOf(group);
          if (members.isEmpty()) {
            loss("lsf.group-members", LossAction.DROPPED, at, "[" + group + "@, " + number(shares)
                + "]: no member of '" + group + "' is known (lsb.users not given or the group is empty)");
          }
          for (String u : members) {
            if (added.add(u)) {
              b.add(0, u, NodeKind.USER, shares, false, Map.of(LsfAttributes.ACCOUNT, "member",
                  LsfAttributes.VIA, group), at);
            }
          }
        }
        case "default" -> {
          if (rest.isEmpty()) {
            // the population is lsb.users' users: LSF makes these accounts for users as their jobs arrive, which
            // convert --ledger makes for the users its ledger shows with usage (LsfLedgerAccounts), then no loss
            loss("lsf.default", LossAction.DROPPED, at, "[default, " + number(shares) + "]: lsb.users leaves no"
                + " user that another pair does not cover, so the target gets no account for it; LSF makes one of "
                + number(shares) + " shares for each other user when their job arrives, which convert makes for"
                + " the users a --ledger shows with usage in the queue (none here): a user with no row in lsb.users"
                + " has no share on the target");
          }
          for (String u : rest) {
            if (added.add(u)) {
              b.add(0, u, NodeKind.USER, shares, false, Map.of(LsfAttributes.ACCOUNT, "default"), at);
            }
          }
        }
        case "others", "all" -> {
          if (added.add(kind)) {
            b.add(0, kind, NodeKind.GROUP, shares, false, Map.of(LsfAttributes.ACCOUNT, kind,
                LsfAttributes.MEMBERS, String.join(" ", rest)), at);
          }
        }
        default -> {
          if (added.add(t.name(c))) {
            graft(b, t.name(c), shares, at);
          }
        }
      }
    }
    return b.build();
  }

  private void graft(ShareTreeBuilder b, String name, double shares, SourceLocation at) {
    Integer g = groups.get(name);
    if (g == null) {
      b.add(0, name, NodeKind.USER, shares, false, Map.of(LsfAttributes.ACCOUNT, "user"), at);
      return;
    }
    int[] ids = new int[users.subtreeEnd(g) - g];
    ids[0] = b.add(0, name, NodeKind.GROUP, shares, false, users.attributes(g), at);
    for (int i = g + 1; i < users.subtreeEnd(g); i++) {
      // a user leaf of lsb.users has no origin of its own (memory on big trees): the row of the group whose
      // USER_SHARES names it is where it is written, not the queue's pair that names a top group
      SourceLocation origin = users.origin(i) != null ? users.origin(i) : users.origin(users.parent(i));
      ids[i - g] = b.add(ids[users.parent(i) - g], users.name(i), users.kind(i), users.shares(i),
          users.usesParentShares(i), users.attributes(i), origin);
    }
  }

  /** The users of a group in lsb.users, recursively, with the members of collective groups. */
  private List<String> usersOf(String group) {
    Integer g = groups.get(group);
    if (g == null) {
      return List.of();
    }
    Set<String> out = new LinkedHashSet<>();
    for (int i = g; i < users.subtreeEnd(g); i++) {
      if (users.isUser(i)) {
        out.add(users.name(i));
      }
      String members = users.attribute(i, LsfAttributes.MEMBERS);
      if (members != null && !users.isUser(i)) {
        for (String m : members.strip().split("\\s+")) {
          if (!m.isEmpty() && !m.equals("all") && !groups.containsKey(m)) {
            out.add(m);
          }
        }
      }
    }
    return new ArrayList<>(out);
  }

  private void loss(String construct, LossAction action, SourceLocation at, String detail) {
    losses.add(new Loss(construct, action, at == null ? SourceLocation.of("lsb.queues") : at, detail));
  }

  private static String number(double v) {
    return dev.fairshare.format.NumberText.plain(v);
  }
}
