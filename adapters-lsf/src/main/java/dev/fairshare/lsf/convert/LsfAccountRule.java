package dev.fairshare.lsf.convert;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.DecayChange;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.Rules;
import dev.fairshare.conversion.TargetTraits;
import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.NodeKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * LSF share assignments that name no fixed account (docs/algorithms/lsf.md §3.2): {@code default} and
 * {@code group@} are expanded to the users known at conversion time; {@code others} and {@code all} become
 * PBS's unknown group (at the top level) or an account of their known members; a collective group (a group
 * named without {@code @} and without its own USER_SHARES) becomes an account whose members share its
 * priority: Slurm users with {@code FairShare=parent}, PBS entities of one share each.
 */
final class LsfAccountRule implements ConversionRule {

  @Override
  public void apply(WorkTree tree, RuleContext context) {
    for (WorkNode n : tree.preOrder()) {
      String how = n.attribute(LsfAttributes.ACCOUNT);
      if (how == null) {
        continue;
      }
      switch (how) {
        case "others", "all" -> others(tree, n, how, context);
        case "group" -> {
          if (n.kind() == NodeKind.GROUP && !n.hasChildren()) {
            collective(tree, n, context);
          }
        }
        default -> { }
      }
    }
    reportExpansions(tree, context);
  }

  /**
   * Reports the accounts that {@code default} and {@code group@} were expanded to when the tree was put together
   * (the users known then), one loss per share assignment: the target, LSF included, gets those users by name.
   */
  static void reportExpansions(WorkTree tree, RuleContext context) {
    Map<Key, List<String>> defaults = new LinkedHashMap<>();
    Map<Key, WorkNode> defaultAt = new LinkedHashMap<>();
    Map<Key, List<String>> members = new LinkedHashMap<>();
    Map<Key, WorkNode> memberAt = new LinkedHashMap<>();
    for (WorkNode n : tree.preOrder()) {
      String how = n.attribute(LsfAttributes.ACCOUNT);
      if ("default".equals(how)) {
        group(defaults, defaultAt, n);
      } else if ("member".equals(how)) {
        group(members, memberAt, n);
      }
    }
    defaults.forEach((key, names) -> {
      WorkNode first = defaultAt.get(key);
      context.loss("lsf.default", LossAction.EXPANDED, first.origin() != null ? first : first.parent(),
          "[default, " + number(first.shares())
          + "] under '" + label(first.parent()) + "' became " + users(names.size(), first.shares())
          + ", directly under '" + label(first.parent()) + "' (" + String.join(", ", names)
          + ": the users known at conversion), as LSF gives each user not named there a share account of its"
          + " own at that level; users who come later have no share on the target");
    });
    members.forEach((key, names) -> {
      WorkNode first = memberAt.get(key);
      String via = first.attributes().getOrDefault(LsfAttributes.VIA, "group");
      context.loss("lsf.group-members", LossAction.EXPANDED, first, "[" + via + "@, " + number(first.shares())
          + "] under '" + label(first.parent()) + "' became " + users(names.size(), first.shares())
          + ", directly under '" + label(first.parent()) + "' (" + String.join(", ", names)
          + ": the members known at conversion), as LSF gives each member a share account of its own at that"
          + " level; later members get none");
    });
  }

  /** The accounts one share assignment made: the same parent node, origin and shares. */
  private record Key(WorkNode parent, SourceLocation origin, double shares) {}

  private static void group(Map<Key, List<String>> names, Map<Key, WorkNode> at, WorkNode n) {
    Key key = new Key(n.parent(), n.origin(), n.shares());
    names.computeIfAbsent(key, k -> new ArrayList<>()).add(n.name());
    at.putIfAbsent(key, n);
  }

  private static void others(WorkTree tree, WorkNode n, String how, RuleContext context) {
    List<String> known = members(n);
    if (context.traits().hasCatchAll() && tree.root().equals(n.parent())) {
      tree.remove(n);
      String became = context.traits().catchAll().take(tree, context, n.shares(), n.origin());
      context.loss("lsf." + how, LossAction.APPROXIMATED, n, "[" + how + ", " + number(n.shares())
          + "] became " + became);
      return;
    }
    if (known.isEmpty()) {
      tree.remove(n);
      context.loss("lsf." + how, LossAction.DROPPED, n, "[" + how + ", " + number(n.shares()) + "] under '"
          + label(n.parent()) + "': the target has no catch-all account and no member is known;"
          + " users not named elsewhere get no share");
      return;
    }
    n.rename(how);
    addMembers(tree, n, known, context.traits());
    context.loss("lsf." + how, LossAction.APPROXIMATED, n, "[" + how + ", " + number(n.shares()) + "] under '"
        + label(n.parent()) + "' became an account '" + how + "' of the users known at conversion ("
        + String.join(", ", known) + "); users who come later have no share");
  }

  private static void collective(WorkTree tree, WorkNode n, RuleContext context) {
    List<String> known = members(n);
    double usage = n.ownUsage();
    List<WorkNode> added = addMembers(tree, n, known, context.traits());
    boolean parentShares = context.traits().parentShares();
    String detail = parentShares
        ? "its members (" + String.join(", ", known) + ") became users with FairShare=parent, which share the"
            + " account's usage and priority as LSF's members share the group's account"
        : context.traits().title() + " has no collective account: its members (" + String.join(", ", known)
            + ") became entities of 1 share each, which compete with one another";
    if (usage > 0 && !added.isEmpty()) {
      added.forEach(m -> m.addOwnUsage(usage / added.size()));
      n.addOwnUsage(-usage);
      // LSF's usage is CPU seconds: written as the report writes seconds (one decimal)
      detail += "; the account's usage (" + DecayChange.seconds(usage) + " of CPU time) is split evenly among them"
          + (parentShares ? ", which keeps the account's total" : "") + ": LSF charges the group's account, not"
          + " the member who ran";
    }
    context.loss("lsf.collective-group", parentShares ? LossAction.EXPANDED
        : LossAction.APPROXIMATED, n, "collective group '" + n.name() + "' (members FCFS inside): " + detail);
  }

  private static List<WorkNode> addMembers(WorkTree tree, WorkNode n, List<String> known, TargetTraits target) {
    List<WorkNode> added = new ArrayList<>();
    for (String m : known) {
      WorkNode user = tree.add(n, m, NodeKind.USER, 1, Map.of(), n.origin());
      if (target.parentShares()) {
        user.useParentShares();
      }
      added.add(user);
    }
    n.removeAttribute(LsfAttributes.MEMBERS);
    return added;
  }

  private static List<String> members(WorkNode n) {
    String text = n.attributes().getOrDefault(LsfAttributes.MEMBERS, "").strip();
    List<String> out = new ArrayList<>();
    for (String m : text.split("\\s+")) {
      if (!m.isEmpty() && !m.equals("all")) {
        out.add(m);
      }
    }
    return out;
  }
  /** "2 users of 5 shares each", or "1 user of 5 shares". */
  private static String users(int count, double shares) {
    return count == 1 ? "1 user of " + number(shares) + " shares"
        : count + " users of " + number(shares) + " shares each";
  }

  private static String label(WorkNode n) {
    return Rules.label(n);
  }

  private static String number(double v) {
    return Rules.number(v);
  }
}
