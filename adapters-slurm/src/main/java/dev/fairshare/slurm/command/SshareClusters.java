package dev.fairshare.slurm.command;

import dev.fairshare.command.MisuseException;
import dev.fairshare.slurm.dump.DumpAttributes;
import dev.fairshare.slurm.sshare.SlurmCharList;
import dev.fairshare.slurm.sshare.SlurmVersion;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code fairshare sshare -M} ({@code --clusters}, {@code --cluster}), read as sshare reads it
 * (docs/algorithms/slurm.md §8.6): the names, split by {@code slurm_addto_char_list}, are looked up in the database
 * ({@code slurmdb_get_info_cluster}; {@code all} is every cluster it knows) and from 15.08 each cluster's table is
 * printed after a {@code CLUSTER: NAME} line ({@code _multi_cluster}), a blank line between two; before, only the
 * first cluster's table, with no such line. The associations given are one cluster's, so only that cluster can be
 * asked for.
 */
final class SshareClusters {
  private SshareClusters() {}

  /**
   * The line printed before the table: {@code CLUSTER: NAME} and a newline, empty before 15.08, {@code null} without
   * {@code -M}.
   *
   * @throws MisuseException for {@code all}, or a cluster other than the dump's
   */
  static String line(String names, ShareTree tree, SlurmVersion version) {
    if (names == null) {
      return null;
    }
    String cluster = tree.attribute(0, DumpAttributes.CLUSTER);
    String hint = "\n    hint: give -M " + cluster + ", or leave out -M (the associations are the local cluster's)";
    if (names.equalsIgnoreCase("all")) {
      throw new MisuseException("fairshare: -M all: sshare prints every cluster the database knows, each from its "
          + "own controller, and the associations given are cluster " + cluster + "'s alone" + hint);
    }
    List<String> asked = new ArrayList<>();
    try {
      SlurmCharList.add(asked, names, version);
    } catch (IllegalArgumentException e) {
      throw new MisuseException("fairshare: -M: " + e.getMessage() + hint);
    }
    for (String name : asked) {
      if (!name.equals(cluster)) {
        throw new MisuseException("fairshare: -M " + names + ": sshare would print cluster '" + name + "' from its "
            + "own controller, and the associations given are cluster " + cluster + "'s" + hint);
      }
    }
    return version.beforeTicketRemoval() ? "" : "CLUSTER: " + cluster + "\n";
  }
}
