package dev.fairshare.slurm.sshare;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.function.IntFunction;

/**
 * What {@code sshare} shows for every association: the tree, its raw usage, the values computed by a
 * Slurm algorithm, and the two TRES columns of {@code -l}, made per row when the row is printed.
 *
 * @param tree the associations in Slurm's order
 * @param usage the raw usage (RawUsage is its integer part)
 * @param result the computed values (NormShares, NormUsage, EffectvUsage, LevelFS, FairShare)
 * @param grpTresMins per node the GrpTRESMins text ({@code cpu=1000}), {@code null} for blank
 * @param tresRunMins per node the TRESRunMins text ({@code cpu=0,mem=0,...}), {@code null} for blank
 */
public record SshareView(ShareTree tree, UsageSnapshot usage, FairshareResult result,
    IntFunction<String> grpTresMins, IntFunction<String> tresRunMins) {

  /** A view with the TRES texts given per node. */
  public SshareView(ShareTree tree, UsageSnapshot usage, FairshareResult result, String[] grpTresMins,
      String[] tresRunMins) {
    this(tree, usage, result, cells(tree, grpTresMins), cells(tree, tresRunMins));
  }

  private static IntFunction<String> cells(ShareTree tree, String[] texts) {
    if (texts.length != tree.size()) {
      throw new IllegalArgumentException("one TRES text per node is needed");
    }
    return i -> texts[i];
  }
}
