package dev.fairshare.slurm.dump;

import java.util.Map;

/**
 * One {@code Account -} or {@code User -} line of a dump: an association under the current parent.
 *
 * @param account for an account line the account's name, for a user line the account it is under
 * @param user the user's name, or {@code null} for an account line
 * @param partition the user association's partition, or {@code null}
 * @param parent the parent account named by the last {@code Parent -} line
 * @param fairShare the parsed FairShare (1 when absent, the database default)
 * @param attributes the line's fields as written, then the reader's own {@code slurm.*} attributes
 * @param line the line's first physical line number
 */
record DumpEntry(String account, String user, String partition, String parent, FairShareValue fairShare,
    Map<String, String> attributes, int line) {

  boolean isUser() {
    return user != null;
  }

  /** The leaf's name in the share tree: the user, with {@code @partition} for a per-partition association. */
  String leafName() {
    return partition == null ? user : user + "@" + partition;
  }
}
