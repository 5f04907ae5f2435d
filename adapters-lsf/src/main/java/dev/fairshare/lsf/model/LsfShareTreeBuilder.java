package dev.fairshare.lsf.model;

import dev.fairshare.algorithms.lsf.LsfFairshareAlgorithm;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.NodeAttributes;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the share tree of one fair-share scope: the root level from the queue's or host partition's
 * {@code USER_SHARES}, extended downward through the {@code USER_SHARES} of the {@code lsb.users} groups
 * named collectively (docs/algorithms/lsf.md §3.2, §4.1).
 *
 * <ul>
 *   <li>{@code [user, n]}: a user account. {@code [group, n]}: one group account; with the group's own
 *       USER_SHARES its members get a level below, else it is a leaf account (members FCFS).
 *   <li>{@code [group@, n]}: every user of the group, recursively, a user account of {@code n} (the
 *       group's own hierarchy is flattened).
 *   <li>{@code [default, n]}: at the top, every user of the population who has no account of their own name
 *       anywhere in the tree (a member of a group that is a leaf account gets one, as the open mbatchd gives
 *       it); below, every member of the level's population not covered by another pair,
 *       individually (a subgroup member becomes a group account, as in LSF's {@code GroupA} example). The
 *       population of the top level is the users given to {@link #build} (LSF creates these accounts
 *       lazily, for users with jobs); a group's is its GROUP_MEMBER list. "Covered" means named, or a
 *       member of a group named in the same list [INF].
 *   <li>{@code [others, n]}: one collective account {@code others}; {@code [all, n]}: one collective
 *       account {@code all} [INF].
 * </ul>
 *
 * Node attributes: {@code lsf.account} ({@code user}, {@code group}, {@code member}, {@code default},
 * {@code others}, {@code all}) and, on collective leaves, {@code lsf.members} (also on groups with a level
 * below, unless built without them), {@code lsf.via} on {@code group@} members. An unknown {@code group@}
 * is {@code lsf.users.unknown-group}.
 */
public final class LsfShareTreeBuilder {
  /** The attribute that says how an account was made. */
  public static final String ACCOUNT = "lsf.account";
  /** The attribute listing the members of a collective account, space-separated. */
  public static final String MEMBERS = LsfFairshareAlgorithm.MEMBERS_ATTRIBUTE;
  /** The attribute naming the group of a {@code group@} member account. */
  public static final String VIA = "lsf.via";

  private static final NodeAttributes USER = NodeAttributes.of(ACCOUNT, "user");
  private static final NodeAttributes DEFAULT_USER = NodeAttributes.of(ACCOUNT, "default");
  private static final NodeAttributes ALL_ACCOUNT = NodeAttributes.of(ACCOUNT, "all", MEMBERS, "all");

  private final LsbUsers users;
  private final ProblemCollector problems;
  /** Whether a group account with a level below gets {@link #MEMBERS} too (a leaf always does). */
  private final boolean levelMembers;

  /** A builder whose group accounts all list their members ({@link #MEMBERS}), as writers read them. */
  public LsfShareTreeBuilder(LsbUsers users, ProblemCollector problems) {
    this(users, problems, true);
  }

  /**
   * A builder; without {@code levelMembers} a group account with a level below carries no {@link #MEMBERS}
   * (its members are its children): a scope's tree for {@code bqueues} and {@code bhpart}, where nothing
   * reads it and the lists of a tree of millions of users would copy all of {@code lsb.users} again.
   */
  public LsfShareTreeBuilder(LsbUsers users, ProblemCollector problems, boolean levelMembers) {
    this.users = users;
    this.problems = problems;
    this.levelMembers = levelMembers;
  }

  /**
   * The tree of a scope named {@code rootName}; {@code population} are the users {@code default} and
   * {@code others} expand to at the top level. Returns {@code null} when a problem was recorded.
   */
  public ShareTree build(String rootName, List<ShareAssignment> top, Collection<String> population,
      Map<String, String> rootAttributes) {
    for (ShareAssignment s : top) {
      if (s.kind() == ShareAssignment.Kind.EACH_MEMBER && !users.isGroup(s.name())) {
        problems.error(s.location(), "lsf.users.unknown-group", "'" + s.name()
            + "@' names no user group defined in lsb.users", "define the group in lsb.users, or drop the '@'");
      }
    }
    ShareTreeBuilder b = new ShareTreeBuilder(rootName);
    int pairs = top.size() + 1;
    for (UserGroupDef g : users.inOrder()) {
      pairs += g.shares().size();
    }
    b.ensureCapacity(pairs);
    b.rootAttributes(rootAttributes);
    Set<String> named = new HashSet<>();
    namedUsers(top, new HashSet<>(population), named);
    List<String> topPopulation = new ArrayList<>();
    for (String u : population) {
      if (!named.contains(u)) {
        topPopulation.add(u);
      }
    }
    topDefault = topPopulation;
    expand(b, top, new ArrayList<>(population));
    topDefault = null;
    if (problems.hasErrors()) {
      return null;
    }
    return b.build();
  }

  /** The users the top level's {@code default} expands to while {@link #build} runs. */
  private List<String> topDefault;

  /**
   * One level being expanded: the pairs of a {@code USER_SHARES} list under node {@code parent}, how far they
   * are done ({@code pair}, and {@code member} inside a {@code default}), and the group whose level it is
   * (taken off the ancestors when the level is done; {@code null} at the top).
   */
  private static final class Level {
    final int parent;
    final List<ShareAssignment> list;
    final List<String> population;
    final Set<String> covered;
    final String group;
    int pair;
    int member;

    Level(int parent, List<ShareAssignment> list, List<String> population, Set<String> covered, String group) {
      this.parent = parent;
      this.list = list;
      this.population = population;
      this.covered = covered;
      this.group = group;
    }
  }

  /**
   * Adds the accounts of the top list and, depth first, of every group level below it, without recursion
   * (a stack of {@link Level}s; a chain of groups a million deep is a million levels). {@code ancestors} are
   * the groups on the path from the root, a set, so that a group that contains itself ends the descent.
   */
  private void expand(ShareTreeBuilder b, List<ShareAssignment> top, List<String> population) {
    Set<String> ancestors = new HashSet<>();
    Deque<Level> stack = new ArrayDeque<>();
    stack.push(level(ShareTreeBuilder.ROOT, top, population, null));
    while (!stack.isEmpty()) {
      Level at = stack.peek();
      if (at.pair == at.list.size()) {
        stack.pop();
        if (at.group != null) {
          ancestors.remove(at.group);
        }
        continue;
      }
      Level below = step(b, at, ancestors);
      if (below != null) {
        stack.push(below);
      }
    }
  }

  private Level level(int parent, List<ShareAssignment> list, List<String> population, String group) {
    return new Level(parent, list, population, readsCovered(list) ? covered(list) : Set.of(), group);
  }

  /**
   * Does the next piece of a level's work: one pair, or one member of a {@code default}; returns the level
   * below when that piece made a group account with its own {@code USER_SHARES}, else {@code null}.
   */
  private Level step(ShareTreeBuilder b, Level at, Set<String> ancestors) {
    int parent = at.parent;
    ShareAssignment s = at.list.get(at.pair);
    if (s.kind() == ShareAssignment.Kind.DEFAULT) {
      List<String> members = parent == ShareTreeBuilder.ROOT ? topDefault : at.population;
      while (at.member < members.size()) {
        String m = members.get(at.member++);
        if (parent == ShareTreeBuilder.ROOT || !at.covered.contains(m)) {
          Level below = account(b, parent, m, s.shares(), "default", ancestors, s.location());
          if (below != null) {
            return below;
          }
        }
      }
      at.member = 0;
      at.pair++;
      return null;
    }
    at.pair++;
    switch (s.kind()) {
      case NAME -> {
        return account(b, parent, s.name(), s.shares(), "user", ancestors, s.location());
      }
      case EACH_MEMBER -> {
        for (String u : users.usersOf(s.name())) {
          if (b.child(parent, u) < 0) {
            b.add(parent, u, NodeKind.USER, s.shares(), false, NodeAttributes.of(ACCOUNT, "member", VIA,
                s.name()), s.location());
          }
        }
      }
      case OTHERS -> {
        List<String> rest = at.population.stream().filter(m -> !at.covered.contains(m)).toList();
        if (b.child(parent, "others") < 0) {
          b.add(parent, "others", NodeKind.GROUP, s.shares(), false,
              NodeAttributes.of(ACCOUNT, "others", MEMBERS, String.join(" ", rest)), s.location());
        }
      }
      case ALL -> {
        if (b.child(parent, "all") < 0) {
          b.add(parent, "all", NodeKind.GROUP, s.shares(), false, ALL_ACCOUNT, s.location());
        }
      }
      default -> throw new IllegalStateException(s.kind().toString());
    }
    return null;
  }

  /**
   * Whether a list has a pair that reads the covered names: {@code default} and {@code others} (what the
   * other pairs name, and the users of the groups among them).
   */
  private static boolean readsCovered(List<ShareAssignment> list) {
    for (int k = 0, n = list.size(); k < n; k++) {
      ShareAssignment s = list.get(k);
      if (s.kind() == ShareAssignment.Kind.DEFAULT || s.kind() == ShareAssignment.Kind.OTHERS) {
        return true;
      }
    }
    return false;
  }

  private Set<String> covered(List<ShareAssignment> list) {
    Set<String> covered = new HashSet<>();
    for (ShareAssignment s : list) {
      if (s.kind() == ShareAssignment.Kind.NAME || s.kind() == ShareAssignment.Kind.EACH_MEMBER) {
        covered.add(s.name());
        if (users.isGroup(s.name())) {
          covered.addAll(users.usersOf(s.name()));
        }
      }
    }
    return covered;
  }

  /**
   * The users that have an account of their own name somewhere in the tree a list makes: named users at
   * every level of the groups with USER_SHARES, the members a group's own {@code default} expands to, and the
   * members of {@code group@}. The open mbatchd keeps
   * these in its policy's {@code userTab} and gives a top-level {@code default} account to a user with jobs
   * who is not there ({@code mbd.fairshare.c}: {@code updAliveUserInFSTree}), even one who is a member of a
   * group that is a leaf account. Only the users in {@code wanted} (the population) are put in {@code out}:
   * the others' accounts are never looked for, and a tree of millions of users needs no set of them all.
   */
  private void namedUsers(List<ShareAssignment> top, Set<String> wanted, Set<String> out) {
    Set<String> ancestors = new HashSet<>();
    Deque<Level> stack = new ArrayDeque<>();
    stack.push(new Level(ShareTreeBuilder.ROOT, top, List.of(), Set.of(), null));
    while (!stack.isEmpty()) {
      Level at = stack.peek();
      if (at.pair == at.list.size()) {
        stack.pop();
        if (at.group != null) {
          defaultMembers(users.group(at.group), wanted, out);
          ancestors.remove(at.group);
        }
        continue;
      }
      ShareAssignment s = at.list.get(at.pair++);
      if (s.kind() == ShareAssignment.Kind.EACH_MEMBER) {
        for (String u : users.usersOf(s.name())) {
          if (wanted.contains(u)) {
            out.add(u);
          }
        }
      } else if (s.kind() == ShareAssignment.Kind.NAME) {
        UserGroupDef group = users.group(s.name());
        if (group == null) {
          if (wanted.contains(s.name())) {
            out.add(s.name());
          }
        } else if (group.hasShares() && ancestors.add(s.name())) {
          stack.push(new Level(ShareTreeBuilder.ROOT, group.shares(), List.of(), Set.of(), s.name()));
        }
      }
    }
  }

  /**
   * The members a group's own {@code default} gives an account of their own name, those in {@code wanted}
   * into {@code out}.
   */
  private void defaultMembers(UserGroupDef group, Set<String> wanted, Set<String> out) {
    if (group.shares().stream().anyMatch(p -> p.kind() == ShareAssignment.Kind.DEFAULT)) {
      Set<String> covered = covered(group.shares());
      for (String m : group.members()) {
        if (wanted.contains(m) && !covered.contains(m) && users.group(m) == null && !m.equals("all")) {
          out.add(m);
        }
      }
    }
  }

  /** The names separated by single spaces, as {@code String.join(" ", names)}, without an iterator. */
  static String joined(List<String> names) {
    int n = names.size();
    if (n == 0) {
      return "";
    }
    if (n == 1) {
      return names.get(0);
    }
    int length = n - 1;
    for (int k = 0; k < n; k++) {
      length += names.get(k).length();
    }
    StringBuilder b = new StringBuilder(length);
    b.append(names.get(0));
    for (int k = 1; k < n; k++) {
      b.append(' ').append(names.get(k));
    }
    return b.toString();
  }

  /**
   * Adds a named account: a user, or a group (a leaf account, or a level whose members are expanded below
   * it), unless {@code parent} has a child of that name already (a name listed twice in one USER_SHARES, or
   * covered by an earlier pair). Returns the level below a group account with its own {@code USER_SHARES}
   * (the group added to {@code ancestors}, the groups on the path from the root), else {@code null}. A user
   * whose name the tree cannot hold is {@code tree.bad-name} at {@code at}, the pair that names it.
   */
  private Level account(ShareTreeBuilder b, int parent, String name, int shares, String how,
      Set<String> ancestors, SourceLocation at) {
    if (b.child(parent, name) >= 0) {
      return null;
    }
    boolean byDefault = how.equals("default");
    UserGroupDef group = users.group(name);
    if (group == null && (name.isEmpty() || name.equals(".") || name.indexOf('/') >= 0)) {
      // a user leaf has no origin of its own (memory on big trees): the pair that names it is the place
      problems.error(at, "tree.bad-name", "bad node name '" + name + "'",
          "a name is non-empty, is not '.', and has no '/'");
      return null;
    }
    if (group == null) {
      b.add(parent, name, NodeKind.USER, shares, false, byDefault ? DEFAULT_USER : USER, null);
      return null;
    }
    String account = byDefault ? "default" : "group";
    if (!group.hasShares() || ancestors.contains(name)) {
      b.add(parent, name, NodeKind.GROUP, shares, false, NodeAttributes.of(ACCOUNT, account, MEMBERS,
          joined(group.members())), group.location());
      return null;
    }
    NodeAttributes attributes = levelMembers ? NodeAttributes.of(ACCOUNT, account, MEMBERS,
        joined(group.members())) : NodeAttributes.of(ACCOUNT, account);
    int id = b.add(parent, name, NodeKind.GROUP, shares, false, attributes, group.location());
    List<String> members = group.members();
    if (members.contains("all")) {
      members = new ArrayList<>();
      for (String m : group.members()) {
        if (!m.equals("all")) {
          members.add(m);
        }
      }
    }
    ancestors.add(name);
    return level(id, group.shares(), members, name);
  }
}
