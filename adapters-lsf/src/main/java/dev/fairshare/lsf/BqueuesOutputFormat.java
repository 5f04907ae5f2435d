package dev.fairshare.lsf;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code lsf.bqueues}: the {@code SHARE_INFO_FOR} blocks of {@code bqueues -r} (or {@code bhpart -r})
 * output as a share tree with usage (docs/algorithms/lsf.md §7.2), read only.
 *
 * <p>Each block's rows are the children of the account its path names; an account with a block of its own
 * is a group, the others are leaves (users, or collective groups, which the output cannot tell apart). The
 * usage is what the command showed, already decayed: CPU_TIME seconds as the main usage, RUN_TIME as
 * {@code run_time}, STARTED (plus RESERVED when shown) as {@code job_slots}, ADJUST as {@code adjustment}.
 * The printed priority is kept as the attribute {@code lsf.priority}. Problems: {@code lsf.bqueues.bad-row},
 * {@code lsf.bqueues.unknown-account} (a block for an account no earlier block lists),
 * {@code lsf.bqueues.no-blocks}.
 */
public final class BqueuesOutputFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "lsf.bqueues";

  /** The format. */
  public BqueuesOutputFormat() {
    super(NAME, "LSF bqueues -r / bhpart -r output: SHARE_INFO_FOR blocks as a tree with usage", false);
  }

  private record Row(String parent, String name, double shares, String priority, double[] values,
      int line) {}

  @Override
  public MatchStrength probe(String head) {
    return head.contains("SHARE_INFO_FOR:") ? MatchStrength.FULL : MatchStrength.NO_MATCH;
  }

  @Override
  public TreeDocument read(LineSource source) {
    ProblemCollector problems = new ProblemCollector();
    List<Row> rows = new ArrayList<>();
    Set<String> blocks = new HashSet<>();
    String root = null;
    String parent = null;
    List<String> header = null;
    LineSource.Cursor cursor = source.cursor();
    while (cursor.next()) {
      LineSource.Line line = new LineSource.Line(cursor.number(), cursor.line());
      String text = line.text().strip();
      if (text.startsWith("SHARE_INFO_FOR:")) {
        String path = text.substring("SHARE_INFO_FOR:".length()).strip();
        path = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        int slash = path.indexOf('/');
        if (root == null) {
          root = slash < 0 ? path : path.substring(0, slash);
        }
        parent = slash < 0 ? "" : path.substring(slash + 1);
        blocks.add(parent);
        header = null;
        continue;
      }
      if (parent == null || text.isEmpty()) {
        if (text.isEmpty()) {
          parent = header == null ? parent : null;
        }
        continue;
      }
      String[] cells = text.split("\\s+");
      if (header == null) {
        header = List.of(cells);
        continue;
      }
      Row row = row(source, line, header, cells, parent, problems);
      if (row != null) {
        rows.add(row);
      }
    }
    if (root == null) {
      problems.error(source.at(0, 0), "lsf.bqueues.no-blocks", "no SHARE_INFO_FOR block found",
          "give the output of bqueues -r QUEUE or bhpart -r");
    }
    problems.throwIfErrors();
    return build(source, root, rows, blocks, problems);
  }

  private static Row row(LineSource source, LineSource.Line line, List<String> header, String[] cells,
      String parent, ProblemCollector problems) {
    if (cells.length != header.size()) {
      problems.error(source.at(line.number(), 1), "lsf.bqueues.bad-row", "row has " + cells.length
          + " fields, the header " + header.size(), "rows have one value per column: " + String.join(" ", header));
      return null;
    }
    double[] v = new double[5];
    String[] columns = {"CPU_TIME", "RUN_TIME", "STARTED", "RESERVED", "ADJUST"};
    double shares;
    try {
      shares = Double.parseDouble(cells[header.indexOf("SHARES")]);
      for (int k = 0; k < columns.length; k++) {
        int c = header.indexOf(columns[k]);
        v[k] = c < 0 ? 0 : Double.parseDouble(cells[c]);
      }
    } catch (RuntimeException e) {
      problems.error(source.at(line.number(), 1), "lsf.bqueues.bad-row", "row '" + line.text().strip()
          + "' has a value that is not a number", "SHARES, STARTED, CPU_TIME, RUN_TIME... are numbers");
      return null;
    }
    int p = header.indexOf("PRIORITY");
    return new Row(parent, cells[0], shares, p < 0 ? "" : cells[p], v, line.number());
  }

  private static TreeDocument build(LineSource source, String root, List<Row> rows, Set<String> blocks,
      ProblemCollector problems) {
    ShareTreeBuilder b = new ShareTreeBuilder(root);
    int[] ids = new int[rows.size()];
    String parent = null;
    int parentId = -1;
    for (int k = 0; k < rows.size(); k++) {
      Row r = rows.get(k);
      String path = r.parent().isEmpty() ? r.name() : r.parent() + "/" + r.name();
      NodeKind kind = blocks.contains(path) ? NodeKind.GROUP : NodeKind.USER;
      if (r.parent() != parent) {
        // the rows of one block share their parent: its path is walked once per block, not per row
        parent = r.parent();
        parentId = b.idOf(parent);
      }
      Map<String, String> attributes = Map.of("lsf.priority", r.priority());
      ids[k] = parentId < 0 ? b.add(parent, r.name(), kind, r.shares(), false, attributes, source.at(r.line(), 1))
          : b.add(parentId, r.name(), kind, r.shares(), false, attributes, source.at(r.line(), 1));
    }
    for (String block : blocks) {
      if (!block.isEmpty() && b.idOf(block) < 0) {
        problems.error(source.at(0, 0), "lsf.bqueues.unknown-account", "block SHARE_INFO_FOR: " + root + "/"
            + block + "/ names an account that no earlier block lists", "blocks come parents first");
      }
    }
    b.problems().addAll(problems.problems());
    ShareTree tree = b.build();
    int n = tree.size();
    double[][] shown = new double[n][];
    for (int k = 0; k < ids.length; k++) {
      if (ids[k] >= 0) {
        shown[b.treeIndex(ids[k])] = rows.get(k).values();
      }
    }
    double[][] own = new double[5][n];
    for (int i = 1; i < n; i++) {
      double[] v = shown[i];
      for (int k = 0; k < 5; k++) {
        own[k][i] += v[k];
        if (tree.parent(i) != 0) {
          own[k][tree.parent(i)] -= v[k];
        }
      }
    }
    UsageSnapshot usage = UsageSnapshot.fromOwn(tree, own[0], Instant.EPOCH)
        .withComponent("run_time", own[1]).withComponent("job_slots", sum(own[2], own[3]))
        .withComponent("reserved_slots", own[3]).withComponent("adjustment", own[4]);
    return new TreeDocument(tree, usage, Settings.none(), problems.warnings());
  }

  private static double[] sum(double[] a, double[] b) {
    double[] out = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      out[i] = a[i] + b[i];
    }
    return out;
  }
}
