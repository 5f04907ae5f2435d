package dev.fairshare.slurm.sshare;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.TreeDocument;

/**
 * {@code slurm.sshare}: the output of {@code sshare -a -P}, {@code sshare -a -l -P} or {@code sshare -a -l}
 * (docs/algorithms/slurm.md §8), read as a usage source: the tree from the Account column's indentation, RawShares
 * and RawUsage. Used with a dump, {@link SshareUsageMatcher} takes only the usage and checks the rows
 * against the dump's associations.
 */
public final class SshareFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "slurm.sshare";

  /** The format. */
  public SshareFormat() {
    super(NAME, "Slurm sshare -a [-l] [-p|-P] output (tree, RawShares, RawUsage)", false);
  }

  @Override
  public MatchStrength probe(String head) {
    String first = head.lines().findFirst().orElse("");
    if (first.startsWith("Account|User|RawShares|")) {
      return MatchStrength.FULL;
    }
    return first.startsWith("Account ") && first.contains(" RawShares ") ? MatchStrength.FULL
        : MatchStrength.NO_MATCH;
  }

  @Override
  public TreeDocument read(LineSource source) {
    return SshareTreeReader.read(source);
  }
}
