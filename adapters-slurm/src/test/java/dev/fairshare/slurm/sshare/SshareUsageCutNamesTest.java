package dev.fairshare.slurm.sshare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.LineSource;
import dev.fairshare.slurm.dump.SacctmgrDumpFormat;
import dev.fairshare.tree.ShareTree;
import org.junit.jupiter.api.Test;

/**
 * Usage read from aligned {@code sshare -a} output in which every account and user name is cut at its
 * column: each row is taken for the association it was printed for, as from the {@code -P} output of the
 * same table. Regression: each cut row walked the tree from its first node ({@link CutNameIndexTest} counts
 * the work of the index that replaced the walk).
 */
class SshareUsageCutNamesTest {
  private static final int ACCOUNTS = 500;
  private static final int USERS = 20;
  private static final String HEADER = """
      Account                    User  RawShares  NormShares    RawUsage  EffectvUsage  FairShare\s
      -------------------- ---------- ---------- ----------- ----------- ------------- ----------\s
      """;

  @Test
  void everyCutRowIsTakenForItsAssociation() {
    ShareTree tree = new SacctmgrDumpFormat().read(LineSource.of("assoc.cfg", dump())).tree();
    StringBuilder alignedText = new StringBuilder(HEADER).append(row("root", "", "", total()));
    StringBuilder parsableText = new StringBuilder(
        "Account|User|RawShares|NormShares|RawUsage|EffectvUsage|FairShare\n")
        .append("root|||1.000000|").append(total()).append("|1.000000|\n");
    for (int a = 0; a < ACCOUNTS; a++) {
      alignedText.append(row(" " + account(a), "", "1", accountUsage(a)));
      parsableText.append(' ').append(account(a)).append("||1|0.000500|").append(accountUsage(a)).append("|0.0|\n");
      for (int u = 0; u < USERS; u++) {
        alignedText.append(row("  " + account(a), user(u), "1", usage(a, u)));
        parsableText.append("  ").append(account(a)).append('|').append(user(u)).append("|1|0.050000|")
            .append(usage(a, u)).append("|0.0|0.5|\n");
      }
    }

    SshareUsage fromAligned = SshareUsageMatcher.match(tree, LineSource.of("a.txt", alignedText.toString()));
    SshareUsage fromParsable = SshareUsageMatcher.match(tree, LineSource.of("P.txt", parsableText.toString()));

    double[] aligned = new double[tree.size()];
    double[] parsable = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      aligned[i] = fromAligned.usage().usage(i);
      parsable[i] = fromParsable.usage().usage(i);
    }
    assertThat(aligned).containsExactly(parsable);
    int alice = tree.indexOf(account(345) + "/" + user(17));
    assertThat(fromAligned.usage().usage(alice)).isEqualTo(usage(345, 17));
  }

  private static String dump() {
    StringBuilder dump = new StringBuilder("Cluster - 'big'\nParent - 'root'\n");
    for (int a = 0; a < ACCOUNTS; a++) {
      dump.append("Account - '").append(account(a)).append("'\n");
    }
    for (int a = 0; a < ACCOUNTS; a++) {
      dump.append("Parent - '").append(account(a)).append("'\n");
      for (int u = 0; u < USERS; u++) {
        dump.append("User - '").append(user(u)).append("'\n");
      }
    }
    return dump.toString();
  }

  /** Names longer than the Account column: the printed part is the same for all of them. */
  private static String account(int a) {
    return String.format("department-of-long-names-%04d", a);
  }

  /** Names longer than the User column. */
  private static String user(int u) {
    return String.format("researcher-%02d", u);
  }

  private static long usage(int a, int u) {
    return 1 + (a * USERS + u) % 13;
  }

  private static long accountUsage(int a) {
    long sum = 0;
    for (int u = 0; u < USERS; u++) {
      sum += usage(a, u);
    }
    return sum;
  }

  private static long total() {
    long sum = 0;
    for (int a = 0; a < ACCOUNTS; a++) {
      sum += accountUsage(a);
    }
    return sum;
  }

  /** One aligned row as sshare prints it: a cell longer than its column cut to width − 1 and a {@code +}. */
  private static String row(String account, String user, String shares, long usage) {
    return String.format("%-20s %10s %10s %11s %11d %13s %10s %n", cut(account, 20), cut(user, 10), shares,
        "0.000500", usage, "0.000000", user.isEmpty() ? "" : "0.500000");
  }

  private static String cut(String cell, int width) {
    return cell.length() > width ? cell.substring(0, width - 1) + "+" : cell;
  }
}
