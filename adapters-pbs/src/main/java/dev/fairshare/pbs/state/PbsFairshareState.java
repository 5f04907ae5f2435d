package dev.fairshare.pbs.state;

import dev.fairshare.tree.NodeNameTable;
import dev.fairshare.pbs.PbsAttributes;
import dev.fairshare.pbs.usage.UsageFileWriter;
import dev.fairshare.pbs.usage.UsageRecord;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.io.OutputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ObjDoubleConsumer;

/**
 * PBS's fair-share state as the scheduler (or {@code pbsfs}) holds it in memory: the tree, every node's
 * {@code usage} (the "+1" included) and {@code last_decay} (docs/algorithms/pbs.md §1, §4.2, §5, §10). Immutable: the
 * operations return new states. Names are found through an index of the tree's nodes made on the first
 * {@link #find} (a {@code pbsfs -p} of ten million nodes never makes it).
 */
public final class PbsFairshareState {
  private final ShareTree tree;
  private final double[] usage;
  private final long lastDecay;
  /** Shared by the states of one tree; made on the first {@link #find}. */
  private final Names names;

  /** The index of a tree's names, made once when first asked. */
  private static final class Names {
    private NodeNameTable index;

    synchronized NodeNameTable of(ShareTree tree) {
      if (index == null) {
        NodeNameTable made = new NodeNameTable(tree.size(), node -> node == 0 ? PbsAttributes.TREEROOT
            : tree.name(node));
        for (int i = 0; i < tree.size(); i++) {
          made.putIfAbsent(i);
        }
        index = made;
      }
      return index;
    }
  }

  PbsFairshareState(ShareTree tree, double[] usage, long lastDecay) {
    this(tree, usage, lastDecay, new Names());
  }

  private PbsFairshareState(ShareTree tree, double[] usage, long lastDecay, Names names) {
    this.tree = tree;
    this.usage = usage;
    this.lastDecay = lastDecay;
    this.names = names;
  }

  /** The tree. */
  public ShareTree tree() {
    return tree;
  }

  /** A node's PBS usage. */
  public double usage(int node) {
    return usage[node];
  }

  /** {@code last_decay}, epoch seconds. */
  public long lastDecay() {
    return lastDecay;
  }

  /** The node PBS's {@code find_group_info} finds for a name ({@code TREEROOT} is the root), or -1. */
  public int find(String name) {
    return names.of(tree).get(name);
  }

  /**
   * The usage for the algorithms: leaves carry their PBS usage, aggregated as the neutral model does, and
   * the {@code pbs.node-usage} component keeps PBS's own per-node values.
   */
  public UsageSnapshot snapshot() {
    double[] own = new double[tree.size()];
    for (int i = 1; i < tree.size(); i++) {
      own[i] = tree.hasChildren(i) ? 0 : usage[i];
    }
    return UsageSnapshot.fromOwn(tree, own, Instant.ofEpochSecond(lastDecay))
        .withNodeComponent(PbsAttributes.NODE_USAGE, usage);
  }

  /**
   * The records {@code write_usage} writes: every node without children whose usage is not exactly 1 and
   * whose name is not {@code unknown}, in {@code rec_write_usage} order.
   */
  public List<UsageRecord> records() {
    List<UsageRecord> out = new ArrayList<>();
    forEachRecord((name, value) -> out.add(UsageRecord.of(name, value)));
    return out;
  }

  /** Writes the usage file of {@link #records()} to {@code out}, a record at a time. */
  public void writeUsage(OutputStream out) {
    UsageFileWriter writer = new UsageFileWriter(out, lastDecay);
    forEachRecord(writer::record);
  }

  private void forEachRecord(ObjDoubleConsumer<String> record) {
    for (int node : PbsOrder.writeOrder(tree)) {
      if (usage[node] != 1 && !tree.hasChildren(node) && !PbsAttributes.UNKNOWN.equals(name(node))) {
        record.accept(name(node), usage[node]);
      }
    }
  }

  /** The PBS name of a node ({@code TREEROOT} for the root). */
  public String name(int node) {
    return node == 0 ? PbsAttributes.TREEROOT : tree.name(node);
  }

  /** This state with one node's usage set, nothing propagated ({@code pbsfs -s}). */
  public PbsFairshareState withUsage(int node, double value) {
    double[] next = usage.clone();
    next[node] = value;
    return new PbsFairshareState(tree, next, lastDecay, names);
  }

  /** This state after one {@code decay_fairshare_tree}: every node {@code max(1, usage × factor)}. */
  public PbsFairshareState decayed(float factor) {
    double[] next = usage.clone();
    for (int i = 0; i < next.length; i++) {
      next[i] *= factor;
      if (next[i] < 1) {
        next[i] = 1;
      }
    }
    return new PbsFairshareState(tree, next, lastDecay, names);
  }

  /** This state with another {@code last_decay}. */
  public PbsFairshareState withLastDecay(long epochSeconds) {
    return new PbsFairshareState(tree, usage, epochSeconds, names);
  }
}
