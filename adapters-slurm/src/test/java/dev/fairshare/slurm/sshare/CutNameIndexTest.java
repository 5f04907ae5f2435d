package dev.fairshare.slurm.sshare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.LineSource;
import dev.fairshare.slurm.dump.SacctmgrDumpFormat;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The index that finds the association an aligned sshare row with a cut name stands for: the node the
 * former walk of the whole tree per row found (kept below as the reference), with work linear in the tree
 * however many rows are cut.
 */
class CutNameIndexTest {
  private static final int ACCOUNT_WIDTH = 20;
  private static final int USER_WIDTH = 10;

  @Test
  void everyRowFindsTheNodeTheFormerWalkFound() {
    for (int seed = 1; seed <= 40; seed++) {
      Random random = new Random(seed);
      ShareTree tree = randomTree(random);
      List<SshareRow> rows = rowsAsPrinted(tree);
      if (seed % 2 == 0) {
        Collections.shuffle(rows, random);
      }
      int[] rowOf = new int[tree.size()];
      for (int i = 0; i < tree.size(); i++) {
        if (random.nextInt(8) == 0) {
          rowOf[i] = 1;
        }
      }
      CutNameIndex index = new CutNameIndex(tree, rowOf);
      for (SshareRow row : rows) {
        int expected = formerWalk(tree, rowOf, row);
        assertThat(index.first(row)).as("seed %d, line %d", seed, row.line()).isEqualTo(expected);
        if (expected >= 0 && random.nextInt(10) > 0) {
          rowOf[expected] = row.line();
        }
      }
    }
  }

  @Test
  void theWorkIsLinearInTheTreeHoweverManyRowsAreCut() {
    StringBuilder dump = new StringBuilder("Cluster - 'c'\nParent - 'root'\n");
    int accounts = 2_000;
    int users = 20;
    for (int a = 0; a < accounts; a++) {
      dump.append("Account - 'an-account-of-a-long-name-").append(a).append("'\n");
    }
    for (int a = 0; a < accounts; a++) {
      dump.append("Parent - 'an-account-of-a-long-name-").append(a).append("'\n");
      for (int u = 0; u < users; u++) {
        dump.append("User - 'a-user-of-a-long-name-").append(u).append("'\n");
      }
    }
    ShareTree tree = new SacctmgrDumpFormat().read(LineSource.of("d", dump.toString())).tree();
    List<SshareRow> rows = rowsAsPrinted(tree);
    int[] rowOf = new int[tree.size()];
    CutNameIndex index = new CutNameIndex(tree, rowOf);
    int cut = 0;
    for (SshareRow row : rows) {
      if (!row.truncated()) {
        continue;
      }
      cut++;
      int node = index.first(row);
      assertThat(node).isEqualTo(row.line() - 1);
      rowOf[node] = row.line();
    }
    assertThat(cut).isEqualTo(accounts * (1 + users));
    // The former walk passed about half the tree per row: 42,001 rows x 21,000 nodes.
    assertThat(index.steps()).isLessThan(8L * tree.size());
  }

  /**
   * The rows of {@code sshare -a} aligned output, one per node in the tree's order (line k + 1 for node k),
   * each part cut as sshare cuts it: an Account cell (indentation and name) longer than its column keeps
   * its first width − 1 characters, a User cell likewise.
   */
  private static List<SshareRow> rowsAsPrinted(ShareTree tree) {
    List<SshareRow> rows = new ArrayList<>();
    for (int i = 0; i < tree.size(); i++) {
      boolean user = tree.isUser(i);
      int depth = tree.depth(i);
      String cell = " ".repeat(depth) + (user ? tree.name(tree.parent(i)) : tree.name(i));
      boolean accountCut = cell.length() > ACCOUNT_WIDTH;
      if (accountCut) {
        cell = cell.substring(0, ACCOUNT_WIDTH - 1);
      }
      int indent = Math.min(depth, cell.length());
      String userName = user ? AssociationKeys.user(tree, i) : null;
      boolean userCut = user && userName.length() > USER_WIDTH;
      if (userCut) {
        userName = userName.substring(0, USER_WIDTH - 1);
      }
      rows.add(new SshareRow(i + 1, indent, cell.substring(indent), userName, "1", "0", null, null,
          accountCut || userCut));
    }
    return rows;
  }

  /** The walk the matcher made for each cut row before the index, kept verbatim as the reference. */
  private static int formerWalk(ShareTree tree, int[] rowOf, SshareRow row) {
    for (int i = 0; i < tree.size(); i++) {
      if (rowOf[i] != 0 || tree.depth(i) != row.depth() || tree.isUser(i) != row.isUser()) {
        continue;
      }
      String account = row.isUser() ? tree.name(tree.parent(i)) : tree.name(i);
      if (account.startsWith(row.account())
          && (!row.isUser() || AssociationKeys.user(tree, i).startsWith(row.user()))) {
        return i;
      }
    }
    return -1;
  }

  /**
   * A dump of accounts up to five deep with names that share long prefixes, that are prefixes of one
   * another and that fit or not, and users of short and long names, some in several accounts, some with a
   * partition.
   */
  private static ShareTree randomTree(Random random) {
    String[] stems = {"computational-biology", "computational-bio", "comp", "physics-department-", "ph", "x"};
    String[] users = {"ann", "christopher", "christophe", "chris", "a-very-long-user-name", "a-very-long-user"};
    Map<String, List<String>> lines = new LinkedHashMap<>();
    Map<String, Integer> depth = new HashMap<>(Map.of("root", 0));
    List<String> accounts = new ArrayList<>(List.of("root"));
    lines.put("root", new ArrayList<>());
    int count = 5 + random.nextInt(40);
    for (int a = 0; a < count; a++) {
      String parent = accounts.get(random.nextInt(accounts.size()));
      String name = stems[random.nextInt(stems.length)] + (random.nextBoolean() ? "" : "-" + a);
      if (depth.containsKey(name) || depth.get(parent) >= 5) {
        continue;
      }
      accounts.add(name);
      depth.put(name, depth.get(parent) + 1);
      lines.get(parent).add("Account - '" + name + "'");
      List<String> own = new ArrayList<>();
      lines.put(name, own);
      int n = random.nextInt(6);
      for (int u = 0; u < n; u++) {
        String user = "User - '" + users[random.nextInt(users.length)] + "'"
            + (random.nextInt(4) == 0 ? ":Partition='p" + random.nextInt(2) + "'" : "");
        if (!own.contains(user)) {
          own.add(user);
        }
      }
    }
    StringBuilder dump = new StringBuilder("Cluster - 'c'\n");
    for (Map.Entry<String, List<String>> e : lines.entrySet()) {
      if (!e.getValue().isEmpty()) {
        dump.append("Parent - '").append(e.getKey()).append("'\n");
        e.getValue().forEach(l -> dump.append(l).append('\n'));
      }
    }
    return new SacctmgrDumpFormat().read(LineSource.of("d", dump.toString())).tree();
  }
}
