package dev.fairshare.slurm.sshare;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import java.util.List;

/**
 * Puts together what {@link SshareRenderer} shows: the computed result, the usage taken from sshare output,
 * and the TRES columns, each taken from the sshare output when it has them and otherwise made as Slurm makes
 * them (GrpTRESMins from the dump's limits, TRESRunMins as zeros: nothing running).
 */
public final class SshareViews {
  private SshareViews() {}

  /**
   * The view of a tree, its TRES cells made when a row is printed (none is kept per node). An aligned TRES
   * cell cut to its width (ending in {@code +}) is kept for aligned output, where it prints the same, and
   * replaced otherwise.
   */
  public static SshareView of(ShareTree tree, SshareUsage usage, FairshareResult result, List<String> tresNames,
      Parsable parsable) {
    String[] grp = usage.grpTresMins();
    String[] run = usage.tresRunMins();
    String zeros = TresText.zeros(tresNames);
    return new SshareView(tree, usage.usage(), result, i -> {
      String g = grp == null ? null : grp[i];
      return usable(g, parsable) ? emptyToNull(g) : TresText.grpTresMins(tree.attributes(i), tresNames);
    }, i -> {
      String r = run == null ? null : run[i];
      return usable(r, parsable) ? emptyToNull(r) : zeros;
    });
  }

  private static boolean usable(String cell, Parsable parsable) {
    return cell != null && (parsable == Parsable.NONE || cell.length() < 30 || !cell.endsWith("+"));
  }

  private static String emptyToNull(String text) {
    return text.isEmpty() ? null : text;
  }
}
