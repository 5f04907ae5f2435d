package dev.fairshare.slurm.dump;

import dev.fairshare.format.Columns;
import dev.fairshare.format.NameIndex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code Account -} and {@code User -} lines of a {@code sacctmgr dump} as the reader keeps them until
 * the tree is built: a few arrays with one slot a line (its name, its parent, its FairShare, its line number,
 * its fields' text and some flags), no object a line, so that a dump of ten million associations fits in a
 * small heap (docs/scale.md). The fields' text is what follows the name on the line, one instance for the
 * many lines that repeat it; {@link DumpDetails} makes the attributes from it when they are asked for.
 *
 * <p>Parents are kept by the name of their {@code Parent -} line ({@link #parentId}), as
 * {@code sacctmgr load} keeps them; {@link #group()} then lists each parent's associations in Slurm's order
 * (users first, then by name, then by partition; docs/algorithms/slurm.md §9).
 */
final class DumpAssociations {
  /** A user association (else an account). */
  static final int USER = 1;
  /** FairShare=parent. */
  static final int USES_PARENT = 2;
  /** The line was joined from several physical lines (its columns are approximate). */
  static final int CONTINUED = 4;
  /** A second association of the same user, account and partition: reported, not in the tree. */
  static final int DUPLICATE = 8;
  /** The name was in double quotes. */
  static final int DOUBLE_QUOTED = 16;
  /** The name was not quoted. */
  static final int UNQUOTED = 32;

  private static final int SHARED_FIELDS = 1 << 16;

  private final Columns rows;
  private final Columns.Objects<String> names;
  private final Columns.Ints parents;
  private final Columns.Ints shares;
  private final Columns.Ints lines;
  private final Columns.Objects<String> fields;
  private final Columns.Bytes flags;
  /** The partitions of the per-partition user associations, by index (few dumps have any). */
  private final Map<Integer, String> partitions = new HashMap<>();
  private final NameIndex parentIds = new NameIndex();
  private final List<String> parentNames = new ArrayList<>();
  /** One instance of each fields text while there are few. */
  private final NameIndex sharedFields = new NameIndex(256);
  /** After {@link #group()}: the indexes by parent, each parent's in Slurm's order. */
  private int[] order;
  private int[] groupStarts;

  /** Room for about {@code expected} associations. */
  DumpAssociations(int expected) {
    rows = new Columns(expected);
    names = rows.objects(String[]::new);
    parents = rows.ints();
    shares = rows.ints();
    lines = rows.ints();
    fields = rows.objects(String[]::new);
    flags = rows.bytes();
  }

  /** The id of the parent named {@code name} ({@code Parent - 'name'}), made on its first use. */
  int parentId(String name) {
    int id = parentIds.putIfAbsent(name, parentNames.size());
    if (id >= 0) {
      return id;
    }
    parentNames.add(name);
    return parentNames.size() - 1;
  }

  /** The parent id of the associations listed under account {@code name}, or -1 if none is. */
  int childrenOf(String name) {
    return parentIds.get(name);
  }

  /**
   * Adds a line: its name (the account's, or the user's), partition or {@code null}, parent id, raw shares,
   * flags, first line number, and its text {@code text[from..]} with the name's field at
   * {@code [nameFrom, nameTo)}; returns its index.
   */
  int add(String name, String partition, int parent, int rawShares, int lineFlags, int line, String text,
      int from, int nameFrom, int nameTo) {
    int k = rows.add();
    names.values[k] = name;
    parents.values[k] = parent;
    shares.values[k] = rawShares;
    lines.values[k] = line;
    flags.values[k] = (byte) lineFlags;
    fields.values[k] = nameFrom == from ? sharedFields.intern(text, nameTo, text.length(), SHARED_FIELDS)
        : text.substring(from);
    if (partition != null) {
      partitions.put(k, partition);
    }
    return k;
  }

  int size() {
    return rows.size();
  }

  String name(int k) {
    return names.values[k];
  }

  String partition(int k) {
    return (flags.values[k] & USER) == 0 ? null : partitions.get(k);
  }

  boolean isUser(int k) {
    return (flags.values[k] & USER) != 0;
  }

  boolean usesParent(int k) {
    return (flags.values[k] & USES_PARENT) != 0;
  }

  boolean continued(int k) {
    return (flags.values[k] & CONTINUED) != 0;
  }

  boolean duplicate(int k) {
    return (flags.values[k] & DUPLICATE) != 0;
  }

  int shares(int k) {
    return shares.values[k];
  }

  int line(int k) {
    return lines.values[k];
  }

  /** The number of parent ids. */
  int parentCount() {
    return parentNames.size();
  }

  /** The name of the parent with id {@code parent}. */
  String parentName(int parent) {
    return parentNames.get(parent);
  }

  /** The parent id of association {@code k}. */
  int parent(int k) {
    return parents.values[k];
  }

  /** The tree's name of association {@code k}: the account, the user, or user@partition. */
  String leafName(int k) {
    String partition = partition(k);
    return partition == null ? names.values[k] : names.values[k] + "@" + partition;
  }

  /** Marks association {@code k} as a duplicate, left out of the tree. */
  void markDuplicate(int k) {
    flags.values[k] |= DUPLICATE;
  }

  /**
   * Lists each parent's associations in Slurm's order (users first, then by name, then by partition; lines
   * in file order where those are equal): {@link #first}..{@link #end} of a parent id index {@link #at}.
   */
  void group() {
    int groups = parentNames.size();
    groupStarts = new int[groups + 1];
    for (int k = 0; k < rows.size(); k++) {
      groupStarts[parents.values[k] + 1]++;
    }
    for (int g = 0; g < groups; g++) {
      groupStarts[g + 1] += groupStarts[g];
    }
    order = new int[rows.size()];
    int[] next = Arrays.copyOf(groupStarts, groups);
    for (int k = 0; k < rows.size(); k++) {
      order[next[parents.values[k]]++] = k;
    }
    int[] scratch = new int[rows.size()];
    for (int g = 0; g < groups; g++) {
      StableIntSort.sort(order, groupStarts[g], groupStarts[g + 1], scratch, this::compare);
    }
  }

  /** The first position in {@link #at} of the associations under parent id {@code parent}. */
  int first(int parent) {
    return groupStarts[parent];
  }

  /** One past the last position in {@link #at} of the associations under parent id {@code parent}. */
  int end(int parent) {
    return groupStarts[parent + 1];
  }

  /** The association at a position of the grouped order. */
  int at(int position) {
    return order[position];
  }

  /** The details of the associations, for the tree: it keeps the fields' texts, lines and flags only. */
  DumpDetails details(String source) {
    Map<Integer, String> users = new HashMap<>();
    for (int k : partitions.keySet()) {
      users.put(k, names.values[k]);
    }
    return new DumpDetails(source, fields.values, lines.values, flags.values, users, partitions);
  }

  /** Slurm's order of the associations under an account: users first, then by name, then by partition. */
  private int compare(int a, int b) {
    boolean au = isUser(a);
    if (au != isUser(b)) {
      return au ? -1 : 1;
    }
    int c = names.values[a].compareTo(names.values[b]);
    if (c != 0 || !au) {
      return c;
    }
    String pa = partition(a);
    String pb = partition(b);
    return (pa == null ? "" : pa).compareTo(pb == null ? "" : pb);
  }
}
