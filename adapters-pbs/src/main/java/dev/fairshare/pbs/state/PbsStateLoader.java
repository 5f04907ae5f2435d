package dev.fairshare.pbs.state;

import dev.fairshare.io.Limits;
import dev.fairshare.io.TooLargeException;
import dev.fairshare.tree.NodeNameTable;
import dev.fairshare.pbs.resourcegroup.ResourceGroupEntry;
import dev.fairshare.pbs.resourcegroup.ResourceGroupTable;
import dev.fairshare.pbs.resourcegroup.ResourceGroupTree;
import dev.fairshare.pbs.usage.UsageFile;
import dev.fairshare.pbs.usage.UsageFileReader;
import dev.fairshare.pbs.usage.UsageRecord;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Builds the state PBS holds after {@code preload_tree}, {@code parse_group} and {@code read_usage}
 * (docs/algorithms/pbs.md §1, §2, §4.2; {@code fairshare.cpp}).
 *
 * <p>Every node starts at usage 1. Each loaded record, in file order, finds its node by name; a name not in
 * the tree becomes a new entity under unknown (shares 1), except in trim mode ({@code pbsfs -e}), where it is
 * dropped. The record sets the node's usage and, only if the node has no children at that moment, adds the
 * usage to every ancestor from TREEROOT down. So groups hold {@code 1 + Σ(leaves in the file)}, a record for
 * a group overwrites it without propagating, and the unknown group counts as a leaf until it gets its first
 * entity.
 *
 * <p>The records are taken one at a time as the usage file is read ({@link #record}, a
 * {@link UsageFileReader.RecordSink}) and applied to the nodes numbered as the {@link ResourceGroupTable}
 * numbers them (entities created follow its lines); the tree is laid out once, at the end ({@link #state}).
 */
public final class PbsStateLoader implements UsageFileReader.RecordSink {
  private final ResourceGroupTable table;
  private final boolean trim;
  private final String usageSource;
  private final long nodeLimit;
  /** Whether each key of the table has children. */
  private final BitSet hasChildren = new BitSet();
  /** Whether a record was taken for each key. */
  private final BitSet taken = new BitSet();
  private final List<String> created = new ArrayList<>();
  private final NodeNameTable createdNames = new NodeNameTable(16, k -> created.get(k));
  /** The usage of each key, then of each entity created. */
  private double[] values;
  private int unknownChildren;

  /**
   * A loader of usage records onto the nodes of {@code table}; creating more entities than {@code nodeLimit}
   * nodes in all allow is refused (the usage file {@code usageSource} is too large for the heap).
   */
  public PbsStateLoader(ResourceGroupTable table, boolean trim, String usageSource, long nodeLimit) {
    this.table = table;
    this.trim = trim;
    this.usageSource = usageSource;
    this.nodeLimit = nodeLimit;
    values = new double[table.size()];
    Arrays.fill(values, 1.0);
    for (int k = 1; k < table.size(); k++) {
      int parent = table.parent(k);
      hasChildren.set(parent);
      if (parent == ResourceGroupTable.UNKNOWN) {
        unknownChildren++;
      }
    }
  }

  /** The state for {@code resource_group} entries, {@code unknown_shares} and a usage file read whole. */
  public static PbsFairshareState load(List<ResourceGroupEntry> entries, int unknownShares, UsageFile usage,
      boolean trim) {
    PbsStateLoader loader = new PbsStateLoader(ResourceGroupTable.of("resource_group", entries), trim,
        usage.source(), Long.MAX_VALUE);
    for (UsageRecord r : usage.loadedRecords()) {
      loader.record(r.name(), r.usage(), r.offset(), r.valid());
    }
    return loader.state(unknownShares, usage.lastDecay());
  }

  /** What PBS's {@code find_group_info} finds for a name among the nodes so far. */
  public enum Found {
    /** A node without children: an entity whose usage PBS keeps in its usage file. */
    ENTITY,
    /** TREEROOT, the unknown group or a group: nodes whose usage PBS does not keep in its usage file. */
    GROUP,
    /** No node: PBS makes one under unknown ({@code find_alloc_ginfo}). */
    NONE
  }

  /** What the tree holds of {@code name} now (entities made under unknown included). */
  public Found find(String name) {
    int key = table.find(name);
    if (key < 0) {
      return createdNames.get(name) >= 0 ? Found.ENTITY : Found.NONE;
    }
    return key == ResourceGroupTable.TREEROOT || key == ResourceGroupTable.UNKNOWN || hasChildren.get(key)
        ? Found.GROUP : Found.ENTITY;
  }

  /** Whether a record of {@code name} was taken before: the usage file names it again. */
  public boolean took(String name) {
    int key = table.find(name);
    if (key < 0) {
      int made = createdNames.get(name);
      return made >= 0 && taken.get(table.size() + made);
    }
    return taken.get(key);
  }

  @Override
  public void record(String name, double usage, long offset, boolean valid) {
    if (!valid) {
      return;
    }
    int key = table.find(name);
    if (key < 0) {
      int made = createdNames.get(name);
      if (made < 0) {
        if (trim) {
          return;
        }
        made = create(name);
      }
      key = table.size() + made;
    }
    taken.set(key);
    values[key] = usage;
    boolean leaf = key == ResourceGroupTable.UNKNOWN ? unknownChildren == 0
        : key >= table.size() || !hasChildren.get(key);
    if (leaf) {
      int parent = key >= table.size() ? ResourceGroupTable.UNKNOWN : table.parent(key);
      for (int a = parent; a >= 0; a = table.parent(a)) {
        values[a] += usage;
      }
    }
  }

  private int create(String name) {
    if ((long) table.size() + created.size() >= nodeLimit) {
      throw new TooLargeException(usageSource + ": entities", table.size() + created.size() + 1L, nodeLimit,
          Limits.raise());
    }
    created.add(name);
    createdNames.putIfAbsent(created.size() - 1);
    unknownChildren++;
    int key = table.size() + created.size() - 1;
    if (key == values.length) {
      int old = values.length;
      values = Arrays.copyOf(values, old + Math.max(16, old / 8));
      Arrays.fill(values, old, values.length, 1.0);
    }
    return created.size() - 1;
  }

  /** The state of the records taken, with {@code unknown_shares} and {@code last_decay}. */
  public PbsFairshareState state(int unknownShares, long lastDecay) {
    ResourceGroupTree.Layout layout = ResourceGroupTree.build(table, unknownShares, created);
    int n = layout.nodeOfKey().length;
    double[] usage = new double[n];
    for (int k = 0; k < n; k++) {
      usage[layout.nodeOfKey()[k]] = values[k];
    }
    return new PbsFairshareState(layout.tree(), usage, lastDecay);
  }
}
