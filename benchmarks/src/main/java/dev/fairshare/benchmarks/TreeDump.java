package dev.fairshare.benchmarks;

import dev.fairshare.testkit.TreeShapes.Shape;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * The text dump of a benchmark shape that the timing programs of the schedulers' own code read
 * ({@code benchmarks/peers/}, docs/performance.md "The schedulers' own code on the same tree").
 *
 * <p>The first line is the node count; then one line per node in the tree's order (pre-order, a parent
 * before its children): {@code index parent kind shares usage}, the root's parent {@code -1}, the kind
 * {@code R} (root), {@code G} (group: account, bank) or {@code U} (user), the shares and the node's usage
 * aggregated over its subtree as Java prints a double (read back to the same double by C's {@code strtod}).
 * Usage: {@code java -cp benchmarks.jar dev.fairshare.benchmarks.TreeDump SHAPE > tree.txt}.
 */
public final class TreeDump {
  private TreeDump() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: TreeDump SHAPE   (a benchmark shape, e.g. balanced-1111111)");
      System.exit(2);
    }
    Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.US_ASCII), 1 << 20);
    write(BenchShapes.make(args[0]), out);
    out.flush();
  }

  /** Writes the shape's tree and usage in the dump's format. */
  public static void write(Shape shape, Writer out) throws IOException {
    ShareTree tree = shape.tree();
    UsageSnapshot usage = shape.usage();
    out.write(tree.size() + "\n");
    StringBuilder line = new StringBuilder(64);
    for (int node = 0; node < tree.size(); node++) {
      line.setLength(0);
      line.append(node).append(' ').append(node == 0 ? -1 : tree.parent(node)).append(' ')
          .append(node == 0 ? 'R' : tree.isUser(node) ? 'U' : 'G').append(' ')
          .append(tree.shares(node)).append(' ').append(usage.usage(node)).append('\n');
      out.append(line);
    }
  }
}
