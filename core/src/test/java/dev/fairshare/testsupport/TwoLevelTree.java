package dev.fairshare.testsupport;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A generated two-level tree, as the memory tests write their million-node inputs: {@code groups} groups under
 * the root, each with {@code users} users; group {@code g} has {@link #groupShares(int)} shares and user
 * {@code u} has {@link #userUsage(int)} usage. What a line says is the caller's format; this gives the order
 * (a group's line, then its users' lines), written a line at a time, and the sums the expected values use.
 *
 * @param groups how many groups stand under the root
 * @param users how many users each group has
 */
public record TwoLevelTree(int groups, int users) {
  /** 1,000 groups of 999 users: a million nodes below the root. */
  public static final TwoLevelTree MILLION = new TwoLevelTree(1000, 999);

  /** The line of group {@code g}, with its line end. */
  @FunctionalInterface
  public interface GroupLine {
    /** The line of group {@code g}. */
    String of(int g);
  }

  /** The line of user {@code u} of group {@code g}, with its line end. */
  @FunctionalInterface
  public interface UserLine {
    /** The line of user {@code u} of group {@code g}. */
    String of(int g, int u);
  }

  /** The shares of group {@code g}: 1 to 10, in turn. */
  public static int groupShares(int g) {
    return 1 + g % 10;
  }

  /** The usage of user {@code u} of any group: 1 to 7, in turn. */
  public static long userUsage(int u) {
    return 1 + u % 7;
  }

  /** The nodes below the root: the groups and their users. */
  public long nodes() {
    return groups + (long) groups * users;
  }

  /** The users of the whole tree. */
  public long allUsers() {
    return (long) groups * users;
  }

  /** The usage of one group's users together. */
  public long usageOfOneGroup() {
    long sum = 0;
    for (int u = 0; u < users; u++) {
      sum += userUsage(u);
    }
    return sum;
  }

  /** How many users of the whole tree have a usage other than {@code usage}. */
  public long usersWhoseUsageIsNot(long usage) {
    long count = 0;
    for (int u = 0; u < users; u++) {
      count += userUsage(u) == usage ? 0 : 1;
    }
    return count * groups;
  }

  /** Every group's line, in order, as one text: for a format that lists the groups before their members. */
  public String groupLines(GroupLine line) {
    StringBuilder text = new StringBuilder();
    for (int g = 0; g < groups; g++) {
      text.append(line.of(g));
    }
    return text.toString();
  }

  /**
   * Writes {@code head}, then each group's line followed by its users' lines, to {@code file} in UTF-8, a line
   * at a time.
   */
  public void write(Path file, String head, GroupLine group, UserLine user) throws IOException {
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      out.write(head);
      for (int g = 0; g < groups; g++) {
        out.write(group.of(g));
        for (int u = 0; u < users; u++) {
          out.write(user.of(g, u));
        }
      }
    }
  }
}
