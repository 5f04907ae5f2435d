package dev.fairshare.algorithms.slurm;

import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Test trees written as text, one node a line in sibling order: {@code path kind shares usage}, where kind
 * is {@code a} (account) or {@code u} (user), shares a number or {@code parent}, and usage the user's own
 * raw usage (accounts get the sum of their subtree).
 */
final class TreeText {
  private TreeText() {}

  static TreeShapes.Shape parse(String text) {
    ShareTreeBuilder b = new ShareTreeBuilder();
    List<String> paths = new ArrayList<>();
    List<Double> usages = new ArrayList<>();
    for (String line : text.strip().split("\n")) {
      String[] f = line.trim().split("\\s+");
      String path = f[0];
      int slash = path.lastIndexOf('/');
      String parent = slash < 0 ? "" : path.substring(0, slash);
      String name = path.substring(slash + 1);
      NodeKind kind = f[1].equals("u") ? NodeKind.USER : NodeKind.GROUP;
      boolean useParent = f[2].equals("parent");
      b.add(parent, name, kind, useParent ? 0 : Double.parseDouble(f[2]), useParent, null, null);
      paths.add(path);
      usages.add(f.length > 3 ? Double.parseDouble(f[3]) : 0.0);
    }
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    for (int k = 0; k < paths.size(); k++) {
      own[tree.indexOf(paths.get(k))] = usages.get(k);
    }
    return new TreeShapes.Shape("text", tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH));
  }

  /** A value as sshare prints a double: {@code %f}, {@code inf}, and blank for no value. */
  static String sshare(double v) {
    if (Double.isNaN(v)) {
      return "";
    }
    if (Double.isInfinite(v)) {
      return "inf";
    }
    return String.format(Locale.ROOT, "%.6f", v);
  }
}
