package dev.fairshare.format.tsv;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.NumberText;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import dev.fairshare.io.FileLines;
import dev.fairshare.io.InputFiles;
import dev.fairshare.io.Limits;
import dev.fairshare.io.TooLargeException;
import java.nio.file.Path;
import java.time.Instant;

/**
 * Reads a {@code fairshare.tsv} source into a tree and usage, collecting every problem.
 *
 * <p>Codes: {@code tsv.bad-line} (not 3 or 4 columns), {@code tsv.bad-kind}, {@code tsv.bad-shares},
 * {@code tsv.bad-usage} (not a finite number >= 0), {@code tsv.usage-on-group}, and the tree's own
 * {@code tree.duplicate-path}, {@code tree.unknown-parent}, {@code tree.bad-name},
 * {@code tree.user-has-children}. Columns are 1-based character positions.
 */
final class TsvTreeReader {
  /**
   * The heap a line of a streamed file costs {@code compute} besides its name, at most: the tree's arrays,
   * the name's string, the node's origin, its usage and the algorithm's values (measured: about 200 bytes
   * with a class histogram of a million-node forest; docs/scale.md).
   */
  static final int BYTES_PER_LINE = 220;

  private final String sourceName;
  private final ShareTreeBuilder builder = new ShareTreeBuilder();
  private final ProblemCollector problems = builder.problems();
  /** The usage given on each builder id's line (8 bytes a node, no boxing: a 1 GB file has millions). */
  private double[] usageOfId;

  /** A reader of a source of about {@code expectedLines} lines. */
  TsvTreeReader(String sourceName, int expectedLines) {
    this.sourceName = sourceName;
    builder.ensureCapacity(expectedLines + 1);
    usageOfId = new double[Math.max(16, expectedLines + 1)];
  }

  /** Reads a source in memory. */
  static TreeDocument read(LineSource source) {
    TsvTreeReader reader = new TsvTreeReader(source.name(), 16);
    LineSource.Cursor cursor = source.cursor();
    while (cursor.next()) {
      reader.accept(cursor.number(), cursor.line());
    }
    return reader.finish();
  }

  /**
   * Reads a file a line at a time ({@link FileLines}), its arrays sized once from a first count of its
   * lines; a file of more lines than the heap allows is refused before it is parsed. {@code null} when the
   * file is blank (it holds nothing).
   */
  static TreeDocument read(Path path) {
    long lines = FileLines.count(path);
    long limit = Limits.streamedLines(BYTES_PER_LINE, InputFiles.size(path));
    if (lines > limit) {
      throw new TooLargeException(path + ": lines", lines, limit, Limits.raise());
    }
    TsvTreeReader reader = new TsvTreeReader(path.toString(), (int) lines);
    boolean blank = true;
    try (FileLines in = FileLines.open(path)) {
      while (in.next()) {
        blank &= !reader.accept(in.number(), in.line());
      }
    }
    return blank ? null : reader.finish();
  }

  /** Reads one line; false when it is blank. */
  private boolean accept(int number, String text) {
    String trimmed = text.strip();
    if (trimmed.isEmpty()) {
      return false;
    }
    if (!trimmed.startsWith("#")) {
      readLine(new LineSource.Line(number, text));
    }
    return true;
  }

  private TreeDocument finish() {
    ShareTree tree = builder.build();
    int n = builder.size();
    double[] own = usageOfId;
    if (own.length != n || !sameOrder(n)) {
      own = new double[n];
      for (int id = 0; id < Math.min(usageOfId.length, n); id++) {
        own[builder.treeIndex(id)] += usageOfId[id];
      }
    }
    usageOfId = null;
    return new TreeDocument(tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH), null,
        problems.warnings());
  }

  private void readLine(LineSource.Line line) {
    String[] cells = line.text().split("\t", -1);
    int[] columns = columnsOf(cells);
    if (cells.length < 3 || cells.length > 4) {
      problems.error(at(line, 1), "tsv.bad-line",
          "expected 3 or 4 tab-separated columns (path, kind, shares, usage), found " + cells.length,
          "separate the columns with single tabs");
      return;
    }
    String path = cells[0].strip();
    NodeKind kind = NodeKind.fromLabel(cells[1].strip());
    if (kind == null) {
      problems.error(at(line, columns[1]), "tsv.bad-kind",
          "expected 'group' or 'user', found '" + cells[1] + "'", "the kind column is group or user");
    }
    String sharesText = cells[2].strip();
    boolean parentShares = sharesText.equals("parent");
    double shares = parentShares ? 0 : parseShares(sharesText, at(line, columns[2]));
    double usage = cells.length == 4 ? parseUsage(cells[3].strip(), kind, at(line, columns[3])) : 0;
    if (kind == null) {
      return;
    }
    int slash = path.lastIndexOf('/');
    String parent = slash < 0 ? "" : path.substring(0, slash);
    String name = path.substring(slash + 1);
    int id = builder.add(parent, name, kind, shares, parentShares, null, at(line, 1));
    if (id >= 0 && usage > 0) {
      if (id >= usageOfId.length) {
        usageOfId = java.util.Arrays.copyOf(usageOfId, Math.max(id + 1, usageOfId.length * 2));
      }
      usageOfId[id] += usage;
    }
  }

  private double parseShares(String text, SourceLocation where) {
    if (!NumberText.isDecimal(text)) {
      problems.error(where, "tsv.bad-shares", "expected a number or 'parent', found '" + text + "'",
          "shares are a number >= 0, or 'parent' to use the parent's share");
      return 0;
    }
    double value = Double.parseDouble(text);
    if (value < 0 || Double.isInfinite(value)) {
      problems.error(where, "tree.bad-shares", "shares are negative or too large (" + text + ")",
          "shares are a finite number >= 0");
      return 0;
    }
    return value;
  }

  private double parseUsage(String text, NodeKind kind, SourceLocation where) {
    if (text.isEmpty()) {
      return 0;
    }
    if (!NumberText.isDecimal(text) || Double.parseDouble(text) < 0
        || Double.isInfinite(Double.parseDouble(text))) {
      problems.error(where, "tsv.bad-usage", "expected a finite number >= 0, found '" + text + "'",
          "usage is raw decayed usage, a finite number >= 0");
      return 0;
    }
    if (kind == NodeKind.GROUP) {
      problems.error(where, "tsv.usage-on-group", "usage is given for a group",
          "give usage on users only; a group's usage is the sum of its users'");
      return 0;
    }
    return Double.parseDouble(text);
  }

  /** Whether the tree's indexes are the builder's ids (the file lists parents in pre-order). */
  private boolean sameOrder(int n) {
    for (int id = 0; id < n; id++) {
      if (builder.treeIndex(id) != id) {
        return false;
      }
    }
    return true;
  }

  private SourceLocation at(LineSource.Line line, int column) {
    return line.at(sourceName, column);
  }

  private static int[] columnsOf(String[] cells) {
    int[] columns = new int[cells.length];
    int column = 1;
    for (int i = 0; i < cells.length; i++) {
      columns[i] = column;
      column += cells[i].length() + 1;
    }
    return columns;
  }
}
