package dev.fairshare.algorithms.slurm;

import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A real {@code sshare -a -l -P} capture of the adapters-slurm fixtures, read for the algorithm tests: the
 * tree from the Account column's indentation (users first, as sshare prints lineage order), RawShares and
 * RawUsage as inputs, and each row's cells for the expected values.
 *
 * @param tree the association tree
 * @param usage the RawUsage of every row, as aggregated totals
 * @param root the root row's cells
 * @param paths the path of each row below the root, in order
 * @param rows the cells of each row below the root, in order
 */
record SshareCapture(ShareTree tree, UsageSnapshot usage, String[] root, List<String> paths, List<String[]> rows) {
  /** The capture directory of the adapters-slurm module, seen from this module. */
  static final Path CAPTURES = Path.of("../adapters-slurm/src/test/resources/slurm/captures");

  static SshareCapture read(String scenario, String mode) throws IOException {
    List<String> lines = Files.readAllLines(CAPTURES.resolve(scenario).resolve(mode).resolve("sshare-a-l-P.txt"));
    ShareTreeBuilder b = new ShareTreeBuilder();
    List<String> paths = new ArrayList<>();
    List<String[]> rows = new ArrayList<>();
    String[] accountAtDepth = new String[64];
    accountAtDepth[0] = "";
    for (String line : lines.subList(2, lines.size())) {
      String[] c = line.split("\\|", -1);
      int indent = c[0].length() - c[0].stripLeading().length();
      boolean user = !c[1].isEmpty();
      String parent = accountAtDepth[indent - 1];
      String name = user ? c[1] : c[0].strip();
      String path = parent.isEmpty() ? name : parent + "/" + name;
      if (!user) {
        accountAtDepth[indent] = path;
      }
      boolean useParent = c[2].equals("parent");
      b.add(parent, name, user ? NodeKind.USER : NodeKind.GROUP, useParent ? 0 : Double.parseDouble(c[2]),
          useParent, null, null);
      paths.add(path);
      rows.add(c);
    }
    ShareTree tree = b.build();
    String[] root = lines.get(1).split("\\|", -1);
    double[] totals = new double[tree.size()];
    totals[0] = Double.parseDouble(root[4]);
    for (int k = 0; k < paths.size(); k++) {
      totals[tree.indexOf(paths.get(k))] = Double.parseDouble(rows.get(k)[4]);
    }
    return new SshareCapture(tree, UsageSnapshot.fromTotals(tree, totals, Instant.EPOCH), root, paths, rows);
  }

  /** The user association of {@code user} in {@code account} ("root" for users directly under the root). */
  int userIn(String account, String user) {
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i) && tree.name(i).equals(user)) {
        int p = tree.parent(i);
        if (p == 0 ? account.equals("root") : tree.name(p).equals(account)) {
          return i;
        }
      }
    }
    throw new AssertionError("no association " + account + "/" + user);
  }
}
