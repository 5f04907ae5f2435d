package dev.fairshare.pbs.resourcegroup;

import dev.fairshare.format.Columns;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.NodeNameTable;
import dev.fairshare.pbs.PbsAttributes;
import java.util.AbstractList;
import java.util.BitSet;
import java.util.List;

/**
 * The nodes PBS makes of a {@code resource_group} (docs/algorithms/pbs.md §2), in the order it makes them, as
 * arrays with no object per line: key 0 is TREEROOT, key 1 the unknown group, and each kept line follows
 * (key 2 is the first), with its name, id ({@code cresgroup}), parent's key, shares and where its name is.
 * A name is stored once, as the tree's; a name is found through {@link NodeNameTable} (PBS's names are
 * unique in the whole file).
 *
 * <p>Filled by {@link ResourceGroupParser}, then read: by {@link ResourceGroupTree} for the tree and by the
 * state loader for the usage file's names.
 */
public final class ResourceGroupTable {
  /** The key of TREEROOT. */
  public static final int TREEROOT = 0;
  /** The key of the unknown group. */
  public static final int UNKNOWN = 1;
  /** The key of the first kept line. */
  static final int FIRST_LINE = 2;

  private final String source;
  private final Columns rows;
  private final Columns.Objects<String> names;
  private final Columns.Ints ids;
  private final Columns.Ints parents;
  private final Columns.Ints shares;
  private final Columns.Ints lines;
  private final Columns.Ints columns;
  /** The lines whose parent was written {@code TREEROOT} rather than {@code root}. */
  private final BitSet treerootTokens = new BitSet();
  private final NodeNameTable index;

  /** An empty table (TREEROOT and unknown only) for about {@code expectedLines} lines of {@code source}. */
  ResourceGroupTable(String source, int expectedLines) {
    this.source = source;
    int capacity = Math.max(16, expectedLines + FIRST_LINE);
    rows = new Columns(capacity);
    names = rows.objects(String[]::new);
    ids = rows.ints();
    parents = rows.ints();
    shares = rows.ints();
    lines = rows.ints();
    columns = rows.ints();
    index = new NodeNameTable(capacity, this::name);
    add(PbsAttributes.TREEROOT, 0, -1, 0, 0, 0);
    add(PbsAttributes.UNKNOWN, 1, TREEROOT, 0, 0, 0);
  }

  /** The table of entries given in file order (a parent before its children), as a parser would fill it. */
  public static ResourceGroupTable of(String source, List<ResourceGroupEntry> entries) {
    ResourceGroupTable table = new ResourceGroupTable(source, entries.size());
    for (ResourceGroupEntry e : entries) {
      int parent = table.find(e.parent());
      if (parent < 0) {
        throw new IllegalArgumentException("parent of " + e.name() + " not defined before it: " + e.parent());
      }
      SourceLocation at = e.origin();
      int key = table.add(e.name(), e.id(), parent, e.shares(), at == null ? 0 : at.line(),
          at == null ? 0 : at.column());
      if (parent == TREEROOT && !e.parentToken().equals("root")) {
        table.treerootTokens.set(key);
      }
    }
    return table;
  }

  /** Adds a kept line; returns its key. */
  int add(String name, int id, int parent, int lineShares, int line, int column) {
    int key = rows.add();
    names.values[key] = name;
    ids.values[key] = id;
    parents.values[key] = parent;
    shares.values[key] = lineShares;
    lines.values[key] = line;
    columns.values[key] = column;
    index.putIfAbsent(key);
    return key;
  }

  /** Marks the line of {@code key} as one whose parent was written {@code TREEROOT}. */
  void parentWrittenTreeroot(int key) {
    treerootTokens.set(key);
  }

  /** The file's name. */
  public String source() {
    return source;
  }

  /** The number of keys: TREEROOT, unknown and the kept lines. */
  public int size() {
    return rows.size();
  }

  /** The key of a name ({@code TREEROOT}, {@code unknown} or a kept line's), or -1. */
  public int find(String name) {
    return index.get(name);
  }

  /** The key of the name {@code text[start, end)}, or -1. */
  int find(String text, int start, int end) {
    return index.get(text, start, end);
  }

  /** The name of a key. */
  public String name(int key) {
    return names.values[key];
  }

  /** The id ({@code cresgroup}) of a key. */
  public int id(int key) {
    return ids.values[key];
  }

  /** The key of the parent (-1 for TREEROOT). */
  public int parent(int key) {
    return parents.values[key];
  }

  /** The shares of a key (0 for TREEROOT and unknown: unknown's are in sched_config). */
  public int shares(int key) {
    return shares.values[key];
  }

  /** The parent as written on the key's line: {@code root}, {@code TREEROOT} or the parent's name. */
  public String parentToken(int key) {
    int parent = parents.values[key];
    return parent != TREEROOT ? names.values[parent]
        : treerootTokens.get(key) ? PbsAttributes.TREEROOT : "root";
  }

  /** Where the name of a kept line is, or {@code null} for TREEROOT, unknown and lines given without one. */
  public SourceLocation origin(int key) {
    return lines.values[key] == 0 ? null : SourceLocation.of(source, lines.values[key], columns.values[key]);
  }

  /** The attributes and origins of this table's nodes, made on demand, without a reference to the table. */
  ResourceGroupDetails details() {
    return new ResourceGroupDetails(source, rows.size(), ids.values, lines.values, columns.values,
        treerootTokens);
  }

  /** The kept lines as entries, in file order (made on each call). */
  public List<ResourceGroupEntry> entries() {
    return new AbstractList<>() {
      @Override
      public ResourceGroupEntry get(int i) {
        int key = i + FIRST_LINE;
        int parent = parents.values[key];
        return new ResourceGroupEntry(names.values[key], ids.values[key], parentToken(key), names.values[parent],
            shares.values[key], origin(key));
      }

      @Override
      public int size() {
        return rows.size() - FIRST_LINE;
      }
    };
  }
}
